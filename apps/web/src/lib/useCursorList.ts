import { useCallback, useEffect, useRef, useState } from 'react';
import type { CursorPage } from '@market/contracts';
import { errorMessage } from './api';

export interface CursorListState<P extends CursorPage<unknown>> {
  status: 'loading' | 'ready' | 'error';
  items: P['items'][number][];
  nextCursor: string | null;
  /** The first page's answer (summary fields such as averageRating or unreadCount). */
  first: P | null;
  error: string | null;
  loadingMore: boolean;
}

function initialState<P extends CursorPage<unknown>>(): CursorListState<P> {
  return {
    status: 'loading',
    items: [],
    nextCursor: null,
    first: null,
    error: null,
    loadingMore: false,
  };
}

/**
 * A cursor-paged list: the first page per `key`, then "Load more" appends the next ones.
 * A new key (another search) drops what was loaded and aborts requests in flight.
 */
export function useCursorList<P extends CursorPage<unknown>>(
  fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<P>,
  key: string | null,
) {
  const [state, setState] = useState<CursorListState<P>>(initialState);
  const [attempt, setAttempt] = useState(0);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const controllerRef = useRef<AbortController | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    controllerRef.current = controller;
    setState(initialState<P>());
    fetchRef.current(null, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setState({
          ...initialState<P>(),
          status: 'ready',
          items: page.items,
          nextCursor: page.nextCursor,
          first: page,
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ ...initialState<P>(), status: 'error', error: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const loadMore = useCallback(async () => {
    const controller = controllerRef.current;
    const { nextCursor: cursor, loadingMore } = stateRef.current;
    if (!cursor || loadingMore || !controller) return;
    // Set at once (not only on the next render) so a double click asks for the page once.
    stateRef.current = { ...stateRef.current, loadingMore: true };
    setState((s) => ({ ...s, loadingMore: true }));
    try {
      const page = await fetchRef.current(cursor, controller.signal);
      if (controller.signal.aborted) return;
      setState((s) => ({
        ...s,
        items: [...s.items, ...page.items],
        nextCursor: page.nextCursor,
        loadingMore: false,
        error: null,
      }));
    } catch (error) {
      if (controller.signal.aborted) return;
      setState((s) => ({ ...s, loadingMore: false, error: errorMessage(error) }));
    }
  }, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  /** Changes loaded items in place (a message marked read) without reloading. */
  const update = useCallback(
    (change: (s: CursorListState<P>) => CursorListState<P>) => setState(change),
    [],
  );

  return { ...state, loadMore, retry, update };
}
