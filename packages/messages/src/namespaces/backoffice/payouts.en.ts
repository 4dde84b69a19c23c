import type { Messages } from '../../types.ts';
import type { payoutsTh } from './payouts.th.ts';

/** The back office's payouts screens in English. */
export const payoutsEn: Messages<typeof payoutsTh> = {
  payouts: {
    name_one: 'Payout',
    name_other: 'Payouts',
    fields: {
      ref: 'No.',
      q: 'Search e-mail or order ref',
      orderRef: 'Order',
      email: 'Investor',
      strategyCode: 'Strategy',
      valueDate: 'Value date',
      amount: '$t(orders.amount, {"ns": "common"})',
      tradeDate: '$t(orders.tradeDate, {"ns": "common"})',
      units: 'Units',
      nav: 'NAV per unit',
      fee: '$t(orders.fee, {"ns": "common"})',
      receiveType: '$t(orders.receiveType, {"ns": "common"})',
      accountNumber: 'Destination',
      bankCode: 'Bank',
      status: 'Status',
      batchRef: 'Batch',
      note: 'Note / reference / transaction hash',
      bankReference: 'Bank reference',
      txHash: 'Transaction hash',
      holdReason: 'Held because',
      failureReason: 'Failed because',
      paidAt: 'Paid at',
    },
    show_title: 'Payout {{name}}',
    receiveTypes: {
      BANK: 'Bank account',
      WALLET: 'Wallet',
    },
    sent_with_batch: 'The custodian sends it with its batch',
    statuses: {
      HELD: 'Held',
      PENDING: 'Pending',
      IN_BATCH: 'In batch',
      PAID: 'Paid',
      FAILED: 'Failed',
      RETURNED: 'Returned',
    },
    holds: {
      PAYOUT_BANK_MISSING: 'No bank account',
      PAYOUT_BANK_NOT_VERIFIED: 'Account not verified',
      PAYOUT_BANK_NAME_MISMATCH: 'Account name does not match the investor',
      PAYOUT_WALLET_MISSING: 'No verified wallet',
      PAYOUT_DESTINATION_CHANGED:
        'Account or wallet changed since settlement: re-queue to pay the current one',
    },
    inputs: {
      bankReference: 'Bank reference',
      bankReference_helper: 'Letters, digits, / _ -: 3 to 64 characters',
      reason: 'Reason',
      reason_helper: 'Up to 500 characters',
      note: 'Note',
      note_helper: 'Up to 500 characters',
    },
    actions: {
      paid: {
        button: 'Paid',
        title: 'Record {{name}} as paid by the bank',
        content:
          'Enter the reference the bank gave. The investor is e-mailed with it. Whoever prepared the batch cannot confirm it.',
        confirm: 'Confirm paid',
        done: 'Payment recorded',
      },
      failed: {
        button: 'Failed',
        title: 'Record {{name}} as failed',
        content: "Enter the bank's reason. The investor is e-mailed with what to do.",
        confirm: 'Confirm failed',
        done: 'Failure recorded',
      },
      requeue: {
        button: 'Re-queue',
        title: 'Put {{name}} back in the queue',
        content:
          "It will pay the investor's verified account as it is now; if that account does not pass, it is held with the reason.",
        confirm: 'Re-queue',
        done: 'Back in the queue',
      },
      send: {
        button: 'Send through the custodian',
        title: 'Send {{name}} through the custodian',
        content:
          "The custodian transfers each payout to the investor's wallet at once; its transaction hash becomes the payout's reference. A payout the custodian refuses fails with its reason. Each investor is e-mailed. A sent batch cannot be undone.",
        confirm: 'Confirm send',
        done: 'Sent: {{paid}} paid, {{failed}} failed',
      },
      returned: {
        button: 'Close as returned',
        title: 'Close {{name}} as returned by the bank',
        content: 'It will never be paid. Note what was done with the money.',
        confirm: 'Close it',
        done: 'Closed as returned',
      },
    },
  },
};
