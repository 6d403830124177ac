import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Text parameters of the page's query string, trimmed, so a search can be shared and walked
 * back. Setting replaces the history entry (typing is not a step back); a blank value drops
 * its parameter.
 */
export function useUrlQuery<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(
    keys.map((key) => [key, params.get(key)?.trim() ?? '']),
  ) as Record<K, string>;

  const setQuery = useCallback(
    (next: Partial<Record<K, string>>) => {
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          for (const [key, value] of Object.entries<string | undefined>(next)) {
            if (value?.trim()) out.set(key, value.trim());
            else out.delete(key);
          }
          return out;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return [values, setQuery] as const;
}
