import { useCallback } from 'react';
import { useToast } from '../../../ui';

/** navigator.share where the device has it; otherwise the link goes to the clipboard. */
export function useShareLink() {
  const { toast } = useToast();
  return useCallback(
    async (title: string, url: string) => {
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title, url });
          return;
        } catch (error) {
          // The user closed the share sheet: nothing to report.
          if (error instanceof DOMException && error.name === 'AbortError') return;
        }
      }
      try {
        await navigator.clipboard.writeText(url);
        toast({
          title: 'Link Copied',
          description: 'The link to this vehicle is on your clipboard.',
          variant: 'success',
        });
      } catch {
        toast({
          title: 'Copy this link to share it',
          description: url,
          variant: 'info',
          duration: 10_000,
        });
      }
    },
    [toast],
  );
}
