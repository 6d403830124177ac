import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@market/contracts';
import { configureApi } from '../../../lib/api';
import { routeKey } from '../../../lib/query';
import { authApi } from '../api/authApi';
import { AuthContext, type AuthContextValue } from '../authContext';
import { SessionManager } from '../sessionManager';

export function AuthProvider({ children }: { children: ReactNode }) {
  const [manager] = useState(() => new SessionManager(authApi));
  const snapshot = useSyncExternalStore(manager.subscribe, manager.getSnapshot);

  useEffect(() => {
    const unplug = configureApi({
      getAccessToken: manager.getAccessToken,
      refreshAccessToken: manager.refresh,
      onAccountSuspended: manager.markSuspended,
    });
    void manager.restore();
    return () => {
      unplug();
      manager.dispose();
    };
  }, [manager]);

  useForgetOtherAccountsData(
    snapshot.status === 'loading' ? undefined : (snapshot.user?.id ?? null),
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      ...snapshot,
      signIn: manager.signIn,
      signOut: manager.signOut,
      setUser: manager.setUser,
      reloadUser: manager.reloadUser,
    }),
    [snapshot, manager],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** Answers only a signed-in user gets (the route's auth is not public). */
const privateRoutes = new Set(
  apiRoutes.filter((route) => route.auth !== 'public').map((route) => routeKey(route)[0]),
);

/**
 * When the account changes (sign-in, sign-out, another user), the cached answers that
 * belonged to the previous one go: nobody sees another account's saved vehicles or inbox.
 */
function useForgetOtherAccountsData(userId: string | null | undefined) {
  const queryClient = useQueryClient();
  const previous = useRef(userId);
  useEffect(() => {
    if (userId === undefined || previous.current === userId) return;
    const hadAccount = previous.current !== undefined;
    previous.current = userId;
    if (hadAccount)
      void queryClient.resetQueries({ predicate: (query) => privateRoutes.has(query.queryKey[0]) });
  }, [userId, queryClient]);
}
