/**
 * Password rules (spec §5, ASVS): at least 8 characters with an upper-case letter, a lower-case letter, a digit
 * and a special character; up to 128 allowed. The API also refuses the most common passwords.
 */
export const passwordLengthMin = 8;
export const passwordLengthMax = 128;

export type PasswordProblem = 'TOO_SHORT' | 'TOO_LONG' | 'NO_UPPER' | 'NO_LOWER' | 'NO_DIGIT' | 'NO_SPECIAL';

export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const length = [...password].length;
  if (length < passwordLengthMin) problems.push('TOO_SHORT');
  if (length > passwordLengthMax) problems.push('TOO_LONG');
  if (!/\p{Lu}/u.test(password)) problems.push('NO_UPPER');
  if (!/\p{Ll}/u.test(password)) problems.push('NO_LOWER');
  if (!/\p{Nd}/u.test(password)) problems.push('NO_DIGIT');
  if (!/[^\p{L}\p{Nd}\s]/u.test(password)) problems.push('NO_SPECIAL');
  return problems;
}

/** Sale codes of the sales representatives: two capital letters and four digits, e.g. MF0001. */
export function isSaleCodeFormat(code: string): boolean {
  return /^[A-Z]{2}\d{4}$/.test(code);
}

/** One-time codes (spec §7 send-otp / verify). */
export const otpRules = {
  digits: 6,
  expirySeconds: 300,
  maxAttempts: 5,
  resendCooldownSeconds: 60,
} as const;

/** Where `send-otp` sends a code: the e-mail address, or a Thai mobile number by SMS. */
export const otpChannels = ['email', 'sms'] as const;
export type OtpChannel = (typeof otpChannels)[number];

/** What an investor asks `send-otp` for a code to do: confirm the e-mail address, or reset a forgotten PIN. */
export const otpRequestActions = ['verify-email', 'reset-pin'] as const;
export type OtpRequestAction = (typeof otpRequestActions)[number];

export const consentPolicyVersion = '2026-01';
