import { useEffect, useRef, useState } from 'react';

const trim = (s: string) => s.trim();

/**
 * A text input's own value that follows the URL's value (Back, Clear all) and commits what
 * the visitor types once they pause for `delayMs`, so each keystroke is not a search.
 * `normalize` gives what the URL will hold for a draft; a draft that normalizes to the same
 * value (a trailing space) commits nothing and is not overwritten.
 */
export function useDebouncedField(
  value: string,
  commit: (value: string) => void,
  {
    delayMs = 300,
    normalize = trim,
  }: { delayMs?: number; normalize?: (draft: string) => string } = {},
) {
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  const normalizeRef = useRef(normalize);
  normalizeRef.current = normalize;

  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setDraft(value);
  }, [value]);

  useEffect(() => {
    const next = normalizeRef.current(draft);
    if (next === committed.current) return;
    const timer = window.setTimeout(() => {
      if (next === committed.current) return;
      committed.current = next;
      commitRef.current(next);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [draft, delayMs]);

  /** Commits at once (Enter, blur). */
  const flush = () => {
    const next = normalizeRef.current(draft);
    if (next === committed.current) return;
    committed.current = next;
    commitRef.current(next);
  };

  return { draft, setDraft, flush };
}
