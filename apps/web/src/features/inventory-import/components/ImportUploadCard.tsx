import { useState, type FormEvent } from 'react';
import { MAX_IMPORT_BYTES, MAX_IMPORT_MB } from '@market/contracts';
import { Alert, Button, Card, CardBody, CardHeader, Field, UploadIcon } from '../../../ui';

interface ImportUploadCardProps {
  progress: number | null;
  error: string | null;
  onUpload: (file: File) => void;
}

/** Step 1: choose the CSV and have it checked (nothing is written yet). */
export function ImportUploadCard({ progress, error, onUpload }: ImportUploadCardProps) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const uploading = progress !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem('Please choose a CSV file to import.');
    if (file.size > MAX_IMPORT_BYTES)
      return setProblem(
        `"${file.name}" is larger than the ${MAX_IMPORT_MB} MB limit for an inventory import.`,
      );
    setProblem(undefined);
    onUpload(file);
  };

  return (
    <Card as="section" aria-labelledby="import-upload-title">
      <CardHeader
        titleId="import-upload-title"
        title="1. Upload your inventory"
        description="We check every row first and show you what would change. Nothing is published until you confirm."
      />
      <CardBody>
        <form className="import-upload" onSubmit={submit} noValidate>
          <Field
            label="Inventory file (CSV)"
            type="file"
            accept=".csv,text/csv"
            error={problem}
            hint={`At most ${MAX_IMPORT_MB} MB.`}
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              setProblem(undefined);
            }}
          />
          <Button type="submit" icon={<UploadIcon aria-hidden="true" />} loading={uploading}>
            Check file
          </Button>
        </form>
        <div aria-live="polite" className="import-progress-region">
          {uploading ? (
            <div className="import-progress">
              <label htmlFor="import-upload-progress" className="text-sm">
                Uploading… {progress}%
              </label>
              <progress id="import-upload-progress" max={100} value={progress ?? 0} />
            </div>
          ) : null}
        </div>
        {error ? (
          <Alert variant="danger" role="alert" title="The file was not accepted">
            {error}
          </Alert>
        ) : null}
      </CardBody>
    </Card>
  );
}
