import { Button } from '../../../ui';
import { useCompareList } from '../hooks/useCompareList';
import './market.css';

/** "Add to compare" / "In comparison" for one vehicle. */
export function AddToCompareButton({
  listingId,
  title,
  size = 'sm',
}: {
  listingId: string;
  title: string;
  size?: 'sm' | 'md';
}) {
  const compare = useCompareList();
  const on = compare.has(listingId);
  return (
    <Button
      variant={size === 'sm' ? 'ghost' : 'secondary'}
      size={size}
      className="compare-toggle"
      aria-pressed={on}
      aria-label={`${on ? 'Remove from comparison' : 'Add to compare'}: ${title}`}
      onClick={() => compare.toggle(listingId)}
    >
      {on ? '✓ In comparison' : '+ Add to compare'}
    </Button>
  );
}
