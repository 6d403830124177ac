import { useQuery } from '@tanstack/react-query';
import {
  adminContentRoutes,
  contentRoutes,
  updateSiteSettingsSchema,
  type SiteSettings,
} from '@market/contracts';
import { errorMessage } from '../../../../lib/api';
import { Form, FormField, useSchemaForm } from '../../../../lib/form';
import { routeQuery, useRouteMutation } from '../../../../lib/query';
import { Alert, Button, Card, CardBody, CardHeader, PageSpinner, useToast } from '../../../../ui';
import { LogoCard } from './LogoCard';
import { QuickActionsCard } from './QuickActionsCard';
import { SiteContentSections } from './SiteContentSections';

/** Settings: the site settings and social links, the logo, and the console's quick actions. */
export default function SettingsPanel() {
  const settings = useQuery(routeQuery(adminContentRoutes.settings));
  if (settings.isPending) return <PageSpinner label="Loading settings…" />;
  if (settings.isError)
    return (
      <Alert variant="danger" title="Error">
        Failed to load settings: {errorMessage(settings.error)}
      </Alert>
    );
  return (
    <div className="stack stack--lg">
      <h2 className="admin-panel__title">Settings</h2>
      <SiteSettingsCard settings={settings.data} />
      <LogoCard logoUrl={settings.data.logoUrl} />
      <QuickActionsCard />
      <SiteContentSections />
    </div>
  );
}

const text = (value: string | null) => value ?? '';

function SiteSettingsCard({ settings }: { settings: SiteSettings }) {
  const { toast } = useToast();
  const form = useSchemaForm(updateSiteSettingsSchema, {
    siteName: settings.siteName,
    contactEmail: text(settings.contactEmail),
    contactPhone: text(settings.contactPhone),
    facebookUrl: text(settings.facebookUrl),
    twitterUrl: text(settings.twitterUrl),
    instagramUrl: text(settings.instagramUrl),
    youtubeUrl: text(settings.youtubeUrl),
  });
  const save = useRouteMutation(adminContentRoutes.updateSettings, {
    invalidates: [adminContentRoutes.settings, contentRoutes.settings],
  });
  return (
    <Card>
      <CardHeader
        title="Site settings"
        description="Shown in the header, the footer and the e-mails."
      />
      <CardBody>
        <Form
          form={form}
          failure="Failed to update settings"
          onSubmit={async (body) => {
            await save.mutateAsync({ body });
            toast({ title: 'Settings updated successfully', variant: 'success' });
          }}
        >
          <div className="form-grid form-grid--2">
            <FormField name="siteName" label="Site name" />
            <FormField name="contactEmail" label="Contact email" type="email" optional />
            <FormField name="contactPhone" label="Contact phone" type="tel" optional />
            <FormField name="facebookUrl" label="Facebook" type="url" optional />
            <FormField name="twitterUrl" label="Twitter" type="url" optional />
            <FormField name="instagramUrl" label="Instagram" type="url" optional />
            <FormField name="youtubeUrl" label="YouTube" type="url" optional />
          </div>
          <div>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Save Settings
            </Button>
          </div>
        </Form>
      </CardBody>
    </Card>
  );
}
