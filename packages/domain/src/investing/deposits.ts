/**
 * What the bank's latest QR payment notification checked against a deposit says of it: the payment MATCHED, its
 * amount differs, or the payer's name does not match the investor's.
 */
export const bankNotificationEvidence = ['MATCHED', 'AMOUNT_DIFFERS', 'NAME_MISMATCH'] as const;
export type BankNotificationEvidence = (typeof bankNotificationEvidence)[number];
