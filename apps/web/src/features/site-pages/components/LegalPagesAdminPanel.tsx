import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  type AdminLegalPage,
  adminSiteContentRoutes,
  type LegalPageSlug,
  saveLegalPageSchema,
  siteContentRoutes,
} from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { Form, FormField, useSchemaForm } from '../../../lib/form';
import { routeQuery, useRouteMutation } from '../../../lib/query';
import { Alert, Button, ButtonLink, Card, CardHeader, Skeleton, Tabs, useToast } from '../../../ui';

const PAGES: { value: LegalPageSlug; label: string }[] = [
  { value: 'terms-of-use', label: 'Terms of Use' },
  { value: 'privacy-policy', label: 'Privacy Policy' },
];

/** Admin › System › Settings (legal pages): edit the terms of use and the privacy policy. */
export function LegalPagesAdminPanel() {
  const [slug, setSlug] = useState<LegalPageSlug>('terms-of-use');
  return (
    <Card as="section" padded aria-labelledby="legal-admin-title">
      <CardHeader
        title="Legal Pages"
        titleId="legal-admin-title"
        description="Written in Markdown. Change the date when the content changes; announce material changes 30 days ahead."
      />
      <Tabs
        label="Legal pages"
        value={slug}
        onChange={setSlug}
        items={PAGES.map((page) => ({
          value: page.value,
          label: page.label,
          content: <PageEditor slug={page.value} />,
        }))}
      />
    </Card>
  );
}

function PageEditor({ slug }: { slug: LegalPageSlug }) {
  const page = useQuery(routeQuery(adminSiteContentRoutes.page, { params: { slug } }));
  if (page.isPending) return <Skeleton height={300} />;
  if (page.isError)
    return (
      <Alert variant="danger" title="Failed to load the page">
        {errorMessage(page.error)}
      </Alert>
    );
  return <PageForm page={page.data} />;
}

function PageForm({ page }: { page: AdminLegalPage }) {
  const { toast } = useToast();
  const form = useSchemaForm(saveLegalPageSchema, {
    title: page.title,
    body: page.body,
    lastUpdated: page.lastUpdated,
  });
  const save = useRouteMutation(adminSiteContentRoutes.savePage, {
    invalidates: [adminSiteContentRoutes.page, siteContentRoutes.page],
  });
  return (
    <Form
      form={form}
      failure={`Failed to update ${page.title}`}
      onSubmit={async (body) => {
        await save.mutateAsync({ params: { slug: page.slug }, body });
        toast({ title: `${body.title} updated successfully`, variant: 'success' });
      }}
    >
      <div className="form-grid form-grid--2">
        <FormField name="title" label="Title" maxLength={120} />
        <FormField name="lastUpdated" label="Last updated" type="date" />
      </div>
      <FormField
        as="textarea"
        name="body"
        label="Text (Markdown)"
        rows={20}
        hint="## for a heading, - for a list, [text](/contact) for a link."
      />
      <div className="cluster">
        <Button type="submit" loading={form.formState.isSubmitting}>
          Save Page
        </Button>
        <ButtonLink to={`/${page.slug}`} variant="ghost" target="_blank">
          View page
        </ButtonLink>
      </div>
    </Form>
  );
}
