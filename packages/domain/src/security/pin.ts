/**
 * PIN rules (spec §5 "Pincode: 6 characters, numeric; pincodes must match"). The PIN is optional; once set it
 * protects deposit, withdrawal and trade (spec §4), and the 5th wrong PIN in a row blocks it until it is reset
 * with an e-mailed OTP.
 */
export const pinRules = { length: 6, maxFailures: 5 } as const;

export type PinProblem = 'PIN_FORMAT' | 'PIN_TOO_SIMPLE' | 'PIN_MISMATCH';

/** Exactly six ASCII digits: no spaces, signs or other scripts' digits. */
export function isPinFormat(pin: string): boolean {
  return /^[0-9]{6}$/.test(pin);
}

/**
 * A PIN anyone would try first, so it guards nothing: one digit repeated (111111), a run counting up or down by
 * one (123456, 654321, 012345), or a group of two or three digits repeated (121212, 123123). Runs do not wrap
 * past 9 to 0, so 890123 is allowed.
 */
export function isPinTooSimple(pin: string): boolean {
  const digits = [...pin].map(Number);
  const steps = digits.slice(1).map((digit, i) => digit - digits[i]!);
  if (steps.every((step) => step === 0)) return true;
  if (steps.every((step) => step === 1) || steps.every((step) => step === -1)) return true;
  return [2, 3].some((size) => pin === pin.slice(0, size).repeat(pin.length / size));
}

/** The first problem of a new PIN and its confirmation, or null when the PIN can be saved. */
export function pinProblem(pin: string, confirmPin: string): PinProblem | null {
  if (!isPinFormat(pin)) return 'PIN_FORMAT';
  if (isPinTooSimple(pin)) return 'PIN_TOO_SIMPLE';
  if (pin !== confirmPin) return 'PIN_MISMATCH';
  return null;
}

/** Whether a wrong PIN, counted after `failuresBefore` earlier consecutive ones, blocks PIN use. */
export function isPinBlockedAfterFailure(failuresBefore: number): boolean {
  return failuresBefore + 1 >= pinRules.maxFailures;
}
