import { useState } from 'react';
import {
  AFFILIATE_APPLICATION_FAILED_MESSAGE,
  AFFILIATE_APPLICATION_SUCCESS_MESSAGE,
  affiliateApplicationRequestSchema,
  affiliateRoutes,
  type AffiliateApplicationRequest,
} from '@market/contracts';
import type { z } from 'zod';
import { errorMessage, isApiError } from '../../../lib/api';
import { useSchemaForm } from '../../../lib/form';
import { useRouteMutation } from '../../../lib/query';
import { useToast } from '../../../ui';
import { useAuth } from '../../auth';

type Values = z.input<typeof affiliateApplicationRequestSchema>;

function emptyApplication(person?: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string;
}): Values {
  return {
    firstName: person?.firstName ?? '',
    lastName: person?.lastName ?? '',
    email: person?.email ?? '',
    phone: '',
    website: '',
    company: '',
    experienceLevel: '' as Values['experienceLevel'],
    promotionMethods: [],
    expectedReferrals: '',
    additionalInfo: '',
    agreeToTerms: false as unknown as true,
  };
}

/**
 * The affiliate application (SPEC.md §3, §5, §8): the contract's rules run in the browser,
 * the application is stored by the affiliates service, and the form starts afresh after
 * success. A signed-in applicant's names and e-mail are filled in (the record is linked to
 * the account).
 */
export function useAffiliateApplication() {
  const { toast } = useToast();
  const { user } = useAuth();
  const form = useSchemaForm(
    affiliateApplicationRequestSchema,
    emptyApplication(user ?? undefined),
  );
  const [submitted, setSubmitted] = useState(false);
  const apply = useRouteMutation(affiliateRoutes.apply);

  return {
    form,
    submitted,
    submit: async (body: z.output<typeof affiliateApplicationRequestSchema>) => {
      setSubmitted(false);
      await apply.mutateAsync({ body: body as AffiliateApplicationRequest });
      form.reset(emptyApplication(user ?? undefined));
      setSubmitted(true);
      toast({ title: AFFILIATE_APPLICATION_SUCCESS_MESSAGE, variant: 'success' });
    },
    failed: (error: unknown) => ({
      title: AFFILIATE_APPLICATION_FAILED_MESSAGE,
      description: isApiError(error) && error.status < 500 ? errorMessage(error) : undefined,
    }),
    invalid: () => toast({ title: 'Please check the highlighted fields', variant: 'danger' }),
    dismiss: () => setSubmitted(false),
  };
}
