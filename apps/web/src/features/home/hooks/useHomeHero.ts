import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  contentRoutes,
  searchRoutes,
  type HeroSection,
  type ListingCard,
  type VehicleCategory,
} from '@market/contracts';
import { routeQuery } from '../../../lib/query';

export type HomeHeroState =
  { status: 'loading' } | { status: 'ready'; hero: HeroSection | null; featured: ListingCard[] };

/** Logs a failed read: a failed hero or featured read only costs the slides (SPEC §8). */
function useLogged(error: Error | null, what: string) {
  useEffect(() => {
    if (error) console.warn(`Failed to fetch ${what}`, error);
  }, [error, what]);
}

/** The category's active admin hero section and its newest featured vehicles, shown together. */
export function useHomeHero(category: VehicleCategory): HomeHeroState {
  const hero = useQuery({
    ...routeQuery(contentRoutes.hero, { query: { category } }),
    retry: false,
  });
  const featured = useQuery({
    ...routeQuery(searchRoutes.featured, { query: { category } }),
    retry: false,
  });
  useLogged(hero.error, 'hero sections');
  useLogged(featured.error, 'featured vehicles');
  if (hero.isPending || featured.isPending) return { status: 'loading' };
  return { status: 'ready', hero: hero.data?.hero ?? null, featured: featured.data?.items ?? [] };
}
