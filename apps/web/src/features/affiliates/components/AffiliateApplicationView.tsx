import { get, useFormContext } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  AFFILIATE_APPLICATION_SUCCESS_MESSAGE,
  EXPECTED_REFERRALS,
  EXPERIENCE_LEVELS,
} from '@market/contracts';
import { Form, FormField } from '../../../lib/form';
import { Alert, BackLink, Button, Card, CardBody, CardHeader } from '../../../ui';
import { useAffiliateApplication } from '../hooks/useAffiliateApplication';
import { EXPERIENCE_LABELS, PROMOTION_METHODS } from '../labels';
import '../affiliates.css';

const EXPERIENCE_OPTIONS = [
  { value: '', label: 'Select your experience level' },
  ...EXPERIENCE_LEVELS.map((level) => ({ value: level, label: EXPERIENCE_LABELS[level] })),
];
const REFERRAL_OPTIONS = [
  { value: '', label: 'Not sure yet' },
  ...EXPECTED_REFERRALS.map((range) => ({ value: range, label: `${range} per month` })),
];

function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  return (get(formState.errors, name) as { message?: string } | undefined)?.message;
}

/** Promotion methods: at least one ticked (SPEC.md §5). */
function PromotionMethodsField() {
  const { register } = useFormContext();
  const error = useFieldError('promotionMethods');
  const errorId = 'promotion-methods-error';
  return (
    <fieldset
      className="affiliate-choices"
      aria-describedby={error ? errorId : 'promotion-methods-hint'}
    >
      <legend className="field__label">How will you promote us?</legend>
      <p className="field__hint" id="promotion-methods-hint">
        Tick every channel you plan to use.
      </p>
      <div className="affiliate-choices__grid">
        {PROMOTION_METHODS.map((method) => (
          <label key={method} className="check">
            <input
              type="checkbox"
              value={method}
              aria-invalid={error ? true : undefined}
              {...register('promotionMethods')}
            />
            <span className="check__label">{method}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The terms checkbox: 'Please agree to the terms and conditions' until it is ticked. */
function AgreeToTermsField() {
  const { register } = useFormContext();
  const error = useFieldError('agreeToTerms');
  return (
    <div className="field">
      <label className="check">
        <input
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'agree-to-terms-error' : undefined}
          {...register('agreeToTerms')}
        />
        <span className="check__label">
          I agree to the{' '}
          <Link to="/affiliate-terms" target="_blank" rel="noopener">
            affiliate terms and conditions
          </Link>
        </span>
      </label>
      {error ? (
        <p className="field__error" id="agree-to-terms-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** /affiliate-application: every field of SPEC.md §3 with §5's rules and §8's texts. */
export function AffiliateApplicationView() {
  const application = useAffiliateApplication();
  const submitting = application.form.formState.isSubmitting;

  return (
    <div className="affiliate-page affiliate-application stack stack--lg">
      <BackLink to="/affiliate">Back to the Affiliate Program</BackLink>
      <header>
        <h1 className="page-title">Affiliate Application</h1>
        <p className="page-lead">
          Tell us about yourself and your audience. We review every application and contact you
          within 24 hours.
        </p>
      </header>
      {application.submitted ? (
        <Alert variant="success" role="status" title="Thank you!">
          <p>{AFFILIATE_APPLICATION_SUCCESS_MESSAGE}</p>
        </Alert>
      ) : null}
      <Card elevated>
        <CardHeader
          title="Your details"
          level={2}
          description="Fields marked as optional can be left empty."
        />
        <CardBody>
          <Form
            form={application.form}
            className="stack stack--lg"
            aria-label="Affiliate application"
            onSubmit={application.submit}
            onInvalidSubmit={application.invalid}
            failure={application.failed}
          >
            <div className="form-grid form-grid--2">
              <FormField label="First name" autoComplete="given-name" name="firstName" />
              <FormField label="Last name" autoComplete="family-name" name="lastName" />
              <FormField
                label="Email"
                type="email"
                inputMode="email"
                autoComplete="email"
                name="email"
              />
              <FormField label="Phone" type="tel" autoComplete="tel" optional name="phone" />
              <FormField
                label="Website"
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder="https://yourwebsite.com"
                optional
                name="website"
              />
              <FormField label="Company" autoComplete="organization" optional name="company" />
              <FormField
                as="select"
                label="Experience level"
                options={EXPERIENCE_OPTIONS}
                name="experienceLevel"
              />
              <FormField
                as="select"
                label="Expected referrals"
                options={REFERRAL_OPTIONS}
                optional
                name="expectedReferrals"
              />
            </div>
            <PromotionMethodsField />
            <FormField
              as="textarea"
              label="Additional information"
              rows={4}
              optional
              hint="Your audience, niche, or anything else we should know."
              name="additionalInfo"
            />
            <AgreeToTermsField />
            <div className="affiliate-application__submit">
              <Button type="submit" size="lg" loading={submitting} disabled={submitting}>
                {submitting ? 'Submitting…' : 'Submit Application'}
              </Button>
            </div>
          </Form>
        </CardBody>
      </Card>
    </div>
  );
}
