import { useQuery } from '@tanstack/react-query';
import {
  catalogueRoutes,
  type CatalogueMake,
  type CatalogueModel,
  type VehicleCategory,
} from '@market/contracts';
import { routeQuery } from '../../../lib/query';

const ANY = 'any';
/** The catalogue changes only with a release. */
const CATALOGUE_STALE_MS = 60 * 60_000;

interface CatalogueState {
  makes: CatalogueMake[];
  models: CatalogueModel[];
  loadingMakes: boolean;
  loadingModels: boolean;
  error: string | null;
}

/**
 * Makes of a category and models of a make for the listing form. The 'any' option that
 * starts both lists is dropped: a listing has one real make and model (SPEC §5).
 */
export function useCatalogue(category: VehicleCategory, make: string): CatalogueState {
  const makes = useQuery({
    ...routeQuery(catalogueRoutes.makes, { params: { category } }),
    staleTime: CATALOGUE_STALE_MS,
    select: (answer) => answer.items.filter((m) => m.value !== ANY),
  });
  const models = useQuery({
    ...routeQuery(catalogueRoutes.models, { params: { category }, query: { make } }),
    enabled: !!make,
    staleTime: CATALOGUE_STALE_MS,
    select: (answer) => answer.items.filter((m) => m.value !== ANY),
  });
  return {
    makes: makes.data ?? [],
    models: make ? (models.data ?? []) : [],
    loadingMakes: makes.isPending,
    loadingModels: !!make && models.isFetching,
    error: makes.isError ? 'Failed to load the list of makes' : null,
  };
}
