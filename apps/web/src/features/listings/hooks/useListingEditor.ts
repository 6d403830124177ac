import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { FieldErrors } from 'react-hook-form';
import {
  LISTING_REQUIRED_MESSAGES,
  IMAGES_REQUIRED_MESSAGE,
  listingRoutes,
  type Listing,
  type VinDecodeResponse,
} from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { useSchemaForm } from '../../../lib/form';
import { routeQuery, useRouteMutation } from '../../../lib/query';
import { useToast } from '../../../ui';
import { useAuth } from '../../auth';
import { vehiclePath } from '../format';
import {
  applyVinDecode,
  emptyListingForm,
  formFromListing,
  listingFormSchema,
  REQUIRED_MESSAGE,
  type ListingFormValues,
} from '../listingForm';
import { myListingsPath } from '../myListingsPath';
import { LISTING_READS } from '../../../lib/listingReads';
import { useListingPhotos } from './useListingPhotos';

/** Labels for make/model values the catalogue may not list (an older listing, a VIN decode). */
export interface KnownLabels {
  make?: { value: string; label: string };
  model?: { value: string; label: string };
}

/** The listing being edited (none when adding); a failed read goes back to the listings (SPEC §8). */
export function useEditedListing(editId: string | null) {
  const { user } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const query = useQuery({
    // Refused (403) unless the user may manage the listing.
    ...routeQuery(listingRoutes.forEditing, { params: { id: editId ?? '' } }),
    enabled: !!editId,
    // The form starts from what is stored now, not from a copy cached by another screen.
    staleTime: 0,
  });
  useEffect(() => {
    if (!query.error) return;
    toast({
      title: 'Failed to load listing data',
      description: errorMessage(query.error),
      variant: 'danger',
    });
    navigate(myListingsPath(user), { replace: true });
  }, [query.error, toast, navigate, user]);
  return { loading: !!editId && !query.isSuccess, listing: editId ? query.data : undefined };
}

/** The toast for a form the browser's check refused (SPEC §8's texts). */
function invalidNotice(errors: FieldErrors) {
  const messages = Object.values(errors).map((e) => e?.message);
  const required: readonly (string | undefined)[] = [
    REQUIRED_MESSAGE,
    ...Object.values(LISTING_REQUIRED_MESSAGES),
  ];
  if (messages.some((message) => typeof message === 'string' && required.includes(message)))
    return { title: 'Missing required fields', description: REQUIRED_MESSAGE };
  if (errors.imageIds && messages.length === 1)
    return { title: 'Images required', description: IMAGES_REQUIRED_MESSAGE };
  return { title: 'Please check the highlighted fields' };
}

/** The add / edit listing form: values, photos, VIN decoding and saving. */
export function useListingEditor(editing: Listing | null) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const form = useSchemaForm(
    listingFormSchema,
    editing ? formFromListing(editing) : emptyListingForm(),
  );
  const photos = useListingPhotos(editing?.images);
  const [labels, setLabels] = useState<KnownLabels>(
    editing
      ? {
          make: { value: editing.make, label: editing.makeLabel },
          model: { value: editing.model, label: editing.modelLabel },
        }
      : {},
  );

  // The photos are managed beside the form; their ids are part of what it sends.
  const { setValue, formState } = form;
  useEffect(() => {
    setValue(
      'imageIds',
      photos.images.map((image) => image.id),
      { shouldValidate: formState.isSubmitted },
    );
  }, [photos.images, setValue, formState.isSubmitted]);

  const onSaved = (saved: Listing) => {
    toast({
      title: editing
        ? 'Your listing has been updated successfully.'
        : 'Your listing has been created successfully.',
      variant: 'success',
    });
    navigate(vehiclePath(saved));
  };
  const create = useRouteMutation(listingRoutes.create, {
    invalidates: LISTING_READS,
    onSuccess: onSaved,
  });
  // The form saves the whole listing, its photo set included (PUT).
  const update = useRouteMutation(listingRoutes.replace, {
    invalidates: LISTING_READS,
    onSuccess: onSaved,
  });

  return {
    form,
    labels,
    photos,
    applyDecode: (decoded: VinDecodeResponse) => {
      // Category, make and model together, so the category's reset of make and model does not run.
      form.reset(applyVinDecode(form.getValues() as ListingFormValues, decoded), {
        keepDefaultValues: true,
        keepIsSubmitted: true,
      });
      setLabels({
        make: decoded.make ? { value: decoded.make, label: decoded.makeLabel } : undefined,
        model: decoded.model ? { value: decoded.model, label: decoded.modelLabel } : undefined,
      });
    },
    save: async (body: Parameters<typeof create.mutateAsync>[0]['body']) => {
      if (editing) await update.mutateAsync({ params: { id: editing.id }, body });
      else await create.mutateAsync({ body });
    },
    failureTitle: editing
      ? 'Failed to update listing. Please try again.'
      : 'Failed to create listing. Please try again.',
    invalidNotice: (errors: FieldErrors) => toast({ variant: 'danger', ...invalidNotice(errors) }),
  };
}
