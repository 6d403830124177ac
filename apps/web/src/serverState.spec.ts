import { describe, expect, it } from '@jest/globals';
import type { DehydratedState } from '@tanstack/react-query';
import { loadedOnArrival } from './serverState';

function stateWith(...times: number[]): DehydratedState {
  return {
    mutations: [],
    queries: times.map((dataUpdatedAt, i) => ({
      queryKey: ['route', i],
      queryHash: `["route",${i}]`,
      dehydratedAt: dataUpdatedAt,
      state: {
        data: { i },
        dataUpdatedAt,
        dataUpdateCount: 1,
        error: null,
        errorUpdatedAt: 0,
        errorUpdateCount: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: false,
        status: 'success',
        fetchStatus: 'idle',
      },
    })),
  };
}

describe('loadedOnArrival', () => {
  it("counts the server's answers from the page's arrival, never from earlier", () => {
    const arrived = 1_800_000_000_000;
    const state = loadedOnArrival(stateWith(arrived - 90_000, arrived + 5), arrived);
    expect(state.queries.map((query) => query.state.dataUpdatedAt)).toEqual([arrived, arrived + 5]);
    expect(state.queries.map((query) => query.state.data)).toEqual([{ i: 0 }, { i: 1 }]);
  });
});
