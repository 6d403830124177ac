import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { configureApi } from '../../../lib/api';
import { authApi } from '../api/authApi';
import { AuthContext, type AuthContextValue } from '../authContext';
import { SessionManager } from '../sessionManager';

export function AuthProvider({ children }: { children: ReactNode }) {
  const [manager] = useState(() => new SessionManager(authApi));
  const snapshot = useSyncExternalStore(
    manager.subscribe,
    manager.getSnapshot,
    // The server renders, and the browser hydrates, the 'loading' state a new manager starts in.
    manager.getSnapshot,
  );

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

/**
 * Answers only a signed-in user gets (the route's auth is not public): the list of every
 * route is loaded once someone signs in, not with the first page.
 */
let privateRoutes: ReadonlySet<unknown> | null = null;
async function loadPrivateRoutes(): Promise<ReadonlySet<unknown>> {
  privateRoutes ??= (await import('../privateRoutes')).privateRouteKeys;
  return privateRoutes;
}

/**
 * When the account changes (sign-in, sign-out, another user), the cached answers that
 * belonged to the previous one go: nobody sees another account's saved vehicles or inbox.
 */
function useForgetOtherAccountsData(userId: string | null | undefined) {
  const queryClient = useQueryClient();
  const previous = useRef(userId);
  useEffect(() => {
    // Ready before the account can change, so the reset below is immediate.
    if (userId) void loadPrivateRoutes();
  }, [userId]);
  useEffect(() => {
    if (userId === undefined || previous.current === userId) return;
    const hadAccount = previous.current !== undefined;
    previous.current = userId;
    if (!hadAccount) return;
    const reset = (routes: ReadonlySet<unknown>) =>
      void queryClient.resetQueries({ predicate: (query) => routes.has(query.queryKey[0]) });
    if (privateRoutes) reset(privateRoutes);
    else void loadPrivateRoutes().then(reset);
  }, [userId, queryClient]);
}
