import type { Messages } from '../../types.ts';
import type { payoutBatchesTh } from './payout-batches.th.ts';

/** The back office's payout-batches screens in English. */
export const payoutBatchesEn: Messages<typeof payoutBatchesTh> = {
  'payout-batches': {
    name_one: 'Payout batch',
    name_other: 'Payout batches',
    fields: {
      ref: 'Batch',
      channel: 'Paid through',
      valueDate: 'Value date',
      status: 'Status',
      payoutCount: 'Payouts',
      totalAmount: 'Total (THB)',
      counts: 'Outcome',
      preparedBy: 'Prepared by',
      fileName: 'File',
    },
    channels: {
      BANK: 'Bank file',
      WALLET: 'Wallet',
    },
    statuses: {
      PREPARED: 'Awaiting the outcome',
      PREPARED_BANK: 'Awaiting the bank',
      PREPARED_WALLET: 'Awaiting sending',
      CLOSED: 'Closed',
    },
    counts: 'waiting {{inBatch}} · paid {{paid}} · failed {{failed}}',
    download: 'Download {{name}}',
    own_batch_BANK: 'You prepared this batch: another staff member confirms it',
    own_batch_WALLET: 'You prepared this batch: another staff member sends it through the custodian',
    prepare: {
      button: 'Prepare batch',
      title: 'Prepare a payout batch',
      content:
        'Every pending payout of the chosen channel due by this date goes into one batch; a payout whose account or wallet does not pass is held with the reason.',
      channels: {
        BANK: "Bank file: to the investors' bank accounts",
        WALLET: "Wallet transfer: to the investors' wallets through the custodian",
      },
      confirm: 'Prepare',
      done_one: '{{ref}} prepared: 1 payout, {{held, number}} held',
      done_other: '{{ref}} prepared: {{count, number}} payouts, {{held, number}} held',
    },
  },
};
