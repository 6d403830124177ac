import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteSpec } from '@market/contracts';
import { errorMessage } from '../../lib/api';
import { routeKey } from '../../lib/query';
import { uploadFiles } from '../../lib/upload';
import { Button, useToast } from '../../ui';

/**
 * A button that uploads one chosen image to an admin upload route (JPEG, PNG or WebP), with
 * SPEC §8's toasts ('{success}', or 'Error' — 'Failed to upload image: {message}'), then
 * refetches the routes it changes.
 */
export function AdminUploadButton({
  route,
  params,
  label,
  accessibleName,
  success,
  invalidates,
}: {
  route: RouteSpec;
  params: Record<string, string>;
  label: string;
  /** The file input's name for assistive technology ('Image for Spring sale'). */
  accessibleName: string;
  success: string;
  invalidates: readonly RouteSpec[];
}) {
  const { toast } = useToast();
  const client = useQueryClient();
  const file = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: (image: File) => uploadFiles(route, [image], { params }),
    onSuccess: async () => {
      await Promise.all(
        invalidates.map((changed) => client.invalidateQueries({ queryKey: routeKey(changed) })),
      );
      toast({ title: success, variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: `Failed to upload image: ${errorMessage(error)}`,
        variant: 'danger',
      }),
  });
  return (
    <>
      <input
        ref={file}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="visually-hidden"
        aria-label={accessibleName}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (chosen) upload.mutate(chosen);
          event.target.value = '';
        }}
      />
      <Button
        variant="secondary"
        size="sm"
        loading={upload.isPending}
        onClick={() => file.current?.click()}
      >
        {label}
      </Button>
    </>
  );
}
