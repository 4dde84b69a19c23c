import type { Answer, ItemOf } from '@fund/contract';
import { investing } from '@fund/domain';

export const depositStatuses = investing.paymentStatuses;
export type DepositStatus = investing.PaymentStatus;
export const depositMethods = investing.paymentMethods;
export type DepositMethod = investing.PaymentMethod;

export const statusChoices = depositStatuses.map((id) => ({ id, name: `resources.deposits.statuses.${id}` }));
export const methodChoices = depositMethods.map((id) => ({ id, name: `resources.deposits.methods.${id}` }));

/**
 * As `GET /admin/deposits` answers each row; `bankNotification` is what the bank's latest checked QR payment
 * notification says, null when none came.
 */
export type DepositRecord = ItemOf<Answer<'/admin/deposits'>>;
export type BankNotificationEvidence = NonNullable<DepositRecord['bankNotification']>;

/** As `GET /admin/deposits/:id` answers: the row, the name on the investor's bank account, the slip, the orders. */
export type DepositDetail = Answer<'/admin/deposits/{id}'>;

/** A payment notification the bank sent for the deposit's QR reference. */
export type QrNotification = ItemOf<DepositDetail['qrNotifications']>;
export type QrNotificationOutcome = QrNotification['outcome'];

export type Evidence = 'slip' | 'bank' | `bank_${BankNotificationEvidence}`;

/**
 * What shows the money arrived: the investor's slip, the bank's QR payment notification. A queue row says what the
 * latest notification found (matched, amount differs, payer not the investor); the deposit page lists every
 * notification with its outcome, so there it is only "a notification came".
 */
export function evidenceOf(
  deposit: Pick<DepositRecord, 'slipUploaded'> &
    Partial<Pick<DepositRecord, 'bankNotification'> & Pick<DepositDetail, 'qrNotifications'>>,
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
