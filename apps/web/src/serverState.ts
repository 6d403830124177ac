import type { DehydratedState } from '@tanstack/react-query';

/** The id of the `<script type="application/json">` holding the server render's query answers. */
export const SERVER_STATE_ID = 'wb-query-state';

/**
 * The server render's answers as loaded when the page arrived. The edge may answer a page it
 * rendered a little earlier (its cache of rendered pages, docs/public-pages.md), so their own
 * times can be older than the queries' `staleTime`: kept as they are, every query of the page
 * would be asked again the moment it hydrates, repeating the page's reads and re-rendering
 * the results while the visitor starts reading. They count from the page's arrival instead.
 */
export function loadedOnArrival(state: DehydratedState, arrivedAt: number): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: {
        ...query.state,
        dataUpdatedAt: Math.max(query.state.dataUpdatedAt, arrivedAt),
      },
    })),
  };
}
