import useSWR from 'swr';
import { apiRequest } from '../../lib/api-client.ts';

export interface PhoneStanding {
  phone: string | null;
  verified: boolean;
  verifiedAt: string | null;
}

export const phoneKey = '/me/phone';

/** The profile's phone and whether it is verified by SMS (GET /me/phone). */
export function usePhone() {
  return useSWR(phoneKey, () => apiRequest<PhoneStanding>(phoneKey));
}

/** Texts a code to the profile's mobile number. */
export const textPhoneCode = () =>
  apiRequest<{ phoneEnding: string; expiresInSeconds: number; resendAfterSeconds: number }>(
    '/me/phone/code',
    {
      method: 'POST',
      body: {},
    },
  );

/** Confirms the code: the number it went to becomes the verified phone. */
export const verifyPhone = (code: string) =>
  apiRequest<PhoneStanding>('/me/phone/verify', { method: 'POST', body: { code } });
