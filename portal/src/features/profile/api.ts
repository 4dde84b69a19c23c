import useSWR from 'swr';
import { apiRequest } from '../../lib/api-client.ts';

export interface ChangeRequest {
  id: number;
  kind: 'PROFILE' | 'BANK_ACCOUNT';
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  eddRequired: boolean;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export interface ProfileAnswer {
  status: string;
  general: Record<string, unknown> | null;
  personal: Record<string, unknown> | null;
  changeRequests: ChangeRequest[];
}

export const profileKey = '/me/profile';

export function useProfile() {
  return useSWR(profileKey, () => apiRequest<ProfileAnswer>(profileKey));
}
