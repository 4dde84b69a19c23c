import type { Answer } from '@fund/contract';
import useSWR from 'swr';
import { apiRequest } from '../../lib/api-client.ts';

/** `GET /me/security`: whether the PIN is set or blocked and two-factor sign-in is on. */
export type SecurityStatus = Answer<'/me/security'>;

/** `POST /me/security/2fa`: a new TOTP secret, waiting for a code from it. */
export type TwoFactorSetup = Answer<'/me/security/2fa', 'post'>;

export const securityKey = '/me/security';

export function fetchSecurity(): Promise<SecurityStatus> {
  return apiRequest<SecurityStatus>(securityKey);
}

/** The signed-in user's PIN and 2FA state; `enabled` false skips the call (signed out). */
export function useSecurity(enabled = true) {
  return useSWR(enabled ? securityKey : null, fetchSecurity, { shouldRetryOnError: false });
}

/** Ends every session of the account (the API revokes them), so the reader signs in again. */
export function changePassword(body: { currentPassword: string; newPassword: string }): Promise<void> {
  return apiRequest('/me/security/password', { method: 'PUT', body });
}

export function setPin(body: { pin: string; confirmPin: string; currentPin?: string }): Promise<void> {
  return apiRequest('/me/security/pin', { method: 'PUT', body });
}

export function sendPinResetCode(email: string, language: string): Promise<unknown> {
  return apiRequest('/auth/send-otp', {
    method: 'POST',
    body: { channel: 'email', action: 'reset-pin', email, language },
  });
}

export function resetPin(body: { otp: string; pin: string; confirmPin: string }): Promise<void> {
  return apiRequest('/me/security/pin/reset', { method: 'POST', body });
}

export function verifyPin(pin: string): Promise<unknown> {
  return apiRequest('/me/security/pin/verify', { method: 'POST', body: { pin } });
}

export function startTwoFactor(): Promise<TwoFactorSetup> {
  return apiRequest<TwoFactorSetup>('/me/security/2fa', { method: 'POST' });
}

export function confirmTwoFactor(code: string): Promise<unknown> {
  return apiRequest('/me/security/2fa/confirm', { method: 'POST', body: { code } });
}

export function disableTwoFactor(code: string): Promise<unknown> {
  return apiRequest('/me/security/2fa', { method: 'DELETE', body: { code } });
}
