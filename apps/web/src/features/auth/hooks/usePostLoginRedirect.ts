import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Me } from '@market/contracts';
import { POST_LOGIN_REDIRECT_DELAY_MS, postLoginPath } from '../roles';

/** Schedules the role-based redirect that follows a successful sign-in (see roles.ts). */
export function usePostLoginRedirect() {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(
    (user: Me) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(
        () => navigate(postLoginPath(user), { replace: true }),
        POST_LOGIN_REDIRECT_DELAY_MS,
      );
    },
    [navigate],
  );
}
