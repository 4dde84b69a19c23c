import { addBusinessDays, type HolidaySet } from './business-calendar.ts';
import { type DecimalInput, roundAmount, roundUnits } from './money.ts';

/** The payout lag a strategy starts with: T+2 business days (DESIGN §4 "Money out"). */
export const defaultPayoutLagDays = 2;

/**
 * The value date of a redemption's payout: `lagDays` business days after its trade date, weekends and holidays
 * counted out (a Friday's T+2 is Tuesday; the eve of a holiday pays the business day after next, not the holiday).
 */
export function payoutValueDate(tradeDate: string, lagDays: number, holidays: HolidaySet): string {
  if (!Number.isInteger(lagDays) || lagDays < 0) throw new RangeError(`not a payout lag: ${lagDays}`);
  return addBusinessDays(tradeDate, lagDays, holidays);
}

/**
 * What the investor receives for a settled reduction: units sold × NAV (to the satang, half-up) less the reduce
 * fee. The ledger check holds every payout to it.
 */
export function payoutAmount(input: { units: DecimalInput; nav: DecimalInput; fee: DecimalInput }) {
  return roundAmount(roundUnits(input.units).times(input.nav)).minus(roundAmount(input.fee));
}

export const payoutStatuses = ['HELD', 'PENDING', 'IN_BATCH', 'PAID', 'FAILED', 'RETURNED'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

/** The payouts waiting for staff: ready for a bank file (PENDING) and held for compliance (HELD). */
export const payoutWaitingStatuses = ['PENDING', 'HELD'] as const satisfies readonly PayoutStatus[];

/** Why a payout is held (never put in a batch) until compliance sorts out its destination. */
export const payoutHoldReasons = [
  'PAYOUT_BANK_MISSING',
  'PAYOUT_BANK_NOT_VERIFIED',
  'PAYOUT_BANK_NAME_MISMATCH',
  'PAYOUT_WALLET_MISSING',
  'PAYOUT_DESTINATION_CHANGED',
] as const;
export type PayoutHoldReason = (typeof payoutHoldReasons)[number];

export type PayoutAction = 'batch' | 'paid' | 'failed' | 'requeue' | 'returned';

/**
 * The life of a payout: PENDING → IN_BATCH → PAID, or FAILED → re-queued (PENDING again, or HELD when its
 * destination no longer passes) or RETURNED (closed: the bank sent the money back). A held payout is re-queued once
 * its account is verified. Paid and returned ones are final.
 */
const allowed: Record<PayoutAction, readonly PayoutStatus[]> = {
  batch: ['PENDING'],
  paid: ['IN_BATCH'],
  failed: ['IN_BATCH'],
  requeue: ['FAILED', 'HELD'],
  returned: ['FAILED'],
};

export const canApplyPayoutAction = (status: PayoutStatus, action: PayoutAction): boolean =>
  allowed[action].includes(status);

/** The account number as the investor sees it on screens and e-mails: only its last four digits. */
export const accountEnding = (accountNumber: string | null | undefined): string =>
  accountNumber ? accountNumber.replace(/\D/g, '').slice(-4) : '';

/** Where a payout goes (spec §3 "receive type"): the investor's bank account, or their digital-asset wallet. */
export const payoutChannels = ['BANK', 'WALLET'] as const;
export type PayoutChannel = (typeof payoutChannels)[number];

/** A batch is prepared (its bank file made) until the bank has answered for each of its payouts, then closed. */
export const payoutBatchStatuses = ['PREPARED', 'CLOSED'] as const;
export type PayoutBatchStatus = (typeof payoutBatchStatuses)[number];

/** The hold reason of a wallet payout: a wallet is kept only once compliance verified it, so it is there or not. */
export const walletHoldReason = (wallet: { exists: boolean }): PayoutHoldReason | null =>
  wallet.exists ? null : 'PAYOUT_WALLET_MISSING';

/** The hold reason of a destination, or null when the payout may be batched. */
export function payoutHoldReason(destination: {
  exists: boolean;
  verified: boolean;
  nameMatches: boolean;
}): PayoutHoldReason | null {
  if (!destination.exists) return 'PAYOUT_BANK_MISSING';
  if (!destination.verified) return 'PAYOUT_BANK_NOT_VERIFIED';
  if (!destination.nameMatches) return 'PAYOUT_BANK_NAME_MISMATCH';
  return null;
}

/**
 * Why a payout due for a batch is held: its destination's own reason, or that the investor's bank account (or
 * wallet) is no longer the one the payout was settled to (an approved change came in between). Re-queued, it takes
 * the current destination.
 */
export const batchHoldReason = (
  current: PayoutHoldReason | null,
  sameDestination: boolean,
): PayoutHoldReason | null => current ?? (sameDestination ? null : 'PAYOUT_DESTINATION_CHANGED');
