import { authRoutes, meRoutes, type BodyOf } from '@market/contracts';
import { apiCall } from '../../../lib/apiCall';

/** The identity endpoints the session layer drives (refresh and sign-in are the token dance itself). */
export const authApi = {
  signIn: (body: BodyOf<typeof authRoutes.signIn>) => apiCall(authRoutes.signIn, { body }),
  refresh: () => apiCall(authRoutes.refresh),
  signOut: () => apiCall(authRoutes.signOut),
  me: () => apiCall(meRoutes.get),
};

export type AuthClient = typeof authApi;
