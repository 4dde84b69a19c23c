import type { Answer } from '@fund/contract';
import useSWR from 'swr';
import { apiRequest } from '../../lib/api-client.ts';

/** `GET /me/profile`: the KYC status, the stored forms, and the investor's change requests. */
export type ProfileAnswer = Answer<'/me/profile'>;
export type ChangeRequest = ProfileAnswer['changeRequests'][number];

export const profileKey = '/me/profile';

export function useProfile() {
  return useSWR(profileKey, () => apiRequest<ProfileAnswer>(profileKey));
}
