import { useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import {
  DEALER_TEXTS,
  dealerApplicationRequestSchema,
  dealerApplicationRoutes,
  type DealerApplicationInput,
} from '@market/contracts';
import { errorMessage, isApiError } from '../../../lib/api';
import { useSchemaForm } from '../../../lib/form';
import { useRouteMutation } from '../../../lib/query';
import { uploadFiles } from '../../../lib/upload';
import { useToast } from '../../../ui';
import { emptyApplicationForm, logoProblem, missingRequired } from '../applicationForm';

/**
 * The application form and its submit: the logo is uploaded first (a failed upload stops
 * the submit, SPEC §8), then the application is sent.
 */
export function useDealerApplication() {
  const { toast } = useToast();
  const form = useSchemaForm(dealerApplicationRequestSchema, emptyApplicationForm());
  const [logo, setLogoFile] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | undefined>();
  // Set when the service refused or failed the application; `detail` is its message, if useful.
  const [failure, setFailure] = useState<{ detail: string | null } | null>(null);
  // A logo already uploaded for this file is reused when the application is sent again.
  const uploaded = useRef<{ file: File; url: string } | null>(null);
  const apply = useRouteMutation(dealerApplicationRoutes.submit);

  const logoFailed = (message: string) => {
    setLogoError(message);
    toast({ title: DEALER_TEXTS.logoUploadFailed, description: message, variant: 'danger' });
  };

  const setLogo = (file: File | null) => {
    const problem = file ? logoProblem(file) : null;
    setLogoError(problem ?? undefined);
    if (problem) logoFailed(problem);
    else setLogoFile(file);
  };

  const uploadLogo = async (file: File): Promise<string | null> => {
    if (uploaded.current?.file === file) return uploaded.current.url;
    try {
      const { logoUrl } = await uploadFiles(dealerApplicationRoutes.uploadLogo, [file]);
      uploaded.current = { file, url: logoUrl };
      return logoUrl;
    } catch (error) {
      logoFailed(errorMessage(error, 'The logo could not be uploaded. Please try again.'));
      return null;
    }
  };

  return {
    form,
    logo,
    logoError,
    failure,
    /** Once sent: whether the e-mail's existing account must confirm the application. */
    submitted: apply.data ? { confirmationRequired: apply.data.confirmationRequired } : null,
    setLogo,
    submit: async (input: DealerApplicationInput) => {
      setFailure(null);
      const logoUrl = logo ? await uploadLogo(logo) : null;
      if (logo && !logoUrl) return;
      await apply.mutateAsync({ body: { ...input, logoUrl } });
      window.scrollTo({ top: 0 });
    },
    failed: (error: unknown) => {
      const detail = isApiError(error) && error.status < 500 ? errorMessage(error) : null;
      setFailure({ detail });
      return { title: DEALER_TEXTS.applicationError, description: detail ?? undefined };
    },
    invalid: (errors: FieldErrors) => {
      const missing = missingRequired(
        Object.values(errors).map((e) => e?.message as string | undefined),
      );
      toast({
        title: missing ? DEALER_TEXTS.requiredFields : 'Please check the highlighted fields',
        variant: 'danger',
      });
    },
  };
}
