import type {
  CreateDealerReviewRequest,
  CursorPage,
  DealerApplicationRequest,
  DealerApplicationSubmitted,
  DealerCard,
  DealerMessageRequest,
  DealerProfile,
  DealerReview,
  DealerReviewsPage,
  LogoUploaded,
  MessageAccepted,
  MyDealer,
  MyDealerReps,
  RepAffiliation,
  UpdateDealerRequest,
} from '@market/contracts';
import { api } from '../../../lib/api';
import { uploadFile } from './uploadFile';

const id = encodeURIComponent;

export interface DirectoryQuery {
  q?: string;
  location?: string;
  cursor?: string | null;
  limit?: number;
}

function queryString(values: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && String(value).trim() !== '') {
      params.set(key, String(value).trim());
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The dealers service (docs/dealers-api.md). */
export const dealersApi = {
  directory: ({ q, location, cursor, limit }: DirectoryQuery, signal?: AbortSignal) =>
    api.get<CursorPage<DealerCard>>(`/dealers${queryString({ q, location, cursor, limit })}`, {
      auth: false,
      signal,
    }),
  profile: (dealerId: string, signal?: AbortSignal) =>
    api.get<DealerProfile>(`/dealers/${id(dealerId)}`, { auth: false, signal }),
  reviews: (dealerId: string, cursor?: string | null, signal?: AbortSignal) =>
    api.get<DealerReviewsPage>(`/dealers/${id(dealerId)}/reviews${queryString({ cursor })}`, {
      auth: false,
      signal,
    }),
  writeReview: (dealerId: string, input: CreateDealerReviewRequest) =>
    api.post<DealerReview>(`/dealers/${id(dealerId)}/reviews`, input),
  /** Sent with the session when there is one, so the dealer sees who wrote. */
  sendMessage: (dealerId: string, input: DealerMessageRequest) =>
    api.post<MessageAccepted>(`/dealers/${id(dealerId)}/messages`, input),
  /** With the session when there is one: applying as the account of the e-mail confirms it. */
  apply: (input: DealerApplicationRequest) =>
    api.post<DealerApplicationSubmitted>('/dealer-applications', input),
  confirmApplication: (token: string) =>
    api.post<{ message: string }>('/dealer-applications/confirm', { token }, { auth: false }),
  uploadApplicationLogo: (file: File) =>
    uploadFile<LogoUploaded>('/dealer-applications/logo', file),
  mine: (signal?: AbortSignal) => api.get<MyDealer>('/my/dealer', { signal }),
  updateMine: (input: UpdateDealerRequest) => api.patch<MyDealer>('/my/dealer', input),
  uploadMyLogo: (file: File) => uploadFile<MyDealer>('/my/dealer/logo', file),
  /** The dealership's reps, the reps asking to join and the invitations not answered yet. */
  myReps: (signal?: AbortSignal) => api.get<MyDealerReps>('/my/dealer/reps', { signal }),
  answerRepRequest: (requestId: string, accept: boolean) =>
    api.post<MyDealerReps>(`/my/dealer/reps/requests/${id(requestId)}/${accept ? 'accept' : 'decline'}`),
  inviteRep: (email: string) => api.post<RepAffiliation>('/my/dealer/reps/invitations', { email }),
  withdrawInvitation: (invitationId: string) =>
    api.delete<void>(`/my/dealer/reps/invitations/${id(invitationId)}`),
  removeRep: (repId: string) => api.delete<void>(`/my/dealer/reps/${id(repId)}`),
};
