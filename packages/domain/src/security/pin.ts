/**
 * PIN rules (spec §5 "Pincode: 6 characters, numeric; pincodes must match"). The PIN is optional; once set it
 * protects deposit, withdrawal and trade (spec §4), and the 5th wrong PIN in a row blocks it until it is reset
 * with an e-mailed OTP.
 */
export const pinRules = { length: 6, maxFailures: 5 } as const;

export type PinProblem = 'PIN_FORMAT' | 'PIN_MISMATCH';

/** Exactly six ASCII digits: no spaces, signs or other scripts' digits. */
export function isPinFormat(pin: string): boolean {
  return /^[0-9]{6}$/.test(pin);
}

/** The first problem of a new PIN and its confirmation, or null when the PIN can be saved. */
export function pinProblem(pin: string, confirmPin: string): PinProblem | null {
  if (!isPinFormat(pin)) return 'PIN_FORMAT';
  if (pin !== confirmPin) return 'PIN_MISMATCH';
  return null;
}

/** Whether a wrong PIN, counted after `failuresBefore` earlier consecutive ones, blocks PIN use. */
export function isPinBlockedAfterFailure(failuresBefore: number): boolean {
  return failuresBefore + 1 >= pinRules.maxFailures;
}
