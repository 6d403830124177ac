import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Me } from '@market/contracts';
import { POST_LOGIN_REDIRECT_DELAY_MS, postLoginPath } from '../roles';

/**
 * Schedules the redirect that follows a successful sign-in: back to the page that asked for
 * it (returnTo.ts), else the role's landing page (roles.ts).
 */
export function usePostLoginRedirect() {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(
    (user: Me, returnTo?: string | null) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(
        () => navigate(returnTo ?? postLoginPath(user), { replace: true }),
        POST_LOGIN_REDIRECT_DELAY_MS,
      );
    },
    [navigate],
  );
}
