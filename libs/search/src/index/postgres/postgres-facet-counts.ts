import type { RowSchema } from '@market/platform';
import { z } from 'zod';
import {
  conditionLabels,
  type FacetRange,
  type FacetValue,
  fuelTypeLabels,
  type SearchFacets,
  transmissionLabels,
} from '@market/contracts';
import {
  byCountThenLabel,
  isCategorySearch,
  type ListingSearch,
  PRICE_BUCKETS,
  YEAR_BUCKETS,
} from '../listing-index.port.js';
import { Params } from './sql-params.js';

/**
 * Total and facets from the facet counts table (one pass over the category's
 * combinations, each facet summed without its own filter) for searches made only of
 * facet dimensions.
 */
export async function countsFromFacetTable(
  read: <S extends RowSchema>(sql: string, values: unknown[], row: S) => Promise<z.infer<S>[]>,
  search: ListingSearch,
): Promise<{ total: number; facets: SearchFacets | null }> {
  const withFacets = search.facets;
  const filters = cubeFilters(search)!;
  const params = new Params();
  const category = params.add(search.category);
  const sql = (omit: CubeDimension | null) => {
    const clauses = Object.entries(filters)
      .filter(
        ([dimension, clause]) =>
          clause && dimension !== omit && !(omit === 'make' && dimension === 'model'),
      )
      .map(([, clause]) => clause!(params));
    return clauses.length ? clauses.join(' AND ') : 'true';
  };
  const dimensions: CubeDimension[] = [
    'make',
    'model',
    'condition',
    'fuel_type',
    'transmission',
    'price_bucket',
    'year_bucket',
  ];
  if (!withFacets) {
    const [{ total }] = await read(
      `SELECT coalesce(sum(n), 0)::int AS total FROM listing_facet_counts WHERE category = ${category} AND ${sql(null)}`,
      params.values,
      z.object({ total: z.number() }),
    );
    return { total, facets: null };
  }
  const rows = await read(
    `SELECT ${dimensions.map((d) => `GROUPING(${d}) AS g_${d}, ${d}`).join(', ')},
       max(make_label) AS make_label, max(model_label) AS model_label,
       coalesce(sum(n) FILTER (WHERE ${sql(null)}), 0)::int AS c_all,
       ${dimensions.map((d) => `coalesce(sum(n) FILTER (WHERE ${sql(d)}), 0)::int AS c_${d}`).join(', ')}
     FROM listing_facet_counts WHERE category = ${category} AND n > 0
     GROUP BY GROUPING SETS ((), ${dimensions.map((d) => `(${d})`).join(', ')})`,
    params.values,
    z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  );
  const facetRows = (dimension: CubeDimension) =>
    rows.filter((row) => row[`g_${dimension}`] === 0 && Number(row[`c_${dimension}`]) > 0);
  const values = (
    dimension: CubeDimension,
    label: (row: Record<string, string | number | null>) => string,
  ): FacetValue[] =>
    facetRows(dimension)
      .map((row) => ({
        value: String(row[dimension]),
        label: label(row),
        count: Number(row[`c_${dimension}`]),
      }))
      .sort(byCountThenLabel)
      .slice(0, 100);
  const ranges = (
    dimension: 'price_bucket' | 'year_bucket',
    buckets: typeof PRICE_BUCKETS,
  ): FacetRange[] => {
    const counts = new Map(
      facetRows(dimension).map((row) => [Number(row[dimension]), Number(row[`c_${dimension}`])]),
    );
    return buckets.map((bucket, i) => ({ ...bucket, count: counts.get(i) ?? 0 }));
  };
  const total = Number(
    rows.find((row) => dimensions.every((d) => row[`g_${d}`] === 1))?.c_all ?? 0,
  );
  return {
    total,
    facets: {
      make: values('make', (row) => String(row.make_label)),
      model: search.make ? values('model', (row) => String(row.model_label)) : [],
      condition: values(
        'condition',
        (row) =>
          conditionLabels[row.condition as keyof typeof conditionLabels] ?? String(row.condition),
      ),
      fuelType: values(
        'fuel_type',
        (row) =>
          fuelTypeLabels[row.fuel_type as keyof typeof fuelTypeLabels] ?? String(row.fuel_type),
      ),
      transmission: values(
        'transmission',
        (row) =>
          transmissionLabels[row.transmission as keyof typeof transmissionLabels] ??
          String(row.transmission),
      ),
      price: ranges('price_bucket', PRICE_BUCKETS),
      year: ranges('year_bucket', YEAR_BUCKETS),
    },
  };
}

type CubeDimension =
  'make' | 'model' | 'condition' | 'fuel_type' | 'transmission' | 'price_bucket' | 'year_bucket';
type CubeClause = ((params: Params) => string) | null;

/**
 * The search's filters as conditions on the facet counts table, or null when some filter is
 * not a facet dimension (text, location, distance, mileage, featured, dealer, rep) or a
 * price or year range does not fall on bucket edges: those searches scan the listings.
 */
export function cubeFilters(search: ListingSearch): Record<CubeDimension, CubeClause> | null {
  if (
    search.location ||
    search.q ||
    search.near ||
    search.mileageMax !== undefined ||
    search.featured !== undefined
  )
    return null;
  if (
    !isCategorySearch(search) ||
    search.dealerId ||
    search.salesRepId ||
    (search.priceMin !== undefined && search.priceMin !== 0)
  )
    return null;
  const priceEdge =
    search.priceMax === undefined ? -1 : PRICE_BUCKETS.findIndex((b) => b.to === search.priceMax);
  const yearMinEdge =
    search.yearMin === undefined ? -1 : YEAR_BUCKETS.findIndex((b) => b.from === search.yearMin);
  const yearMaxEdge =
    search.yearMax === undefined ? -1 : YEAR_BUCKETS.findIndex((b) => b.to === search.yearMax);
  if (
    (search.priceMax !== undefined && priceEdge === -1) ||
    (search.yearMin !== undefined && yearMinEdge === -1)
  )
    return null;
  if (search.yearMax !== undefined && yearMaxEdge === -1) return null;
  const years = [
    yearMinEdge !== -1 ? (p: Params) => `year_bucket <= ${p.add(yearMinEdge)}` : null,
    yearMaxEdge !== -1 ? (p: Params) => `year_bucket >= ${p.add(yearMaxEdge)}` : null,
  ].filter((clause): clause is (p: Params) => string => clause !== null);
  return {
    make: search.make ? (p) => `make = ${p.add(search.make)}` : null,
    model: search.make && search.model ? (p) => `model = ${p.add(search.model)}` : null,
    condition: search.conditions.length
      ? (p) => `condition = ANY(${p.add(search.conditions)})`
      : null,
    fuel_type: search.fuelTypes.length
      ? (p) => `fuel_type = ANY(${p.add(search.fuelTypes)})`
      : null,
    transmission: search.transmissions.length
      ? (p) => `transmission = ANY(${p.add(search.transmissions)})`
      : null,
    price_bucket: priceEdge !== -1 ? (p) => `price_bucket <= ${p.add(priceEdge)}` : null,
    year_bucket: years.length ? (p) => years.map((clause) => clause(p)).join(' AND ') : null,
  };
}
