import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiRequest } from '../../lib/api';

/** Codes already sent by this page load (StrictMode runs effects twice). */
const tracked = new Set<string>();

/**
 * A visit through an affiliate's link (`{origin}?ref={code}`, SPEC.md §9): the code is sent
 * once to POST /api/affiliates/track, which counts the click and sets the 30-day referral
 * cookie a later sign-up carries; then `ref` leaves the address bar (replaced, so Back does
 * not track again). A plain request on the first-load path: no schema code is pulled in.
 */
export function useReferralTracking(): void {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const code = params.get('ref')?.trim();
    if (!params.has('ref')) return;
    if (code && !tracked.has(code)) {
      tracked.add(code);
      apiRequest('/affiliates/track', { method: 'POST', body: { code }, auth: false }).catch(
        (error: unknown) => console.warn('Referral link not tracked', error),
      );
    }
    params.delete('ref');
    const rest = params.toString();
    navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true, state });
  }, [pathname, search, hash, state, navigate]);
}
