import { errors as en } from '@fund/messages/namespaces/errors.en';
import { errors as th } from '@fund/messages/namespaces/errors.th';

/**
 * Thai national ID and laser ID (DESIGN §4 "Identity"; spec §5 "National ID must be 13 digits"). The 13th digit
 * is the mod-11 check digit of the first 12: (11 − Σ digit[i] × (13 − i) mod 11) mod 10.
 */
export type NationalIdProblem = 'NATIONAL_ID_REQUIRED' | 'NATIONAL_ID_FORMAT' | 'NATIONAL_ID_CHECK_DIGIT';

/** The spec's message for a national ID that is missing, not 13 digits or fails its check digit. */
export const nationalIdMessage = { th: th.KYC_NATIONAL_ID_INVALID, en: en.KYC_NATIONAL_ID_INVALID };

/** Digits only: separators typed by people ("1-2345-67890-12-1", spaces) are removed, nothing else is. */
export function normaliseNationalId(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The check digit the first 12 digits call for. */
export function nationalIdCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (13 - i);
  return (11 - (sum % 11)) % 10;
}

/** The first problem of a typed national ID (separators allowed), or null when it is a valid Thai ID. */
export function nationalIdProblem(input: string): NationalIdProblem | null {
  const id = normaliseNationalId(input);
  if (id === '') return 'NATIONAL_ID_REQUIRED';
  if (!/^[0-9]{13}$/.test(id)) return 'NATIONAL_ID_FORMAT';
  if (nationalIdCheckDigit(id.slice(0, 12)) !== Number(id[12])) return 'NATIONAL_ID_CHECK_DIGIT';
  return null;
}

export function isThaiNationalId(input: string): boolean {
  return nationalIdProblem(input) === null;
}

/** Laser ID on the card's back: 2 Latin letters and 10 digits; separators and case are forgiven. */
export function normaliseLaserId(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

export function isLaserId(input: string): boolean {
  return /^[A-Z]{2}[0-9]{10}$/.test(normaliseLaserId(input));
}
