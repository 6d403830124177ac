import { useCallback, useRef, useState } from 'react';
import type { ListingImage } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { useToast } from '../../../ui';
import { listingImageRoutes } from '@market/contracts';
import { apiCall } from '../../../lib/apiCall';
import { uploadFiles } from '../../../lib/upload';
import { moveById, moveItem } from '../reorder';

export const MAX_PHOTOS = 10;
export const ACCEPTED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * The photo manager's state: uploaded images in display order (the first is primary),
 * upload progress, and the rotate / delete / reorder actions with their toasts (SPEC §8).
 */
export function useListingPhotos(initial: readonly ListingImage[] = []) {
  const { toast } = useToast();
  const [images, setImages] = useState<ListingImage[]>(() => [...initial]);
  const [progress, setProgress] = useState<number | null>(null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const countRef = useRef(0);
  countRef.current = images.length;

  const markBusy = (id: string, busy: boolean) =>
    setBusyIds((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const upload = useCallback(
    async (chosen: readonly File[]) => {
      const accepted = chosen.filter((f) => ACCEPTED_PHOTO_TYPES.includes(f.type));
      if (accepted.length < chosen.length) {
        toast({
          title: 'Some files were skipped',
          description: 'Photos must be JPEG, PNG or WebP images.',
          variant: 'warning',
        });
      }
      const room = MAX_PHOTOS - countRef.current;
      const files = accepted.slice(0, Math.max(0, room));
      if (accepted.length > files.length) {
        toast({
          title: `A listing can have at most ${MAX_PHOTOS} photos`,
          description: room > 0 ? `Only the first ${room} were added.` : undefined,
          variant: 'warning',
        });
      }
      if (files.length === 0) return;
      setProgress(0);
      try {
        const { items: uploaded } = await uploadFiles(listingImageRoutes.upload, files, {
          onProgress: ({ loaded, total }) =>
            setProgress(Math.min(99, Math.round((loaded / total) * 100))),
        });
        setImages((current) => [...current, ...uploaded].slice(0, MAX_PHOTOS));
        toast({ title: `${uploaded.length} image(s) uploaded successfully`, variant: 'success' });
      } catch (error) {
        toast({
          title: 'Failed to upload images',
          description: errorMessage(error),
          variant: 'danger',
        });
      } finally {
        setProgress(null);
      }
    },
    [toast],
  );

  const rotate = useCallback(
    async (id: string) => {
      markBusy(id, true);
      try {
        const rotated = await apiCall(listingImageRoutes.rotate, {
          params: { id },
          body: { degrees: 90 },
        });
        setImages((current) =>
          current.map((img) => (img.id === id ? { ...img, ...rotated } : img)),
        );
        toast({ title: 'Image rotated successfully', variant: 'success' });
      } catch (error) {
        toast({ title: `Failed to rotate image: ${errorMessage(error)}`, variant: 'danger' });
      } finally {
        markBusy(id, false);
      }
    },
    [toast],
  );

  const remove = useCallback(
    async (id: string) => {
      markBusy(id, true);
      try {
        await apiCall(listingImageRoutes.delete, { params: { id } });
        setImages((current) => current.filter((img) => img.id !== id));
        toast({ title: 'Image deleted successfully', variant: 'success' });
      } catch (error) {
        toast({
          title: 'Failed to delete image',
          description: errorMessage(error),
          variant: 'danger',
        });
      } finally {
        markBusy(id, false);
      }
    },
    [toast],
  );

  const step = useCallback(
    (id: string, by: -1 | 1) => setImages((current) => moveById(current, id, by)),
    [],
  );
  const moveTo = useCallback(
    (from: number, to: number) => setImages((current) => moveItem(current, from, to)),
    [],
  );

  return { images, progress, busyIds, upload, rotate, remove, step, moveTo };
}
