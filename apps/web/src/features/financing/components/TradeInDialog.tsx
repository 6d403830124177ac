import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import {
  catalogueRoutes,
  tradeInQuerySchema,
  tradeInRoutes,
  VEHICLE_CATEGORIES,
} from '@market/contracts';
import type { z } from 'zod';
import { Form, FormField, useSchemaForm } from '../../../lib/form';
import { routeQuery } from '../../../lib/query';
import { Button, Dialog } from '../../../ui';
import { TradeInResult } from './TradeInResult';

type TradeInValues = z.output<typeof tradeInQuerySchema>;

const ANY = 'any';
const CATEGORY_OPTIONS = VEHICLE_CATEGORIES.map((c) => ({
  value: c,
  label: c[0].toUpperCase() + c.slice(1),
}));
const CATALOGUE_STALE_MS = 60 * 60_000;

/**
 * Trade-In Value (SPEC §2 Pricing Tools): the buyer describes the vehicle they would trade
 * in, the search service prices it against comparable active listings.
 */
export function TradeInDialog({ onClose }: { onClose: () => void }) {
  const [asked, setAsked] = useState<TradeInValues | null>(null);
  const form = useSchemaForm(tradeInQuerySchema, {
    category: 'cars',
    make: '',
    model: '',
    year: '',
    mileage: '',
  });
  const [category, make] = useWatch({ control: form.control, name: ['category', 'make'] });
  const makes = useQuery({
    ...routeQuery(catalogueRoutes.makes, { params: { category: category ?? 'cars' } }),
    staleTime: CATALOGUE_STALE_MS,
    select: (answer) => answer.items.filter((m) => m.value !== ANY),
  });
  const models = useQuery({
    ...routeQuery(catalogueRoutes.models, {
      params: { category: category ?? 'cars' },
      query: { make },
    }),
    enabled: !!make,
    staleTime: CATALOGUE_STALE_MS,
    select: (answer) => answer.items.filter((m) => m.value !== ANY),
  });
  const estimate = useQuery({
    ...routeQuery(tradeInRoutes.estimate, {
      query: asked ?? { make: '', model: '', year: 0, mileage: 0 },
    }),
    enabled: !!asked,
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title="Trade-In Value"
      description="What is your current vehicle worth? We compare it with similar vehicles for sale."
    >
      <Form form={form} aria-label="Trade-in value" onSubmit={(values) => setAsked(values)}>
        <FormField
          as="select"
          name="category"
          label="Vehicle type"
          options={CATEGORY_OPTIONS}
          onChange={() => {
            form.setValue('make', '');
            form.setValue('model', '');
          }}
        />
        <div className="form-grid form-grid--2">
          <FormField
            as="select"
            name="make"
            label="Make"
            options={[
              { value: '', label: makes.isLoading ? 'Loading…' : 'Select make' },
              ...(makes.data ?? []),
            ]}
            onChange={() => form.setValue('model', '')}
          />
          <FormField
            as="select"
            name="model"
            label="Model"
            disabled={!make}
            options={[{ value: '', label: 'Select model' }, ...(models.data ?? [])]}
          />
          <FormField name="year" label="Year" inputMode="numeric" autoComplete="off" />
          <FormField
            name="mileage"
            label="Mileage"
            inputMode="numeric"
            autoComplete="off"
            hint="Miles on the odometer"
          />
        </div>
        <Button type="submit" loading={estimate.isFetching}>
          Get Estimate
        </Button>
      </Form>
      <div aria-live="polite" className="trade-in__answer">
        {asked && estimate.data ? <TradeInResult estimate={estimate.data} /> : null}
        {asked && estimate.isError ? (
          <p className="field__error">
            We could not work out an estimate just now. Please try again.
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
