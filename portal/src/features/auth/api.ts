import type { Answer } from '@fund/contract';
import { apiRequest } from '../../lib/api-client.ts';
import type { SessionUser } from '../../lib/session/stored-user.ts';

export interface Credentials {
  email: string;
  password: string;
  /** The authenticator code, sent only once the API asked for it (AUTH_2FA_REQUIRED). */
  twoFactor?: string;
}

/** Signs in; the API answers with the user and sets the HttpOnly session cookie. */
export async function login(credentials: Credentials): Promise<SessionUser> {
  const { user } = await apiRequest<Answer<'/auth/login', 'post'>>('/auth/login', {
    method: 'POST',
    body: credentials,
  });
  return user;
}

/** Spec §7: locked accounts are sent to /suspended. */
export async function isSecurityLocked(uuid: string): Promise<boolean> {
  const { locked } = await apiRequest<Answer<'/security/{uuid}/security-locked'>>(
    `/security/${encodeURIComponent(uuid)}/security-locked`,
  );
  return locked;
}

export interface SignupRequest {
  email: string;
  password: string;
  customerType: 'INDIVIDUAL' | 'JURISTIC';
  saleCode: string;
  companyName: string;
  consents: { privacyPolicy: boolean; terms: boolean; marketing: boolean };
  language: string;
}

/** `POST /auth/signup`: the new account and what it does next (verify the e-mail, or wait for a call). */
export type SignupAnswer = Answer<'/auth/signup', 'post', 201>;

export function signUp(body: SignupRequest): Promise<SignupAnswer> {
  return apiRequest<SignupAnswer>('/auth/signup', { method: 'POST', body });
}

export type OtpSent = Answer<'/auth/send-otp', 'post', 202>;

export function sendEmailOtp(email: string, language: string): Promise<OtpSent> {
  return apiRequest<OtpSent>('/auth/send-otp', {
    method: 'POST',
    body: { channel: 'email', action: 'verify-email', email, language },
  });
}

/** Verifies the e-mail with the code and signs the user in. */
export async function verifyEmail(token: string): Promise<SessionUser> {
  const { user } = await apiRequest<Answer<'/auth/verify', 'post'>>('/auth/verify', {
    method: 'POST',
    body: { token },
  });
  return user;
}

export function requestPasswordReset(email: string, language: string): Promise<unknown> {
  return apiRequest('/auth/forget-password', { method: 'POST', body: { email, language } });
}

/** `{ email }` (partly hidden) when the link can be used, null otherwise. */
export function checkResetToken(token: string): Promise<Answer<'/auth/reset-password/verify', 'post'>> {
  return apiRequest<Answer<'/auth/reset-password/verify', 'post'>>('/auth/reset-password/verify', {
    method: 'POST',
    body: { token },
  });
}

export function resetPassword(token: string, password: string): Promise<unknown> {
  return apiRequest('/auth/reset-password', { method: 'POST', body: { token, password } });
}

export function checkRecoveryToken(token: string): Promise<Answer<'/auth/account-recovery/verify', 'post'>> {
  return apiRequest<Answer<'/auth/account-recovery/verify', 'post'>>('/auth/account-recovery/verify', {
    method: 'POST',
    body: { token },
  });
}

export function recoverAccount(body: {
  token: string;
  email: string;
  birthDate?: string;
}): Promise<Answer<'/auth/account-recovery', 'post'>> {
  return apiRequest<Answer<'/auth/account-recovery', 'post'>>('/auth/account-recovery', {
    method: 'POST',
    body,
  });
}
