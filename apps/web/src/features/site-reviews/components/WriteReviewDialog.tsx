import { useController } from 'react-hook-form';
import { createSiteReviewSchema, siteReviewRoutes } from '@market/contracts';
import { errorMessage, isApiError } from '../../../lib/api';
import { FormDialog, FormField, useSchemaForm } from '../../../lib/form';
import { useRouteMutation } from '../../../lib/query';
import { useToast } from '../../../ui';
import { displayName, useAuth } from '../../auth';
import { StarRatingInput } from '../../business-profile';

const RECOMMEND_OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** A signed-in user's review of the site; it shows once a moderator approves it. */
export function WriteReviewDialog({ onClose }: { onClose: () => void }) {
  const { user } = useAuth();
  const { toast } = useToast();
  const form = useSchemaForm(createSiteReviewSchema, {
    reviewerName: user ? shortName(displayName(user)) : '',
    rating: undefined,
    title: '',
    text: '',
    pros: '',
    cons: '',
    wouldRecommend: undefined,
    vehicleMake: '',
    vehicleModel: '',
    vehicleYear: undefined,
    vehicleTrim: '',
  });
  const write = useRouteMutation(siteReviewRoutes.create, { invalidates: [siteReviewRoutes.list] });
  return (
    <FormDialog
      form={form}
      title="Write a Review"
      description="Tell other buyers and sellers how it went. Reviews appear once our team has checked them, usually within 24 hours."
      submitLabel="Submit Review"
      onClose={onClose}
      failure={(error) =>
        isApiError(error, 'CONFLICT')
          ? { title: 'Already reviewed', description: errorMessage(error), variant: 'warning' }
          : { title: 'Failed to submit review', description: errorMessage(error) }
      }
      onSubmit={async (body) => {
        await write.mutateAsync({ body });
        toast({
          title: 'Review submitted',
          description: 'Thank you! Your review will appear once a moderator approves it.',
          variant: 'success',
        });
        onClose();
      }}
    >
      <RatingField />
      <FormField name="title" label="Title" maxLength={150} />
      <FormField as="textarea" name="text" label="Your review" rows={4} maxLength={5000} />
      <div className="form-grid form-grid--2">
        <FormField as="textarea" name="pros" label="Pros" rows={2} optional />
        <FormField as="textarea" name="cons" label="Cons" rows={2} optional />
      </div>
      <RecommendField />
      <fieldset className="stack stack--sm">
        <legend className="field__label">The vehicle you bought or sold</legend>
        <div className="form-grid form-grid--2">
          <FormField name="vehicleMake" label="Make" maxLength={60} placeholder="Toyota" />
          <FormField name="vehicleModel" label="Model" maxLength={60} placeholder="RAV4" />
          <FormField
            name="vehicleYear"
            label="Year"
            type="number"
            inputMode="numeric"
            placeholder="2021"
          />
          <FormField name="vehicleTrim" label="Trim" maxLength={60} optional placeholder="XLE" />
        </div>
      </fieldset>
      <FormField
        name="reviewerName"
        label="Name shown with your review"
        maxLength={80}
        hint="Your e-mail address is never shown."
      />
    </FormDialog>
  );
}

/** "Jordan Smith" → "Jordan S.": enough to be a person, not enough to be found. */
function shortName(name: string): string {
  if (name.includes('@')) return '';
  const [first, ...rest] = name.split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]}.` : first;
}

function RatingField() {
  const { field, fieldState } = useController({ name: 'rating' });
  return (
    <StarRatingInput
      value={(field.value as number | undefined) ?? 0}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}

/** Yes or No as two radios; the schema wants a boolean, so the values are mapped here. */
function RecommendField() {
  const { field, fieldState } = useController({ name: 'wouldRecommend' });
  const value = field.value as boolean | undefined;
  const errorId = 'would-recommend-error';
  return (
    <fieldset
      className="radio-group"
      aria-invalid={fieldState.error ? true : undefined}
      aria-describedby={fieldState.error ? errorId : undefined}
    >
      <legend className="radio-group__legend">Would you recommend us?</legend>
      <div className="cluster">
        {RECOMMEND_OPTIONS.map((option, index) => (
          <label key={option.value} className="check">
            <input
              ref={index === 0 ? field.ref : undefined}
              type="radio"
              name="wouldRecommend"
              value={option.value}
              checked={value === (option.value === 'yes')}
              onChange={() => field.onChange(option.value === 'yes')}
            />
            <span className="check__label">{option.label}</span>
          </label>
        ))}
      </div>
      {fieldState.error ? (
        <p className="field__error" id={errorId}>
          {fieldState.error.message}
        </p>
      ) : null}
    </fieldset>
  );
}
