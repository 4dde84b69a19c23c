import { normalizePhone } from '../enquiries/rules.ts';

/**
 * Verifying the investor's mobile number by SMS (spec §2 "SMS set" / "SMS setup failed", §7 send-otp). The code
 * itself follows `otpRules` (6 digits, 5 minutes, 5 tries, one per 60 s); an SMS costs money and can be used to
 * annoy a stranger, so codes are also counted per number and per account over an hour.
 */
export const phoneVerificationRules = {
  maxCodesPerNumberPerHour: 5,
  maxCodesPerAccountPerHour: 5,
} as const;

/** Whether another code may be sent, given the codes sent in the last hour to this number and for this account. */
export function mayTextAnotherCode(sentToNumber: number, sentForAccount: number): boolean {
  return (
    sentToNumber < phoneVerificationRules.maxCodesPerNumberPerHour &&
    sentForAccount < phoneVerificationRules.maxCodesPerAccountPerHour
  );
}

/**
 * The phone on the profile stands verified only while it is the number a code was confirmed on: changing the phone
 * asks for a new verification. Numbers are compared as written in one form (spaces, dashes and +66 aside).
 */
export function isPhoneVerified(
  profilePhone: string | null | undefined,
  verifiedNumber: string | null,
): boolean {
  if (!profilePhone || !verifiedNumber) return false;
  return samePhone(profilePhone, verifiedNumber);
}

function samePhone(a: string, b: string): boolean {
  const national = (phone: string) => normalizePhone(phone).replace(/^\+66/, '0');
  return national(a) === national(b);
}
