import type { Answer, ItemOf, Narrow } from '@fund/contract';
import type { OrderRecord } from '../orders/types.ts';

export const depositStatuses = ['AWAITING_SLIP', 'PENDING', 'VERIFIED', 'REJECTED'] as const;
export type DepositStatus = (typeof depositStatuses)[number];
export const depositMethods = ['BANK_TRANSFER', 'QR_PAYMENT'] as const;
export type DepositMethod = (typeof depositMethods)[number];

export const statusChoices = depositStatuses.map((id) => ({ id, name: `resources.deposits.statuses.${id}` }));
export const methodChoices = depositMethods.map((id) => ({ id, name: `resources.deposits.methods.${id}` }));

/** As `GET /admin/deposits` answers each row. */
export type DepositRecord = Narrow<
  ItemOf<Answer<'/admin/deposits'>>,
  {
    method: DepositMethod;
    status: DepositStatus;
    /** The queue's rows only: what the bank's latest checked QR payment notification says, null when none came. */
    bankNotification?: BankNotificationEvidence | null;
  }
>;

export const bankNotificationEvidence = ['MATCHED', 'AMOUNT_DIFFERS', 'NAME_MISMATCH'] as const;
export type BankNotificationEvidence = (typeof bankNotificationEvidence)[number];

export type QrNotificationOutcome =
  | 'VERIFIED'
  | 'AMOUNT_DIFFERS'
  | 'NAME_MISMATCH'
  | 'DEPOSIT_NOT_PENDING'
  | 'DEPOSIT_NOT_QR';

type DetailAnswer = Answer<'/admin/deposits/{id}'>;

/** A payment notification the bank sent for the deposit's QR reference. */
export type QrNotification = Narrow<
  ItemOf<DetailAnswer['qrNotifications']>,
  { outcome: QrNotificationOutcome }
>;

/** As `GET /admin/deposits/:id` answers: the row, the name on the investor's bank account, the slip, the orders. */
export type DepositDetail = Narrow<
  DetailAnswer,
  {
    method: DepositMethod;
    status: DepositStatus;
    qrNotifications: QrNotification[];
    orders: OrderRecord[];
  }
>;

export type Evidence = 'slip' | 'bank' | `bank_${BankNotificationEvidence}`;

/**
 * What shows the money arrived: the investor's slip, the bank's QR payment notification. A queue row says what the
 * latest notification found (matched, amount differs, payer not the investor); the deposit page lists every
 * notification with its outcome, so there it is only "a notification came".
 */
export function evidenceOf(
  deposit: Pick<DepositRecord, 'slipUploaded' | 'bankNotification'> &
    Partial<Pick<DepositDetail, 'qrNotifications'>>,
): Evidence[] {
  const bank: Evidence[] = deposit.bankNotification
    ? [`bank_${deposit.bankNotification}`]
    : (deposit.qrNotifications?.length ?? 0) > 0
      ? ['bank']
      : [];
  return [...(deposit.slipUploaded ? (['slip'] as const) : []), ...bank];
}

/** Evidence that needs a second look before verifying: the bank's payment did not match the deposit. */
export const isDoubtful = (evidence: Evidence) =>
  evidence === 'bank_AMOUNT_DIFFERS' || evidence === 'bank_NAME_MISMATCH';

/** The slip's bytes, read by the browser with the staff session cookie (the back office reaches the API at /api). */
export const slipUrl = (id: number) => `/api/admin/deposits/${id}/slip`;
