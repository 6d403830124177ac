import { REFERRAL_LINK_COPIED_MESSAGE, REFERRAL_LINK_COPIED_TITLE } from '@market/contracts';
import { useToast } from '../../../ui';

/** Copies the referral link, with SPEC.md §8's toast ('Copied!' / 'Referral link copied to clipboard'). */
export function useCopyReferralLink() {
  const { toast } = useToast();
  return async (link: string, fallbackInput: HTMLInputElement | null) => {
    let copied = false;
    try {
      await navigator.clipboard.writeText(link);
      copied = true;
    } catch {
      // No clipboard permission (an insecure origin, an old browser): copy the selected text.
      if (fallbackInput) {
        fallbackInput.select();
        copied = document.execCommand('copy');
      }
    }
    if (copied)
      toast({
        title: REFERRAL_LINK_COPIED_TITLE,
        description: REFERRAL_LINK_COPIED_MESSAGE,
        variant: 'success',
      });
    else
      toast({
        title: 'Could not copy the link',
        description: 'Select the link and copy it by hand.',
        variant: 'warning',
      });
  };
}
