import type { estypes } from '@elastic/elasticsearch';
import type { Suggestion, VehicleCategory } from '@market/contracts';
import { toSuggestions } from '../listing-index.port.js';

type Aggregation = estypes.AggregationsAggregationContainer;

/** Candidates counted per kind before the ones shown are picked (count, then label). */
export const SUGGEST_CANDIDATES = 100;

const startsWith = (field: string, text: string): estypes.QueryDslQueryContainer => ({
  prefix: { [field]: { value: text, case_insensitive: true } },
});

/** The greatest label of a bucket, as PostgreSQL's max(label). */
const label = (field: string): Aggregation => ({
  terms: { field, size: 1, order: { _key: 'desc' } },
});

const byCount: estypes.AggregationsAggregateOrder = [{ _count: 'desc' }, { _key: 'asc' }];

/**
 * Makes whose label starts with the text, models whose label or "make model" label does,
 * and cities that do, among the searchable listings of a category: one request, counted by
 * aggregations.
 */
export function buildSuggestRequest(
  index: string,
  text: string,
  category: VehicleCategory,
): estypes.SearchRequest {
  const prefix = text.trim();
  return {
    index,
    size: 0,
    track_total_hits: false,
    query: { bool: { filter: [{ term: { searchable: true } }, { term: { category } }] } },
    aggs: {
      makes: {
        filter: startsWith('makeLabel', prefix),
        aggs: {
          values: {
            terms: { field: 'make', size: SUGGEST_CANDIDATES, order: byCount },
            aggs: { makeLabel: label('makeLabel') },
          },
        },
      },
      models: {
        filter: {
          bool: {
            should: [startsWith('modelLabel', prefix), startsWith('makeModelLabel', prefix)],
            minimum_should_match: 1,
          },
        },
        aggs: {
          values: {
            multi_terms: {
              terms: [{ field: 'make' }, { field: 'model' }],
              size: SUGGEST_CANDIDATES,
              order: byCount,
            },
            aggs: { makeLabel: label('makeLabel'), modelLabel: label('modelLabel') },
          },
        },
      },
      places: {
        filter: startsWith('locationCity', prefix),
        aggs: {
          values: {
            multi_terms: {
              terms: [{ field: 'locationCity' }, { field: 'locationState', missing: '' }],
              size: SUGGEST_CANDIDATES,
              order: byCount,
            },
          },
        },
      },
    },
  };
}

interface LabelAggregate {
  buckets: { key: string }[];
}
interface SuggestBucket {
  key: string | (string | null)[];
  doc_count: number;
  makeLabel?: LabelAggregate;
  modelLabel?: LabelAggregate;
}

const first = (aggregate: LabelAggregate | undefined, fallback: string) =>
  aggregate?.buckets[0]?.key ?? fallback;

/** The suggestions in the PostgreSQL engine's shape and order: makes, models, places. */
export function readSuggestResponse(response: estypes.SearchResponse, limit: number): Suggestion[] {
  const buckets = (name: string): SuggestBucket[] => {
    const aggregate = response.aggregations?.[name] as
      { values?: { buckets?: SuggestBucket[] } } | undefined;
    return aggregate?.values?.buckets ?? [];
  };
  const top = <T extends { label: string; count: number }>(list: T[]): T[] =>
    list.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)).slice(0, limit);
  const keyOf = (bucket: SuggestBucket) =>
    (Array.isArray(bucket.key) ? bucket.key : [bucket.key]).map((k) => String(k ?? ''));

  const makes = top(
    buckets('makes').map((bucket) => {
      const [make] = keyOf(bucket);
      return { make, label: first(bucket.makeLabel, make), count: bucket.doc_count };
    }),
  );
  const models = top(
    buckets('models').map((bucket) => {
      const [make, model] = keyOf(bucket);
      return {
        make,
        model,
        // Ordered by the model's label, as in PostgreSQL.
        label: first(bucket.modelLabel, model),
        makeLabel: first(bucket.makeLabel, make),
        modelLabel: first(bucket.modelLabel, model),
        count: bucket.doc_count,
      };
    }),
  );
  const places = top(
    buckets('places').map((bucket) => {
      const [city, state] = keyOf(bucket);
      return { city, state: state || null, label: city, count: bucket.doc_count };
    }),
  );
  return toSuggestions({ makes, models, places }, limit);
}
