import type { Suggestion, VehicleCategory } from '@market/contracts';
import { toSuggestions } from '../listing-index.port.js';
import { type MemoryListings, modelValue } from './memory-listings.js';

/** Most listings first, then by label in code-unit order (the SQL engine's ORDER BY n DESC, label). */
const byCountThenText = <T extends { n: number; text: string }>(a: T, b: T) =>
  b.n - a.n || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0);

/**
 * The search box's suggestions from the read model, as the SQL engine finds them: makes
 * whose label starts with the text, models whose label (or "make model") does, and cities
 * that do, each with the most listings first. Makes and models are counted per cell; places
 * need one pass over the category's locations, only when some city matches.
 */
export function suggestMemory(
  listings: MemoryListings,
  text: string,
  category: VehicleCategory,
  limit: number,
): Suggestion[] {
  const held = listings.categories.get(category);
  if (!held) return [];
  const prefix = text.trim().toLowerCase();
  const starts = (label: string | null) => !!label && label.toLowerCase().startsWith(prefix);

  const makeCounts = new Int32Array(listings.makes.size);
  const modelCounts = new Int32Array(listings.models.size);
  for (let cell = 0; cell < held.cellCount; cell++) {
    makeCounts[held.cellMake[cell]] += held.cellSize[cell];
    modelCounts[held.cellModel[cell]] += held.cellSize[cell];
  }
  const makes: { make: string; label: string; n: number; text: string }[] = [];
  makeCounts.forEach((n, code) => {
    const label = listings.makes.labels[code];
    if (n > 0 && starts(label))
      makes.push({ make: listings.makes.values[code], label, n, text: label });
  });
  const models: {
    make: string;
    model: string;
    makeLabel: string;
    modelLabel: string;
    n: number;
    text: string;
  }[] = [];
  modelCounts.forEach((n, code) => {
    if (n === 0) return;
    const key = listings.models.values[code];
    const make = key.slice(0, key.indexOf('\u0000'));
    const makeLabel = listings.makes.labels[listings.makes.find(make)] ?? make;
    const modelLabel = listings.models.labels[code];
    if (starts(modelLabel) || starts(`${makeLabel} ${modelLabel}`))
      models.push({ make, model: modelValue(key), makeLabel, modelLabel, n, text: modelLabel });
  });

  const matching = new Uint8Array(listings.locations.size);
  let anyPlace = false;
  for (let code = 1; code < matching.length; code++) {
    if (starts(listings.locationCities[code])) {
      matching[code] = 1;
      anyPlace = true;
    }
  }
  const places = new Map<string, { city: string; state: string | null; n: number; text: string }>();
  if (anyPlace) {
    const perLocation = new Int32Array(matching.length);
    const { cellStart, cellSize, locations } = held;
    for (let cell = 0; cell < held.cellCount; cell++) {
      for (let at = cellStart[cell], end = at + cellSize[cell]; at < end; at++) {
        if (matching[locations[at]] === 1) perLocation[locations[at]]++;
      }
    }
    perLocation.forEach((n, code) => {
      if (n === 0) return;
      const city = listings.locationCities[code]!;
      const stateCode = listings.locationState[code];
      const state = stateCode > 0 ? listings.states.values[stateCode] : null;
      const key = `${city}\u0000${state ?? ''}`;
      const held = places.get(key);
      if (held) held.n += n;
      else places.set(key, { city, state, n, text: city });
    });
  }
  return toSuggestions(
    {
      makes: makes.sort(byCountThenText).slice(0, limit),
      models: models.sort(byCountThenText).slice(0, limit),
      places: [...places.values()].sort(byCountThenText).slice(0, limit),
    },
    limit,
  );
}
