import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** SPEC §9: "other redirects 3 seconds" — not-found pages go back to their directory. */
export const NOT_FOUND_REDIRECT_MS = 3000;

/** Navigates to `path` (replacing this entry) `delayMs` after `active` becomes true. */
export function useRedirectAfter(path: string, active: boolean, delayMs = NOT_FOUND_REDIRECT_MS) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => navigate(path, { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [active, path, delayMs, navigate]);
}
