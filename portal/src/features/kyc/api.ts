import type { Answer } from '@fund/contract';
import type { kycForms } from '@fund/domain';
import useSWR, { mutate } from 'swr';
import { apiRequest } from '../../lib/api-client.ts';

export type StepKey =
  | 'emailVerification'
  | 'identityPhoto'
  | 'identityData'
  | 'personalInfo'
  | 'bankAccount'
  | 'suitability'
  | 'fatca'
  | 'aml'
  | 'edd'
  | 'contract';

type ProgressAnswer = Answer<'/kyc/progress'>;

export type ProgressStep = ProgressAnswer['steps'][number];

/** The compliance review of the whole case, once submitted. */
export type KycCase = NonNullable<ProgressAnswer['case']>;

/** `customerService`: juristic accounts are opened by customer service, not online. */
export type KycProgress = ProgressAnswer;

/** The forms' choices; `countries` carry the ISO 3166-1 alpha-2 code as `value`, Thailand first. */
export type KycOptions = Answer<'/kyc/options'>;

export const progressKey = '/kyc/progress';

export function useKycProgress() {
  return useSWR(progressKey, () => apiRequest<KycProgress>(progressKey));
}

export function useKycOptions() {
  return useSWR('/kyc/options', () => apiRequest<KycOptions>('/kyc/options'), {
    revalidateOnFocus: false,
  });
}

/** The identity, general and personal forms answer alike: the saved form, a draft, and the step's status. */
interface FormAnswers {
  '/kyc/identity': Answer<'/kyc/identity'>;
  '/kyc/general': Answer<'/kyc/general'>;
  '/kyc/personal': Answer<'/kyc/personal'>;
}
export type FormPath = keyof FormAnswers;
export type FormAnswer<P extends FormPath = FormPath> = FormAnswers[P];

export function fetchForm<P extends FormPath>(path: P): Promise<FormAnswer<P>> {
  return apiRequest<FormAnswer<P>>(path);
}

export function saveForm<T>(path: FormPath, body: Record<string, unknown>): Promise<T> {
  return apiRequest<T>(path, { method: 'PUT', body });
}

export type ProfileChangeAnswer = Answer<'/me/profile', 'patch'>;

/**
 * After approval the same forms change the profile: contact details apply at once, anything else the form
 * changes opens a request for compliance (DESIGN §4 "Servicing").
 */
export async function changeProfile(
  section: 'general' | 'personal',
  body: Record<string, unknown>,
  fileIds: string[] = [],
) {
  const answer = await apiRequest<ProfileChangeAnswer>('/me/profile', {
    method: 'PATCH',
    // The EDD documents a change that raises enhanced due diligence brings (uploaded first as KYC files).
    body: { [section]: body, ...(fileIds.length > 0 ? { fileIds } : {}) },
  });
  // The profile page reads GET /me/profile and /me/phone through SWR: drop their copies so it shows the change
  // (a new phone is no longer the verified one), not the old data.
  await Promise.all([mutate('/me/profile'), mutate('/me/phone')]);
  return answer;
}

export type UploadedFile = Answer<'/kyc/files', 'post', 201>;

/** Multipart through the shared client: the CSRF token, a 401 and the error codes are handled like every call. */
export function uploadKycFile(kind: kycForms.KycFileKind, file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  return apiRequest<UploadedFile>('/kyc/files', { method: 'POST', body: form });
}

export type BankAccount = NonNullable<Answer<'/kyc/bank-account'>['account']>;

export function useBankAccount() {
  return useSWR('/kyc/bank-account', () => apiRequest<Answer<'/kyc/bank-account'>>('/kyc/bank-account'));
}

export function saveBankAccount(body: {
  bankCode: string;
  accountNumber: string;
  accountName: string;
  /** The new account's book-bank photo (an upload of kind BOOK_BANK): a verified account's change needs it. */
  bookBankFileId?: string;
}) {
  return apiRequest<Answer<'/kyc/bank-account', 'put'>>('/kyc/bank-account', {
    method: 'PUT',
    body,
  });
}

export function createHandoff() {
  return apiRequest<Answer<'/kyc/handoff', 'post', 201>>('/kyc/handoff', {
    method: 'POST',
  });
}

export function redeemHandoff(token: string) {
  return apiRequest<Answer<'/kyc/handoff/redeem', 'post'>>('/kyc/handoff/redeem', {
    method: 'POST',
    body: { token },
  });
}

export function submitKyc() {
  return apiRequest<Answer<'/kyc/submit', 'post'>>('/kyc/submit', { method: 'POST' });
}
