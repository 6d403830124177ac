import type {
  ListingCard,
  SearchListingsResponse,
  Suggestion,
  VehicleCategory,
} from '@market/contracts';
import { api } from '../../../lib/api';
import { toApiQuery, type PageRequest, type SearchState } from '../searchState';

/** The public reads of the search service (README "Search"); none needs a session. */
export const searchApi = {
  listings: (state: SearchState, page: PageRequest, signal?: AbortSignal) =>
    api.get<SearchListingsResponse>(`/search/listings?${toApiQuery(state, page)}`, {
      auth: false,
      signal,
    }),
  featured: async (category: VehicleCategory, signal?: AbortSignal) =>
    (
      await api.get<{ items: ListingCard[] }>(`/search/featured?category=${category}`, {
        auth: false,
        signal,
      })
    ).items,
  suggestions: async (q: string, category: VehicleCategory, signal?: AbortSignal) =>
    (
      await api.get<{ items: Suggestion[] }>(
        `/search/suggestions?${new URLSearchParams({ q, category }).toString()}`,
        { auth: false, signal },
      )
    ).items,
};
