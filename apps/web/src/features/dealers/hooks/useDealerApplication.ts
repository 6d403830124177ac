import { useCallback, useRef, useState } from 'react';
import { DEALER_TEXTS } from '@market/contracts';
import { errorMessage, isApiError } from '../../../lib/api';
import { useFormFields } from '../../../lib/useFormFields';
import { useToast } from '../../../ui';
import { dealersApi } from '../api/dealersApi';
import {
  checkApplication,
  emptyApplicationForm,
  logoProblem,
  type ApplicationFormValues,
} from '../applicationForm';

/**
 * The application's state and its submit: check the form, upload the logo first (a failed
 * upload stops the submit, SPEC §8), then send the application.
 */
export function useDealerApplication() {
  const { toast } = useToast();
  const { values, errors, setErrors, update } =
    useFormFields<ApplicationFormValues>(emptyApplicationForm);
  const [logo, setLogoFile] = useState<File | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Set when the service refused or failed the application; `detail` is its message, if useful.
  const [failure, setFailure] = useState<{ detail: string | null } | null>(null);
  // Set once sent: whether the e-mail's existing account must confirm the application.
  const [submitted, setSubmitted] = useState<{ confirmationRequired: boolean } | null>(null);
  // A logo already uploaded for this file is reused when the application is sent again.
  const uploaded = useRef<{ file: File; url: string } | null>(null);

  const setLogo = useCallback(
    (file: File | null) => {
      const problem = file ? logoProblem(file) : null;
      setErrors((current) => ({ ...current, logo: problem ?? undefined }));
      if (problem) {
        toast({ title: DEALER_TEXTS.logoUploadFailed, description: problem, variant: 'danger' });
        return;
      }
      setLogoFile(file);
    },
    [toast],
  );

  const uploadLogo = async (file: File): Promise<string | null> => {
    if (uploaded.current?.file === file) return uploaded.current.url;
    try {
      const { logoUrl } = await dealersApi.uploadApplicationLogo(file);
      uploaded.current = { file, url: logoUrl };
      return logoUrl;
    } catch (error) {
      const message = errorMessage(error, 'The logo could not be uploaded. Please try again.');
      setErrors((current) => ({ ...current, logo: message }));
      toast({ title: DEALER_TEXTS.logoUploadFailed, description: message, variant: 'danger' });
      return null;
    }
  };

  /** True when sent; false leaves the form with its errors shown. */
  const submit = async (): Promise<boolean> => {
    setFailure(null);
    const checked = checkApplication(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      toast(
        checked.missingRequired
          ? { title: DEALER_TEXTS.requiredFields, variant: 'danger' }
          : { title: 'Please check the highlighted fields', variant: 'danger' },
      );
      return false;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const logoUrl = logo ? await uploadLogo(logo) : null;
      if (logo && !logoUrl) return false;
      const answer = await dealersApi.apply({ ...checked.input, logoUrl });
      setSubmitted({ confirmationRequired: answer.confirmationRequired });
      return true;
    } catch (error) {
      if (isApiError(error)) setErrors(error.fieldErrors());
      const detail = isApiError(error) && error.status < 500 ? errorMessage(error) : null;
      setFailure({ detail });
      toast({
        title: DEALER_TEXTS.applicationError,
        description: detail ?? undefined,
        variant: 'danger',
      });
      return false;
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errors, logo, submitting, submitted, failure, update, setLogo, submit };
}
