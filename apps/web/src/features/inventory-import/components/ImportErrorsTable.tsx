import type { ListingImport } from '@market/contracts';

/** The rows refused, each with its line in the file and the column at fault. */
export function ImportErrorsTable({ job }: { job: ListingImport }) {
  if (job.errorCount === 0) return null;
  const hidden = job.errorCount - job.errors.length;
  return (
    <section aria-labelledby="import-errors-title" className="import-errors">
      <h3 id="import-errors-title" className="import-errors__title">
        {job.invalidRows} row{job.invalidRows === 1 ? '' : 's'} will be skipped
      </h3>
      <p className="text-sm text-muted">
        Fix them in your file and upload it again, or import the valid rows now: a skipped vehicle
        you already list stays as it is.
      </p>
      <div className="import-table__wrap import-table__wrap--scroll">
        <table className="import-table">
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Column</th>
              <th scope="col">Problem</th>
            </tr>
          </thead>
          <tbody>
            {job.errors.map((error, i) => (
              <tr key={`${error.row}-${i}`}>
                <td className="import-table__num">{error.row}</td>
                <td>{error.column ? <code>{error.column}</code> : '—'}</td>
                <td>{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hidden > 0 ? <p className="text-sm text-muted">…and {hidden} more.</p> : null}
    </section>
  );
}
