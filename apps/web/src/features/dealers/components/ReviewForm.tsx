import { useRef, useState, type FormEvent } from 'react';
import { createDealerReviewRequestSchema, DEALER_TEXTS } from '@market/contracts';
import { errorMessage, isApiError } from '../../../lib/api';
import { fieldErrorsFrom, focusFirstInvalid, type FieldErrors } from '../../../lib/formErrors';
import { Button, Field, useToast } from '../../../ui';
import { dealersApi } from '../api/dealersApi';
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
  const formRef = useRef<HTMLFormElement>(null);
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = createDealerReviewRequestSchema.safeParse({
      rating: rating || undefined,
      title,
      text,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await dealersApi.writeReview(dealerId, parsed.data);
      toast({
        title: 'Review submitted',
        description: DEALER_TEXTS.reviewSubmitted,
        variant: 'success',
      });
      onDone('submitted');
    } catch (error) {
      if (isApiError(error, 'CONFLICT')) {
        onDone('alreadyReviewed');
        return;
      }
      if (isApiError(error)) setErrors(error.fieldErrors());
      toast({
        title: 'Failed to submit review',
        description: errorMessage(error),
        variant: 'danger',
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      ref={formRef}
      className="stack review-form"
      onSubmit={onSubmit}
      noValidate
      aria-label="Write a review"
    >
      <StarRatingInput value={rating} onChange={setRating} error={errors.rating} />
      <Field
        label="Title"
        name="title"
        maxLength={200}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={errors.title}
      />
      <Field as="textarea"
        label="Your review"
        name="text"
        rows={4}
        hint="What was buying from this dealer like?"
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={errors.text}
      />
      <div>
        <Button type="submit" loading={sending}>
          Submit Review
        </Button>
      </div>
    </form>
  );
}
