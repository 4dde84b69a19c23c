import type { PayoutsMessages } from './payouts.th.ts';

/** A redemption's payout on the order page and in the history (English). */
export const payoutsEn: PayoutsMessages = {
  title: 'Your payout',
  amount: 'Amount you receive (THB)',
  account: 'Paid to',
  accountEnding: '{{bank}} ending {{ending}}',
  wallet: 'Wallet {{network}} {{address}}',
  valueDate: 'Value date',
  reference: 'Bank reference',
  txHash: 'Transaction hash',
  paidAt: 'Paid at',
  failureReason: 'Why the transfer failed',
  column: 'Payout',
  brief: '{{status}} · {{date}}',
  whatToDo:
    'Please check that your bank account is open and in your name. To use another account, send a change request from your profile. Your money is safe: we pay it again once the account is ready.',
  status: {
    HELD: 'Account being checked',
    PENDING: 'Pending',
    IN_BATCH: 'Being transferred',
    PAID: 'Paid',
    FAILED: 'Transfer failed',
    RETURNED: 'Returned by the bank',
  },
};
