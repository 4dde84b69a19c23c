import type { Messages } from '../../types.ts';
import type { settlementsTh } from './settlements.th.ts';

/** The back office's settlements screens in English. */
export const settlementsEn: Messages<typeof settlementsTh> = {
  settlements: {
    name_one: 'Settlement',
    name_other: 'Settlements',
    fields: {
      tradeDate: '$t(orders.tradeDate, {"ns": "common"})',
      strategyCode: 'Strategy',
      nav: 'NAV',
      ordersSettled: 'Orders settled',
      unitsIn: 'Units in',
      unitsOut: 'Units out',
      amountIn: 'Amount in (THB)',
      amountOut: 'Amount out (THB)',
      fees: 'Fees (THB)',
      cause: 'Cause',
      approvedBy: 'Approved by',
      createdAt: 'Time',
    },
    causes: {
      NAV_APPROVED: 'NAV approved',
      ORDER_APPROVED: 'Order approved after its NAV',
      SWITCH_OUT_SETTLED: 'Switch-out settled',
      SWEEP: 'Sweep of pending settlements',
    },
    orders_link: 'View orders',
  },
};
