import type {
  CursorPage,
  MessageAccepted,
  MyDealership,
  MySalesRep,
  RepAffiliation,
  SalesRep,
  SalesRepMessageRequest,
  UpdateSalesRepRequest,
} from '@market/contracts';
import { api } from '../../../lib/api';

const id = encodeURIComponent;

/** Sales reps in the dealers service (docs/dealers-api.md); a rep's id is their user id. */
export const salesRepsApi = {
  directory: ({ q, cursor }: { q?: string; cursor?: string | null }, signal?: AbortSignal) => {
    const params = new URLSearchParams();
    if (q?.trim()) params.set('q', q.trim());
    if (cursor) params.set('cursor', cursor);
    const query = params.toString();
    return api.get<CursorPage<SalesRep>>(`/sales-reps${query ? `?${query}` : ''}`, {
      auth: false,
      signal,
    });
  },
  get: (repId: string, signal?: AbortSignal) =>
    api.get<SalesRep>(`/sales-reps/${id(repId)}`, { auth: false, signal }),
  sendMessage: (repId: string, input: SalesRepMessageRequest) =>
    api.post<MessageAccepted>(`/sales-reps/${id(repId)}/messages`, input),
  mine: (signal?: AbortSignal) => api.get<MySalesRep>('/my/sales-rep', { signal }),
  updateMine: (input: UpdateSalesRepRequest) => api.patch<MySalesRep>('/my/sales-rep', input),
  /** The rep's dealership, their open request to join one, and invitations to them. */
  myDealership: (signal?: AbortSignal) =>
    api.get<MyDealership>('/my/sales-rep/dealership', { signal }),
  askToJoin: (dealerId: string) =>
    api.post<RepAffiliation>('/my/sales-rep/dealership/requests', { dealerId }),
  cancelRequest: (requestId: string) =>
    api.delete<void>(`/my/sales-rep/dealership/requests/${id(requestId)}`),
  answerInvitation: (invitationId: string, accept: boolean) =>
    api.post<MyDealership>(
      `/my/sales-rep/dealership/invitations/${id(invitationId)}/${accept ? 'accept' : 'decline'}`,
    ),
  leaveDealership: () => api.delete<MyDealership>('/my/sales-rep/dealership'),
};
