import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { configureApi } from '../../../lib/api';
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
