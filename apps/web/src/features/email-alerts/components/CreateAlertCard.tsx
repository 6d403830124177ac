import type { VehicleCategory } from '@market/contracts';
import { Form, FormField, useSchemaForm } from '../../../lib/form';
import { Button, Card, CardBody, CardHeader, PlusIcon } from '../../../ui';
import { CATEGORY_LABELS, useCatalogue } from '../../listings';
import { alertFormSchema } from '../alertForm';
import { alertFormSearch, defaultAlertName, FREQUENCY_OPTIONS } from '../alertSearch';
import { useCreateSavedSearch } from '../hooks/useSavedSearches';

const CATEGORY_OPTIONS = (Object.keys(CATEGORY_LABELS) as VehicleCategory[]).map((value) => ({
  value,
  label: CATEGORY_LABELS[value],
}));

/** SPEC §2's create-search-alert form, saved as a saved search of the signed-in user. */
export function CreateAlertCard() {
  const form = useSchemaForm(alertFormSchema, {
    category: 'cars',
    make: '',
    model: '',
    priceMin: null,
    priceMax: null,
    frequency: 'daily',
  });
  const category = form.watch('category');
  const make = form.watch('make');
  const catalogue = useCatalogue(category, make);
  const create = useCreateSavedSearch();

  return (
    <Card as="section" aria-labelledby="create-alert-title">
      <CardHeader
        titleId="create-alert-title"
        title="Create Search Alert"
        description="Get an email when a vehicle matching this search is listed."
      />
      <CardBody>
        <Form
          form={form}
          aria-label="Create a search alert"
          failure="Failed to create alert"
          onSubmit={async (values) => {
            const search = alertFormSearch(values);
            await create.mutateAsync({
              body: { name: defaultAlertName(search), search, frequency: values.frequency },
            });
            form.reset({ ...values, make: '', model: '', priceMin: null, priceMax: null });
          }}
        >
          <div className="alert-form-grid">
            <FormField
              as="select"
              name="category"
              label="Category"
              options={CATEGORY_OPTIONS}
              // SPEC §4: a new category resets make and model to any.
              onChange={() => {
                form.setValue('make', '');
                form.setValue('model', '');
              }}
            />
            <FormField
              as="select"
              name="make"
              label="Make"
              options={[
                { value: '', label: catalogue.loadingMakes ? 'Loading makes…' : 'Any make' },
                ...catalogue.makes.map((m) => ({ value: m.value, label: m.label })),
              ]}
              onChange={() => form.setValue('model', '')}
            />
            <FormField
              as="select"
              name="model"
              label="Model"
              disabled={!make}
              options={[
                { value: '', label: 'Any model' },
                ...catalogue.models.map((m) => ({ value: m.value, label: m.label })),
              ]}
            />
            <FormField as="select" name="frequency" label="How often" options={FREQUENCY_OPTIONS} />
            <FormField
              name="priceMin"
              label="Min price"
              type="number"
              inputMode="numeric"
              min={0}
              step={500}
              placeholder="No minimum"
            />
            <FormField
              name="priceMax"
              label="Max price"
              type="number"
              inputMode="numeric"
              min={0}
              step={500}
              placeholder="No maximum"
            />
          </div>
          <Button type="submit" icon={<PlusIcon />} loading={form.formState.isSubmitting}>
            Create Alert
          </Button>
        </Form>
      </CardBody>
    </Card>
  );
}
