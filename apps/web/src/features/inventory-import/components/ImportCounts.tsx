import type { ImportCounts as Counts } from '@market/contracts';

const LABELS: { key: keyof Counts; label: string }[] = [
  { key: 'created', label: 'New' },
  { key: 'updated', label: 'Changed' },
  { key: 'unchanged', label: 'Unchanged' },
  { key: 'deactivated', label: 'Marked inactive' },
];

/** New, changed, unchanged and deactivated vehicles, as tiles. */
export function ImportCounts({ counts, label }: { counts: Counts; label: string }) {
  return (
    <dl className="import-counts" aria-label={label}>
      {LABELS.map(({ key, label: name }) => (
        <div key={key} className="import-counts__tile">
          <dt>{name}</dt>
          <dd>{counts[key].toLocaleString('en-US')}</dd>
        </div>
      ))}
    </dl>
  );
}
