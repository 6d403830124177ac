import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Listing, VinDecodeResponse } from '@market/contracts';
import { errorMessage, isApiError } from '../../../lib/api';
import type { FieldErrors } from '../../../lib/formErrors';
import { useToast } from '../../../ui';
import { useAuth } from '../../auth/hooks/useAuth';
import { listingsApi } from '../api/listingsApi';
import { vehiclePath } from '../format';
import {
  applyVinDecode,
  emptyListingForm,
  fieldErrorsFromDetails,
  formFromListing,
  OTHER_OPTION,
  REQUIRED_MESSAGE,
  toListingInput,
  validateListingForm,
  type ListingFormValues,
} from '../listingForm';
import { myListingsPath } from '../myListingsPath';
import { useListingPhotos } from './useListingPhotos';

export const IMAGES_REQUIRED = 'Please upload at least one image of your vehicle.';

/** Labels for make/model values the catalogue may not list (an older listing, a VIN decode). */
export interface KnownLabels {
  make?: { value: string; label: string };
  model?: { value: string; label: string };
}

/** State and actions of the add / edit listing screen. */
export function useListingEditor(editId: string | null) {
  const { user } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const photos = useListingPhotos();
  const { setImages } = photos;
  const [values, setValues] = useState<ListingFormValues>(emptyListingForm);
  const [labels, setLabels] = useState<KnownLabels>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [loading, setLoading] = useState(!!editId);
  const [editing, setEditing] = useState<Listing | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Read when loading fails; the roles only choose where to go, so they do not trigger a reload.
  const userRef = useRef(user);
  userRef.current = user;

  useEffect(() => {
    if (!editId) return;
    const controller = new AbortController();
    setLoading(true);
    listingsApi
      .forEditing(editId, controller.signal)
      .then((listing) => {
        setEditing(listing);
        setValues(formFromListing(listing));
        setLabels({
          make: { value: listing.make, label: listing.makeLabel },
          model: { value: listing.model, label: listing.modelLabel },
        });
        setImages(listing.images);
        setLoading(false);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        toast({
          title: 'Failed to load listing data',
          description: errorMessage(error),
          variant: 'danger',
        });
        navigate(myListingsPath(userRef.current), { replace: true });
      });
    return () => controller.abort();
  }, [editId, setImages, toast, navigate, userRef]);

  const update = useCallback(
    <K extends keyof ListingFormValues>(field: K, value: ListingFormValues[K]) => {
      setValues((current) => {
        const next = { ...current, [field]: value };
        // SPEC §4: a new category clears make and model; a new make clears the model.
        if (field === 'category' && value !== current.category)
          Object.assign(next, { make: '', model: '' });
        if (field === 'make' && value !== current.make) next.model = value === OTHER_OPTION ? OTHER_OPTION : '';
        return next;
      });
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    },
    [],
  );

  const applyDecode = useCallback((decoded: VinDecodeResponse) => {
    // One update for category, make and model together, so the category reset does not run.
    setValues((current) => applyVinDecode(current, decoded));
    setLabels({
      make: decoded.make ? { value: decoded.make, label: decoded.makeLabel } : undefined,
      model: decoded.model ? { value: decoded.model, label: decoded.modelLabel } : undefined,
    });
    setErrors({});
  }, []);

  const submit = useCallback(async (): Promise<boolean> => {
    const found = validateListingForm(values);
    if (photos.images.length === 0) found.images = IMAGES_REQUIRED;
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      const missing = Object.values(found).includes(REQUIRED_MESSAGE);
      toast(
        missing
          ? { title: 'Missing required fields', description: REQUIRED_MESSAGE, variant: 'danger' }
          : found.images && Object.keys(found).length === 1
            ? { title: 'Images required', description: IMAGES_REQUIRED, variant: 'danger' }
            : { title: 'Please check the highlighted fields', variant: 'danger' },
      );
      return false;
    }
    setSubmitting(true);
    try {
      const input = toListingInput(
        values,
        photos.images.map((img) => img.id),
      );
      const saved = editing
        ? await listingsApi.replace(editing.id, input)
        : await listingsApi.create(input);
      toast({
        title: editing
          ? 'Your listing has been updated successfully.'
          : 'Your listing has been created successfully.',
        variant: 'success',
      });
      navigate(vehiclePath(saved));
      return true;
    } catch (error) {
      if (isApiError(error)) setErrors(fieldErrorsFromDetails(error.details));
      toast({
        title: editing
          ? 'Failed to update listing. Please try again.'
          : 'Failed to create listing. Please try again.',
        description: errorMessage(error),
        variant: 'danger',
      });
      return false;
    } finally {
      setSubmitting(false);
    }
  }, [values, photos.images, editing, toast, navigate]);

  return {
    values,
    labels,
    errors,
    loading,
    editing,
    submitting,
    photos,
    update,
    applyDecode,
    submit,
  };
}
