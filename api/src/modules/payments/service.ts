import { investing, kycForms } from '@fund/domain';
import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { markDepositVerified } from '../deposits/deposit-actions.ts';
import { type DepositRow, depositRow } from '../deposits/deposit-view.ts';
import { tradeOnPaymentDate } from '../orders/payment-date.ts';
import type { QrNotificationOutcome } from './notification-view.ts';
import { investorNamesOf } from './payer-name.ts';
import type { QrPaymentNotice } from './qr-notification-token.ts';

export interface NotificationReceipt {
  bankTransactionId: string;
  depositRef: string;
  outcome: QrNotificationOutcome;
  /** False when this bank transaction had already been received: nothing was done the second time. */
  firstDelivery: boolean;
}

/** Why a notification did not verify its deposit, in words for the log and the back office. */
function decide(
  row: DepositRow,
  notice: QrPaymentNotice,
  investorNames: readonly string[],
): { outcome: QrNotificationOutcome; note: string | null } {
  if (row.method !== 'QR_PAYMENT') {
    return {
      outcome: 'DEPOSIT_NOT_QR',
      note: `Deposit ${row.ref} is paid by bank transfer, not by QR; the payment was not applied`,
    };
  }
  if (row.status !== 'PENDING') {
    return {
      outcome: 'DEPOSIT_NOT_PENDING',
      note: `Deposit ${row.ref} was already ${row.status}; the payment was not applied`,
    };
  }
  // Before the amount: a payment from someone else is the graver doubt (the amount's difference shows all the same).
  if (!kycForms.payerNameMatches(notice.payerName, investorNames)) {
    return {
      outcome: 'NAME_MISMATCH',
      note: `Paid by ${notice.payerName ?? 'a payer the bank did not name'}, not in the investor's name; operations decide`,
    };
  }
  if (!investing.dec(notice.amount).equals(row.amount)) {
    return {
      outcome: 'AMOUNT_DIFFERS',
      note: `Paid ${investing.amountString(notice.amount)} THB, the deposit is ${row.amount} THB; operations decide`,
    };
  }
  return { outcome: 'VERIFIED', note: null };
}

async function depositIdOf(ctx: AppContext, reference: string, transaction: Transaction) {
  const [found] = await ctx.sequelize.query<{ id: string }>(
    'SELECT id FROM deposits WHERE qr_reference = :reference',
    { type: QueryTypes.SELECT, replacements: { reference }, transaction },
  );
  return found ? Number(found.id) : null;
}

/**
 * Applies the bank's "paid" notification, in one transaction and exactly once: the deposit named by the QR
 * reference is locked, the bank transaction id is recorded (UNIQUE; already recorded → nothing more happens), and
 * a PENDING QR deposit paid in full by the investor themself is verified as staff verification does it. Any other case is kept with a note
 * for operations, and the deposit is left as it was.
 */
export async function receiveQrNotification(
  ctx: AppContext,
  notice: QrPaymentNotice,
): Promise<NotificationReceipt> {
  return ctx.sequelize.transaction(async (transaction) => {
    const depositId = await depositIdOf(ctx, notice.reference, transaction);
    if (depositId === null) {
      ctx.logger.warn(
        { bankTransactionId: notice.bankTransactionId, reference: notice.reference, amount: notice.amount },
        'QR payment notification for an unknown reference',
      );
      throw new AppError('PAYMENT_REFERENCE_UNKNOWN', 404);
    }
    // Locked first, so two deliveries of one notification queue here and the second finds the first's row.
    const row = await depositRow(ctx, depositId, { transaction, lock: true });
    const { outcome, note } = decide(
      row,
      notice,
      await investorNamesOf(ctx, Number(row.user_id), transaction),
    );
    const inserted = await ctx.sequelize.query<{ id: string }>(
      `INSERT INTO qr_payment_notifications (bank_transaction_id, deposit_id, amount, paid_at, payer_name,
         payer_account, outcome, note, received_at)
       VALUES (:bankTransactionId, :depositId, :amount, :paidAt, :payerName, :payerAccount, :outcome, :note, :now)
       ON CONFLICT (bank_transaction_id) DO NOTHING RETURNING id`,
      {
        type: QueryTypes.SELECT,
        replacements: { ...notice, depositId, outcome, note, now: ctx.clock.now() },
        transaction,
      },
    );
    if (inserted.length === 0) {
      const [earlier] = await ctx.sequelize.query<{ outcome: QrNotificationOutcome; ref: string }>(
        `SELECT n.outcome, d.ref FROM qr_payment_notifications n JOIN deposits d ON d.id = n.deposit_id
         WHERE n.bank_transaction_id = :bankTransactionId`,
        {
          type: QueryTypes.SELECT,
          replacements: { bankTransactionId: notice.bankTransactionId },
          transaction,
        },
      );
      return {
        bankTransactionId: notice.bankTransactionId,
        depositRef: earlier!.ref,
        outcome: earlier!.outcome,
        firstDelivery: false,
      };
    }
    if (outcome === 'VERIFIED') {
      // The bank's time of payment decides the NAV the paid orders trade at, as a slip's time does.
      await tradeOnPaymentDate(ctx, Number(row.id), notice.paidAt, transaction);
      await markDepositVerified(ctx, transaction, row, {
        kind: 'bank',
        bankTransactionId: notice.bankTransactionId,
      });
    } else {
      ctx.logger.warn(
        { bankTransactionId: notice.bankTransactionId, depositId, outcome, note },
        'QR payment not applied',
      );
    }
    return { bankTransactionId: notice.bankTransactionId, depositRef: row.ref, outcome, firstDelivery: true };
  });
}
