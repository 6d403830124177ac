import { useCallback, useEffect, useRef, useState } from 'react';

export type LoadState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/**
 * Loads once per `key` (a new key aborts the previous request), with a retry and an in-place
 * update of the loaded value. `load` is read through a ref, so an inline function is fine.
 */
export function useLoader<T>(load: (signal: AbortSignal) => Promise<T>, key: string | null) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback((next: T | ((current: T) => T)) => {
    setState((current) =>
      current.status === 'ready'
        ? {
            status: 'ready',
            data: typeof next === 'function' ? (next as (c: T) => T)(current.data) : next,
          }
        : current,
    );
  }, []);

  return { state, retry, setData };
}
