import type {
  CatalogueMake,
  CatalogueModel,
  Listing,
  ListingImage,
  ListingInput,
  ListingStatus,
  ListingSummary,
  Page,
  SavedListing,
  VehicleCategory,
  VinDecodeResponse,
} from '@market/contracts';
import { api } from '../../../lib/api';

export type MyListingsScope = 'own' | 'dealer' | 'sales_rep';
export type StatusFilter = 'all' | ListingStatus;

export interface MyListingsParams {
  scope: MyListingsScope;
  q?: string;
  status?: StatusFilter;
  page?: number;
  pageSize?: number;
}

const id = encodeURIComponent;

export const listingsApi = {
  get: (listingId: string, signal?: AbortSignal) =>
    api.get<Listing>(`/listings/${id(listingId)}`, { signal }),
  /** The listing for the edit form; refused (403) unless the user may manage it. */
  forEditing: (listingId: string, signal?: AbortSignal) =>
    api.get<Listing>(`/my/listings/${id(listingId)}`, { signal }),
  create: (input: ListingInput) => api.post<Listing>('/listings', input),
  /** The form saves the whole listing, its photo set included (PUT). */
  replace: (listingId: string, input: ListingInput) =>
    api.put<Listing>(`/listings/${id(listingId)}`, input),
  remove: (listingId: string) => api.delete<void>(`/listings/${id(listingId)}`),
  setStatus: (listingId: string, status: ListingStatus) =>
    api.patch<Listing>(`/listings/${id(listingId)}/status`, { status }),
  setFeatured: (listingId: string, isFeatured: boolean) =>
    api.patch<Listing>(`/listings/${id(listingId)}/featured`, { isFeatured }),
  countView: (listingId: string) =>
    api.post<{ counted: boolean; viewsCount: number }>(`/listings/${id(listingId)}/views`),
  mine: (
    { scope, q, status = 'all', page = 1, pageSize = 20 }: MyListingsParams,
    signal?: AbortSignal,
  ) => {
    const query = new URLSearchParams({
      scope,
      status,
      page: String(page),
      pageSize: String(pageSize),
    });
    if (q?.trim()) query.set('q', q.trim());
    return api.get<Page<ListingSummary>>(`/my/listings?${query.toString()}`, { signal });
  },
};

export const catalogueApi = {
  makes: async (category: VehicleCategory, signal?: AbortSignal) =>
    (
      await api.get<{ items: CatalogueMake[] }>(`/catalog/${category}/makes`, {
        auth: false,
        signal,
      })
    ).items,
  models: async (category: VehicleCategory, make: string, signal?: AbortSignal) =>
    (
      await api.get<{ items: CatalogueModel[] }>(
        `/catalog/${category}/models?make=${encodeURIComponent(make)}`,
        { auth: false, signal },
      )
    ).items,
  decodeVin: (vin: string) => api.post<VinDecodeResponse>('/vin/decode', { vin }, { auth: false }),
};

export const listingImagesApi = {
  rotate: (imageId: string, degrees: 90 | -90 | 180 = 90) =>
    api.post<ListingImage>(`/listing-images/${id(imageId)}/rotate`, { degrees }),
  remove: (imageId: string) => api.delete<void>(`/listing-images/${id(imageId)}`),
};

export const savedListingsApi = {
  list: async (signal?: AbortSignal) =>
    (await api.get<{ items: SavedListing[] }>('/saved-listings', { signal })).items,
  ids: async (signal?: AbortSignal) =>
    (await api.get<{ ids: string[] }>('/saved-listings/ids', { signal })).ids,
  save: (listingId: string, notes?: string | null) =>
    api.put<SavedListing>(`/saved-listings/${id(listingId)}`, notes === undefined ? {} : { notes }),
  remove: (listingId: string) => api.delete<void>(`/saved-listings/${id(listingId)}`),
};
