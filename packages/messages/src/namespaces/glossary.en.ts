import type { Messages } from '../types.ts';
import type { glossary as th } from './glossary.th.ts';

const orderStages = {
  confirm: 'Awaiting approval',
  approved: 'Approved, awaiting NAV',
  success: 'Completed',
  reject: 'Rejected',
  cancelled: 'Cancelled',
};

const paymentStatus = {
  UNPAID: 'Awaiting payment',
  AWAITING_SLIP: 'Awaiting payment',
  PENDING: 'Payment being checked',
  VERIFIED: 'Paid',
  REJECTED: 'Payment rejected',
};

/** The one name of each investing word in English. */
export const glossary: Messages<typeof th> = {
  orderKinds: { increase: 'Increase', reduce: 'Reduce', switch: 'Switch' },
  invest: 'Invest',
  orderStages,
  paymentStatus,
  // What an investor waits for: the stage, or for an increase in confirm, its payment.
  orderStatuses: {
    ...orderStages,
    awaitingPayment: paymentStatus.UNPAID,
    paymentChecking: paymentStatus.PENDING,
    paymentRejected: paymentStatus.REJECTED,
  },
  preliminary: 'Awaiting NAV',
};
