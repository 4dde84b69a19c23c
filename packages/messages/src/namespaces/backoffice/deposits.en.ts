import type { Messages } from '../../types.ts';
import type { depositsTh } from './deposits.th.ts';

/** The back office's deposits screens in English. */
export const depositsEn: Messages<typeof depositsTh> = {
  deposits: {
    name: 'Deposits',
    fields: {
      ref: 'Reference',
      investor: 'Investor',
      email: 'Investor e-mail',
      amount: '$t(orders.amount, {"ns": "common"})',
      method: 'Payment method',
      status: 'Status',
      createdAt: 'Created',
      verifiedAt: 'Verified',
      verifiedBy: 'Verified by',
      qrReference: 'Payment reference',
      bankAccountName: 'Investor’s bank account name',
      rejectReason: 'Reject reason',
      slip: 'Transfer slip',
      evidence: 'Evidence of payment',
      q: 'Search reference, e-mail or name',
    },
    statuses: {
      AWAITING_SLIP: 'Awaiting slip',
      PENDING: 'To verify',
      VERIFIED: 'Verified',
      REJECTED: 'Rejected',
    },
    methods: {
      BANK_TRANSFER: '$t(orders.bankTransfer, {"ns": "common"})',
      QR_PAYMENT: 'PromptPay QR',
    },
    slip: {
      none: 'The investor has not uploaded a slip yet',
      image: 'Slip of {{ref}}',
      open: 'Download the slip full size',
      pdf: 'Download the slip (PDF)',
    },
    evidence: {
      slip: 'Slip',
      bank: 'Bank notification',
      bank_MATCHED: 'Bank notification: matches',
      bank_AMOUNT_DIFFERS: 'Bank notification: amount differs',
      bank_NAME_MISMATCH: 'Bank notification: payer is not the investor',
      none: 'No evidence',
      verify_warning:
        'This deposit has neither a slip nor a payment notification from the bank. Check the company account’s statement for the full amount before verifying.',
    },
    orders: 'Orders paid by this deposit',
    qrNotifications: {
      title: 'QR payment notifications from the bank',
      bankTransactionId: 'Bank transaction id',
      amount: '$t(orders.amountPaid, {"ns": "common"})',
      paidAt: 'Paid',
      payer: 'Payer',
      outcome: 'Outcome',
      amountDiffers: 'Amount differs',
      outcomes: {
        VERIFIED: 'Verified automatically',
        AMOUNT_DIFFERS: 'Amount differs; operations decide',
        NAME_MISMATCH: 'Payer is not the investor; deposit stays pending, operations decide',
        DEPOSIT_NOT_PENDING: 'Deposit already decided; payment not applied, operations decide',
        DEPOSIT_NOT_QR: 'Bank transfer deposit; payment not applied, operations decide',
      },
      verifiedByBank: 'System: the bank’s QR payment notification (transaction {{id}})',
    },
    actions: {
      approve: {
        button: 'Verify',
        title: 'Verify deposit {{ref}}?',
        content:
          'The full amount is in the company account and the payer’s name matches the investor. The orders it pays can then be approved.',
        confirm: 'Confirm verification',
        done: 'Deposit verified',
      },
      reject: {
        button: 'Reject',
        title: 'Reject deposit {{ref}}',
        content: 'The investor is e-mailed this reason, e.g. the payer’s name does not match the investor.',
        confirm: 'Confirm rejection',
        done: 'Deposit rejected',
      },
    },
  },
};
