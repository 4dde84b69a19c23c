import {
  investing,
  type KycWaitingAge,
  kycWaitingAges,
  kycWaitingStatuses,
  type StaffAction,
  type StaffRole,
  staffMay,
} from '@fund/domain';
import type { AppContext } from '../../platform/context.ts';
import { staffDeposits } from '../deposits/deposit-queue.ts';
import { listCases } from '../kyc-cases/cases.ts';
import { listNavs } from '../navs/service.ts';
import { staffOrders } from '../orders/queries.ts';
import { staffPayouts } from '../payouts/queries.ts';

/** A count and the list filter it was counted with, so the back office links to exactly these rows. */
export interface QueueCount {
  key: string;
  count: number;
  filter: Record<string, unknown>;
}

/**
 * The promise to investors is a decision within 1-2 days: a case submitted today is under a day old, one from
 * yesterday or the day before is within the promise, anything older is late. Days are Bangkok calendar days, as
 * the queue's "waiting days" column counts them.
 */
const kycAgeDays: Record<KycWaitingAge, { waitingDaysGte?: number; waitingDaysLte?: number }> = {
  UNDER_1_DAY: { waitingDaysLte: 0 },
  DAYS_1_TO_2: { waitingDaysGte: 1, waitingDaysLte: 2 },
  OVER_2_DAYS: { waitingDaysGte: 3 },
};
const kycAges: QueueCount[] = kycWaitingAges.map((key) => ({
  key,
  count: 0,
  filter: { status: 'PENDING', ...kycAgeDays[key] },
}));
/** Cases waiting on compliance (PENDING) or on the investor's revision (REVIEW, and OVERDUE past its deadline). */
const kycStatuses: QueueCount[] = kycWaitingStatuses.map((status) => ({
  key: status,
  count: 0,
  filter: { status },
}));

// Each queue counts what its list's guard lets the role read (the domain's staff permission table).
const queueAction = {
  kycCases: 'read',
  orders: 'read',
  deposits: 'handleDeposits',
  navs: 'read',
  payouts: 'read',
} satisfies Record<string, StaffAction>;

/**
 * The work waiting for staff, each count taken by the very query its list runs (with one row to read), so a
 * count and the list it links to cannot disagree. A queue the role may not read is null.
 */
export async function waitingWork(ctx: AppContext, role: StaffRole) {
  const may = (queue: keyof typeof queueAction) => staffMay(role, queueAction[queue]);
  const caseCount = async (item: QueueCount) => ({
    ...item,
    count: (await listCases(ctx, { filter: item.filter, range: [0, 0] })).total,
  });
  const orders = { key: 'CONFIRM', filter: { stage: 'confirm' } };
  const deposits = { key: 'PENDING', filter: { status: 'PENDING' as const } };
  const navs = { key: 'PENDING', filter: { status: 'PENDING' } };
  // Payouts ready for a bank file, and those held for compliance (an unverified or mismatched account).
  const payouts: QueueCount[] = investing.payoutWaitingStatuses.map((status) => ({
    key: status,
    count: 0,
    filter: { status },
  }));
  const payoutCount = async (item: QueueCount) => ({
    ...item,
    count: (await staffPayouts(ctx, item.filter, ['id', 'DESC'], 0, 1)).total,
  });
  return {
    kycCases: may('kycCases')
      ? {
          byStatus: await Promise.all(kycStatuses.map(caseCount)),
          byAge: await Promise.all(kycAges.map(caseCount)),
        }
      : null,
    orders: may('orders')
      ? { ...orders, count: (await staffOrders(ctx, orders.filter, ['id', 'DESC'], 0, 1)).total }
      : null,
    deposits: may('deposits')
      ? { ...deposits, count: (await staffDeposits(ctx, deposits.filter, ['id', 'DESC'], 0, 1)).total }
      : null,
    navs: may('navs') ? { ...navs, count: (await listNavs(ctx, navs.filter, 'DESC', 0, 1)).total } : null,
    payouts: may('payouts') ? await Promise.all(payouts.map(payoutCount)) : null,
  };
}
