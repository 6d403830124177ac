import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { searchRoutes, type Suggestion, type VehicleCategory } from '@market/contracts';
import { routeQuery } from '../../../lib/query';

const NONE: Suggestion[] = [];

/** Suggestions for what is typed, asked for once typing pauses (~250 ms); none for blank text. */
export function useSuggestions(
  text: string,
  category: VehicleCategory,
  delayMs = 250,
): Suggestion[] {
  const q = useSettled(text.trim().slice(0, 50), delayMs);
  const { data } = useQuery({
    ...routeQuery(searchRoutes.suggestions, { query: { q, category } }),
    enabled: q !== '',
    staleTime: 60_000,
  });
  return q && data ? data.items : NONE;
}

/** The value once it has stayed the same for `delayMs`. */
function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return value ? settled : '';
}
