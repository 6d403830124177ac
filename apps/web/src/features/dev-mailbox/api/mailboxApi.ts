import type { DevMail } from '@market/contracts';
import { api } from '../../../lib/api';

export const mailboxApi = {
  list: (signal?: AbortSignal) => api.get<{ items: DevMail[] }>('/dev/mailbox', { signal }),
};
