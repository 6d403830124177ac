import { useEffect, useState } from 'react';
import type { Suggestion, VehicleCategory } from '@market/contracts';
import { searchApi } from '../api/searchApi';

/** Suggestions for what is typed, asked for once typing pauses (~250 ms); none for blank text. */
export function useSuggestions(
  text: string,
  category: VehicleCategory,
  delayMs = 250,
): Suggestion[] {
  const [items, setItems] = useState<Suggestion[]>([]);
  const q = text.trim();

  useEffect(() => {
    if (!q) {
      setItems([]);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      searchApi
        .suggestions(q.slice(0, 50), category, controller.signal)
        .then(setItems)
        .catch(() => {
          if (!controller.signal.aborted) setItems([]);
        });
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [q, category, delayMs]);

  return items;
}
