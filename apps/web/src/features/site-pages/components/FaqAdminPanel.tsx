import { useFieldArray } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import {
  adminSiteContentRoutes,
  type FaqItem,
  saveFaqSchema,
  siteContentRoutes,
} from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { Form, FormField, useSchemaForm } from '../../../lib/form';
import { routeQuery, useRouteMutation } from '../../../lib/query';
import {
  Alert,
  Button,
  Card,
  CardHeader,
  PlusIcon,
  Skeleton,
  TrashIcon,
  useToast,
} from '../../../ui';
import '../site-pages.css';

/** Admin › Content › FAQ: edit, add, reorder and remove the questions of /faq. */
export function FaqAdminPanel() {
  const faq = useQuery(routeQuery(siteContentRoutes.faq));
  return (
    <Card as="section" padded aria-labelledby="faq-admin-title">
      <CardHeader
        title="FAQ"
        titleId="faq-admin-title"
        description="The questions on /faq, in this order. A blank line in an answer starts a new paragraph."
      />
      {faq.isPending ? (
        <Skeleton height={300} />
      ) : faq.isError ? (
        <Alert variant="danger" title="Failed to load the FAQ">
          {errorMessage(faq.error)}
        </Alert>
      ) : (
        <FaqForm items={faq.data.items} />
      )}
    </Card>
  );
}

function FaqForm({ items }: { items: FaqItem[] }) {
  const { toast } = useToast();
  const form = useSchemaForm(saveFaqSchema, {
    items: items.map(({ question, answer }) => ({ question, answer })),
  });
  const questions = useFieldArray({ control: form.control, name: 'items' });
  const save = useRouteMutation(adminSiteContentRoutes.saveFaq, {
    invalidates: [siteContentRoutes.faq],
  });
  return (
    <Form
      form={form}
      failure="Failed to update FAQ"
      onSubmit={async (body) => {
        const saved = await save.mutateAsync({ body });
        form.reset({ items: saved.items.map(({ question, answer }) => ({ question, answer })) });
        toast({ title: 'FAQ updated successfully', variant: 'success' });
      }}
    >
      <ol className="stack-list">
        {questions.fields.map((field, index) => (
          <li key={field.id} className="faq-admin__item stack stack--sm">
            <FormField
              name={`items.${index}.question`}
              label={`Question ${index + 1}`}
              maxLength={300}
            />
            <FormField as="textarea" name={`items.${index}.answer`} label="Answer" rows={4} />
            <div className="cluster">
              <Button
                size="sm"
                variant="ghost"
                disabled={index === 0}
                onClick={() => questions.move(index, index - 1)}
              >
                Move up
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={index === questions.fields.length - 1}
                onClick={() => questions.move(index, index + 1)}
              >
                Move down
              </Button>
              <Button
                size="sm"
                variant="ghost"
                icon={<TrashIcon />}
                disabled={questions.fields.length === 1}
                onClick={() => questions.remove(index)}
              >
                Remove
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <div className="cluster">
        <Button
          variant="secondary"
          icon={<PlusIcon />}
          onClick={() => questions.append({ question: '', answer: '' })}
        >
          Add Question
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Save FAQ
        </Button>
      </div>
    </Form>
  );
}
