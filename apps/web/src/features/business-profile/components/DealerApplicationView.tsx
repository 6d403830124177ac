import type { ReactNode } from 'react';
import { DEALER_TEXTS } from '@market/contracts';
import { Form } from '../../../lib/form';
import {
  Alert,
  BackLink,
  Button,
  ButtonLink,
  Card,
  CardBody,
  CardHeader,
  CheckCircleIcon,
  StatusCard,
} from '../../../ui';
import { toastParts } from '../../messages';
import { useDealerApplication } from '../hooks/useDealerApplication';
import { AccountFields, BusinessFields, ContactFields, MessageField } from './ApplicationFields';
import { ApplicationBenefits } from './ApplicationBenefits';
import { LogoPicker } from './LogoPicker';
import './dealers.css';
import './application.css';

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="form-section" aria-labelledby={id}>
      <div className="form-section__head">
        <h2 id={id} className="form-section__title">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** /dealer-application: benefits, the application form and its answer. */
export function DealerApplicationView() {
  const application = useDealerApplication();

  return (
    <div className="application">
      <BackLink to="/dealers">Back to Dealers</BackLink>
      <header className="application__header">
        <h1 className="page-title">Become a Dealer Partner</h1>
        <p className="page-lead">
          Join our network of trusted dealers. Tell us about your dealership; we review every
          application within 2-3 business days.
        </p>
      </header>

      {application.submitted ? (
        <SubmittedCard confirmationRequired={application.submitted.confirmationRequired} />
      ) : (
        <>
          <ApplicationBenefits />
          <Card elevated className="application__card">
            <CardHeader
              title="Dealer Application"
              level={2}
              description="Fields marked as optional can be left empty."
            />
            <CardBody>
              <Form
                form={application.form}
                className="stack stack--lg"
                aria-label="Dealer application"
                onSubmit={application.submit}
                onInvalidSubmit={application.invalid}
                failure={application.failed}
              >
                <Section id="app-business" title="Business information">
                  <BusinessFields />
                  <LogoPicker
                    file={application.logo}
                    onChange={application.setLogo}
                    error={application.logoError}
                  />
                </Section>
                <Section id="app-contact" title="Contact and location">
                  <ContactFields />
                </Section>
                <Section
                  id="app-account"
                  title="Your account"
                  description="Approved dealers sign in with this e-mail and password."
                >
                  <AccountFields />
                </Section>
                <Section id="app-message" title="Anything else?">
                  <MessageField />
                </Section>
                {application.failure ? (
                  <Alert variant="danger" role="alert" title={DEALER_TEXTS.applicationError}>
                    {application.failure.detail ? <p>{application.failure.detail}</p> : null}
                  </Alert>
                ) : null}
                <div className="application__submit">
                  <Button type="submit" size="lg" loading={application.form.formState.isSubmitting}>
                    Submit Application
                  </Button>
                </div>
              </Form>
            </CardBody>
          </Card>
        </>
      )}
    </div>
  );
}

function SubmittedCard({ confirmationRequired }: { confirmationRequired: boolean }) {
  const { description } = toastParts(DEALER_TEXTS.applicationSubmitted);
  return (
    <div role="status">
      <StatusCard
        title={DEALER_TEXTS.applicationSubmittedTitle}
        level={2}
        tone="success"
        icon={<CheckCircleIcon />}
        actions={
          <>
            <ButtonLink to="/dealers">Back to Dealers</ButtonLink>
            <ButtonLink to="/listings" variant="secondary">
              Browse Listings
            </ButtonLink>
          </>
        }
      >
        <p>{description}</p>
        {confirmationRequired ? <p>{DEALER_TEXTS.confirmationRequired}</p> : null}
      </StatusCard>
    </div>
  );
}
