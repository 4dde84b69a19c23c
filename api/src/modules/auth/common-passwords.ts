import { dictionary } from '@zxcvbn-ts/language-common';

// zxcvbn-ts's list of the most common passwords (about 49,000), lower case.
const common = new Set<string>(dictionary['passwords-common'] as string[]);

/**
 * ASVS 2.1.7: refuse passwords found among the most common ones. "Password1!" is caught through its stem
 * "password1", since our composition rules make people append a symbol to a common word.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return common.has(lower) || common.has(lower.replace(/[^\p{L}\p{Nd}]+$/u, ''));
}
