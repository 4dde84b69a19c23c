import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';

export type QrNotificationOutcome =
  | 'VERIFIED'
  | 'AMOUNT_DIFFERS'
  | 'NAME_MISMATCH'
  | 'DEPOSIT_NOT_PENDING'
  | 'DEPOSIT_NOT_QR';

/** A bank notification as operations read it on the deposit's page. */
export interface QrNotificationView {
  bankTransactionId: string;
  amount: string;
  paidAt: string;
  payerName: string | null;
  payerAccount: string | null;
  outcome: QrNotificationOutcome;
  amountDiffers: boolean;
  note: string | null;
  receivedAt: string;
}

/** The QR payment notifications the bank sent for a deposit, oldest first. */
export async function qrNotificationsOf(ctx: AppContext, depositId: number): Promise<QrNotificationView[]> {
  const rows = await ctx.sequelize.query<{
    bank_transaction_id: string;
    amount: string;
    paid_at: Date;
    payer_name: string | null;
    payer_account: string | null;
    outcome: QrNotificationOutcome;
    amount_differs: boolean;
    note: string | null;
    received_at: Date;
  }>(
    `SELECT n.bank_transaction_id, n.amount::text, n.paid_at, n.payer_name, n.payer_account, n.outcome,
       n.amount <> d.amount AS amount_differs, n.note, n.received_at
     FROM qr_payment_notifications n JOIN deposits d ON d.id = n.deposit_id
     WHERE n.deposit_id = :depositId ORDER BY n.received_at, n.id`,
    { type: QueryTypes.SELECT, replacements: { depositId } },
  );
  return rows.map((row) => ({
    bankTransactionId: row.bank_transaction_id,
    amount: row.amount,
    paidAt: new Date(row.paid_at).toISOString(),
    payerName: row.payer_name,
    payerAccount: row.payer_account,
    outcome: row.outcome,
    amountDiffers: row.amount_differs,
    note: row.note,
    receivedAt: new Date(row.received_at).toISOString(),
  }));
}
