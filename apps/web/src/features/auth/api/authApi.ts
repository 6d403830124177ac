import type {
  Me,
  PasswordResetConfirm,
  SessionResponse,
  SignInRequest,
  SignUpRequest,
  SignUpResponse,
} from '@market/contracts';
import { api } from '../../../lib/api';

interface MessageResponse {
  message: string;
}

/** The identity endpoints. Session calls skip the bearer/refresh dance: they are the dance. */
export const authApi = {
  signIn: (input: SignInRequest) =>
    api.post<SessionResponse>('/auth/sign-in', input, { auth: false }),
  signUp: (input: SignUpRequest) =>
    api.post<SignUpResponse>('/auth/sign-up', input, { auth: false }),
  refresh: () => api.post<SessionResponse>('/auth/refresh', undefined, { auth: false }),
  signOut: () => api.post<void>('/auth/sign-out'),
  verifyEmail: (token: string) =>
    api.post<MessageResponse>('/auth/verify-email', { token }, { auth: false }),
  resendVerification: (email: string) =>
    api.post<MessageResponse>('/auth/resend-verification', { email }, { auth: false }),
  requestPasswordReset: (email: string) =>
    api.post<MessageResponse>('/auth/password-reset/request', { email }, { auth: false }),
  confirmPasswordReset: (input: Pick<PasswordResetConfirm, 'token' | 'password'>) =>
    api.post<MessageResponse>('/auth/password-reset/confirm', input, { auth: false }),
  me: () => api.get<Me>('/me'),
};

export type AuthClient = Pick<typeof authApi, 'signIn' | 'refresh' | 'signOut' | 'me'>;
