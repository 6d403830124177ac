import { useEffect, useState } from 'react';
import type { HeroSection, ListingCard, VehicleCategory } from '@market/contracts';
import { api } from '../../../lib/api';
import { searchApi } from '../../search/api/searchApi';

export type HomeHeroState =
  { status: 'loading' } | { status: 'ready'; hero: HeroSection | null; featured: ListingCard[] };

/** Logged and replaced by `fallback`: a failed hero or featured read only costs the slides (SPEC §8). */
function logged<T>(what: string, fallback: T) {
  return (error: unknown): T => {
    if (!(error instanceof DOMException && error.name === 'AbortError')) {
      console.warn(`Failed to fetch ${what}`, error);
    }
    return fallback;
  };
}

/** The category's active admin hero section and its newest featured vehicles, read together. */
export function useHomeHero(category: VehicleCategory): HomeHeroState {
  const [state, setState] = useState<HomeHeroState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    const options = { auth: false, signal: controller.signal } as const;
    void Promise.all([
      api
        .get<{ hero: HeroSection | null }>(`/content/hero?category=${category}`, options)
        .then((r) => r.hero)
        .catch(logged('hero sections', null)),
      searchApi.featured(category, controller.signal).catch(logged('featured vehicles', [])),
    ]).then(([hero, featured]) => {
      if (!controller.signal.aborted) setState({ status: 'ready', hero, featured });
    });
    return () => controller.abort();
  }, [category]);

  return state;
}
