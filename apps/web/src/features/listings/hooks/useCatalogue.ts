import { useEffect, useState } from 'react';
import type { CatalogueMake, CatalogueModel, VehicleCategory } from '@market/contracts';
import { catalogueApi } from '../api/listingsApi';

const ANY = 'any';

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
  const [makes, setMakes] = useState<CatalogueMake[]>([]);
  const [models, setModels] = useState<CatalogueModel[]>([]);
  const [loadingMakes, setLoadingMakes] = useState(true);
  const [loadingModels, setLoadingModels] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setLoadingMakes(true);
    catalogueApi
      .makes(category, controller.signal)
      .then((items) => {
        setMakes(items.filter((m) => m.value !== ANY));
        setError(null);
      })
      .catch(() => {
        if (!controller.signal.aborted) setError('Failed to load the list of makes');
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoadingMakes(false);
      });
    return () => controller.abort();
  }, [category]);

  useEffect(() => {
    if (!make) {
      setModels([]);
      return;
    }
    const controller = new AbortController();
    setLoadingModels(true);
    catalogueApi
      .models(category, make, controller.signal)
      .then((items) => setModels(items.filter((m) => m.value !== ANY)))
      .catch(() => {
        if (!controller.signal.aborted) setModels([]);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoadingModels(false);
      });
    return () => controller.abort();
  }, [category, make]);

  return { makes, models, loadingMakes, loadingModels, error };
}
