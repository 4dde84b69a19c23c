/**
 * Staff sign in with a password and a TOTP code. A staff session ends after this many minutes without a request,
 * so a back office left open on an unattended desk does not stay usable.
 */
export const staffIdleTimeoutMinutes = 30;

/** Whether a staff session last used at `lastActiveAt` has been idle too long at `now` (30:00 exactly is too long). */
export function isStaffSessionIdle(lastActiveAt: Date, now: Date): boolean {
  return now.getTime() - lastActiveAt.getTime() >= staffIdleTimeoutMinutes * 60_000;
}

/** The shortest reason an admin gives for resetting another staff member's second factor (form and API alike). */
export const secondFactorResetReasonMinLength = 10;

/** How many one-time recovery codes a staff member gets on enrolling (and on asking for new ones). */
export const recoveryCodeCount = 10;

/** The letters recovery codes are written in: no 0/O or 1/I/L to misread when typed from paper. */
export const recoveryCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * A recovery code as typed (any case, spaces or a hyphen between the halves) in the one form it is stored under,
 * or null when it cannot be one: 10 letters of the alphabet, shown as `XXXXX-XXXXX`.
 */
export function normaliseRecoveryCode(typed: string): string | null {
  const bare = typed.replace(/[\s-]/g, '').toUpperCase();
  if (bare.length !== 10) return null;
  return [...bare].every((letter) => recoveryCodeAlphabet.includes(letter)) ? bare : null;
}

/** How a recovery code is shown: two groups of five. */
export const formatRecoveryCode = (bare: string): string => `${bare.slice(0, 5)}-${bare.slice(5)}`;
