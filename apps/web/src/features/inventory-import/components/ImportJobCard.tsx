import type { ListingImport } from '@market/contracts';
import { Alert, Button, ButtonLink, Card, CardBody, CardFooter, CardHeader } from '../../../ui';
import { ImportCounts } from './ImportCounts';
import { ImportErrorsTable } from './ImportErrorsTable';

interface ImportJobCardProps {
  job: ListingImport;
  inventoryPath: string;
  committing: boolean;
  onCommit: () => void;
  onStartOver: () => void;
}

const plural = (n: number, word: string) =>
  `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/** Step 2: the preview and the commit; then the job's progress and its result. */
export function ImportJobCard({
  job,
  inventoryPath,
  committing,
  onCommit,
  onStartOver,
}: ImportJobCardProps) {
  const changes = job.preview.created + job.preview.updated + job.preview.deactivated;
  const applying = job.status === 'queued' || job.status === 'running';
  return (
    <Card as="section" aria-labelledby="import-job-title">
      <CardHeader
        titleId="import-job-title"
        title={
          job.status === 'validated'
            ? '2. Check and confirm'
            : applying
              ? 'Importing…'
              : 'Import finished'
        }
        description={`${job.fileName}: ${plural(job.totalRows, 'row')}, ${plural(job.validRows, 'valid vehicle')}.`}
      />
      <CardBody>
        {job.status === 'validated' ? (
          <>
            <ImportCounts counts={job.preview} label="What this import will do" />
            <ImportErrorsTable job={job} />
          </>
        ) : null}
        {applying ? (
          <div className="import-progress" aria-live="polite">
            <label htmlFor="import-job-progress" className="text-sm">
              {job.processedRows.toLocaleString('en-US')} of {plural(job.validRows, 'vehicle')}{' '}
              applied ({job.progress}%)
            </label>
            <progress id="import-job-progress" max={100} value={job.progress} />
          </div>
        ) : null}
        {job.status === 'completed' ? (
          <>
            <Alert variant="success" role="status" title="Your inventory is up to date">
              {changes === 0 &&
              job.result.created + job.result.updated + job.result.deactivated === 0
                ? 'Nothing had changed since your last import.'
                : 'The changes are live in search now.'}
            </Alert>
            <ImportCounts counts={job.result} label="What this import did" />
          </>
        ) : null}
        {job.status === 'failed' ? (
          <Alert variant="danger" role="alert" title="The import stopped">
            {job.failure ?? 'The import could not be applied. Please try again.'} Rows applied
            before it stopped stay applied.
          </Alert>
        ) : null}
        {job.status !== 'validated' &&
        job.photos.queued + job.photos.fetched + job.photos.failed > 0 ? (
          <p className="text-sm text-muted" aria-live="polite">
            Photos: {job.photos.fetched} vehicle{job.photos.fetched === 1 ? '' : 's'} done
            {job.photos.queued ? `, ${job.photos.queued} being fetched` : ''}
            {job.photos.failed ? `, ${job.photos.failed} could not be fetched` : ''}.
          </p>
        ) : null}
      </CardBody>
      <CardFooter>
        {job.status === 'validated' ? (
          <>
            <Button variant="ghost" onClick={onStartOver}>
              Choose another file
            </Button>
            <Button
              onClick={onCommit}
              loading={committing}
              disabled={job.validRows === 0 && job.preview.deactivated === 0}
            >
              {job.validRows === 0
                ? 'Nothing to import'
                : `Import ${plural(job.validRows, 'vehicle')}`}
            </Button>
          </>
        ) : applying ? null : (
          <>
            <Button variant="ghost" onClick={onStartOver}>
              Import another file
            </Button>
            <ButtonLink to={inventoryPath}>View inventory</ButtonLink>
          </>
        )}
      </CardFooter>
    </Card>
  );
}
