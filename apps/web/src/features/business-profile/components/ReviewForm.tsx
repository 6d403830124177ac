import { useController } from 'react-hook-form';
import { createDealerReviewRequestSchema, DEALER_TEXTS, dealerRoutes } from '@market/contracts';
import { errorMessage, isApiError } from '../../../lib/api';
import { Form, FormField, useSchemaForm } from '../../../lib/form';
import { useRouteMutation } from '../../../lib/query';
import { Button, useToast } from '../../../ui';
import { StarRatingInput } from './StarRatingInput';

export type ReviewOutcome = 'submitted' | 'alreadyReviewed';

/** Write a review (rating 1-5, title, text); shown to signed-in visitors until they have written one. */
export function ReviewForm({
  dealerId,
  onDone,
}: {
  dealerId: string;
  onDone: (outcome: ReviewOutcome) => void;
}) {
  const { toast } = useToast();
  const form = useSchemaForm(createDealerReviewRequestSchema, {
    rating: undefined,
    title: '',
    text: '',
  });
  const write = useRouteMutation(dealerRoutes.createReview, {
    invalidates: [dealerRoutes.reviews, dealerRoutes.profile],
  });

  return (
    <Form
      form={form}
      className="stack review-form"
      aria-label="Write a review"
      onSubmit={async (body) => {
        await write.mutateAsync({ params: { id: dealerId }, body });
        toast({
          title: 'Review submitted',
          description: DEALER_TEXTS.reviewSubmitted,
          variant: 'success',
        });
        onDone('submitted');
      }}
      failure={(error) => {
        if (!isApiError(error, 'CONFLICT'))
          return { title: 'Failed to submit review', description: errorMessage(error) };
        onDone('alreadyReviewed');
        return null;
      }}
    >
      <RatingField />
      <FormField name="title" label="Title" maxLength={200} />
      <FormField
        as="textarea"
        name="text"
        label="Your review"
        rows={4}
        hint="What was buying from this dealer like?"
      />
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Submit Review
        </Button>
      </div>
    </Form>
  );
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
