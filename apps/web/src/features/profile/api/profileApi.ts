import type { Me, UpdateProfileRequest } from '@market/contracts';
import { api } from '../../../lib/api';

export const profileApi = {
  update: (input: UpdateProfileRequest) => api.patch<Me>('/me', input),
};
