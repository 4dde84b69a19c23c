import type { Answer } from '@fund/contract';
import useSWR from 'swr';
import { apiRequest } from '../../lib/api-client.ts';

/** The profile's phone and whether it is verified by SMS. */
export type PhoneStanding = Answer<'/me/phone'>;

export const phoneKey = '/me/phone';

/** The profile's phone and whether it is verified by SMS (GET /me/phone). */
export function usePhone() {
  return useSWR(phoneKey, () => apiRequest<PhoneStanding>(phoneKey));
}

/** Texts a code to the profile's mobile number. */
export const textPhoneCode = () =>
  apiRequest<Answer<'/me/phone/code', 'post', 202>>('/me/phone/code', { method: 'POST', body: {} });

/** Confirms the code: the number it went to becomes the verified phone. */
export const verifyPhone = (code: string) =>
  apiRequest<Answer<'/me/phone/verify', 'post'>>('/me/phone/verify', { method: 'POST', body: { code } });
