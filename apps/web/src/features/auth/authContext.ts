import { createContext } from 'react';
import type { Me, SignInRequest } from '@market/contracts';
import type { SessionSnapshot } from './sessionManager';

export interface AuthContextValue extends SessionSnapshot {
  signIn: (input: SignInRequest) => Promise<Me>;
  signOut: () => Promise<void>;
  setUser: (user: Me) => void;
  reloadUser: () => Promise<Me | null>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
