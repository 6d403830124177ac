import { Button, ButtonLink } from '../../../ui';
import { comparePath } from '../compareList';
import { useCompareList } from '../hooks/useCompareList';
import './market.css';

/** The floating "Compare (n)" bar while vehicles are picked. */
export function CompareTray() {
  const compare = useCompareList();
  if (compare.ids.length === 0) return null;
  return (
    <div className="compare-tray" role="region" aria-label="Comparison">
      <span className="compare-tray__text">
        {compare.ids.length} {compare.ids.length === 1 ? 'vehicle' : 'vehicles'} picked
      </span>
      <ButtonLink to={comparePath(compare.ids)} size="sm">
        Compare ({compare.ids.length})
      </ButtonLink>
      <Button
        size="sm"
        variant="ghost"
        className="compare-tray__clear"
        onClick={() => compare.set([])}
      >
        Clear
      </Button>
    </div>
  );
}
