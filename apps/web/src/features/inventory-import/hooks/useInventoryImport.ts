import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { listingImportRoutes, type ListingImport } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { routeKey, routeQuery, useRouteMutation } from '../../../lib/query';
import { uploadFiles } from '../../../lib/upload';
import { useToast } from '../../../ui';
import { LISTING_READS } from '../../../lib/listingReads';

/** An import still being applied, or photos still being fetched: worth asking again soon. */
export function isImportBusy(job: ListingImport | undefined): boolean {
  return !!job && (job.status === 'queued' || job.status === 'running' || job.photos.queued > 0);
}

const POLL_MS = 700;

/**
 * The import screen's state: the file being uploaded (with its upload progress), the import
 * it became (its id kept in the URL, so a reload or Back shows it again), the commit, and
 * the job's progress polled while it runs.
 */
export function useInventoryImport() {
  const { toast } = useToast();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const importId = params.get('import');
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const job = useQuery({
    ...routeQuery(listingImportRoutes.get, { params: { id: importId ?? '' } }),
    enabled: !!importId,
    refetchInterval: (query) => (isImportBusy(query.state.data) ? POLL_MS : false),
  });

  const upload = useCallback(
    async (file: File) => {
      setUploadError(null);
      setUploadProgress(0);
      try {
        const checked = await uploadFiles(listingImportRoutes.upload, [file], {
          onProgress: ({ loaded, total }) =>
            setUploadProgress(Math.min(99, Math.round((loaded / total) * 100))),
        });
        client.setQueryData(
          routeKey(listingImportRoutes.get, { params: { id: checked.id } }),
          checked,
        );
        setParams({ import: checked.id });
      } catch (error) {
        setUploadError(errorMessage(error));
      } finally {
        setUploadProgress(null);
      }
    },
    [client, setParams],
  );

  const commit = useRouteMutation(listingImportRoutes.commit, {
    invalidates: [listingImportRoutes.list, ...LISTING_READS],
    onSuccess: (started) => {
      client.setQueryData(
        routeKey(listingImportRoutes.get, { params: { id: started.id } }),
        started,
      );
    },
    onError: (error) =>
      toast({
        title: 'The import could not start',
        description: errorMessage(error),
        variant: 'danger',
      }),
  });

  const startOver = useCallback(() => setParams({}), [setParams]);

  return {
    job: importId ? job.data : undefined,
    loading: !!importId && job.isPending,
    loadError: job.error ? errorMessage(job.error) : null,
    upload,
    uploadProgress,
    uploadError,
    commit: () => importId && commit.mutate({ params: { id: importId } }),
    committing: commit.isPending,
    startOver,
  };
}
