export const navStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type NavStatus = (typeof navStatuses)[number];
export const navStatusChoices = navStatuses.map((id) => ({ id, name: `resources.navs.statuses.${id}` }));

/**
 * As `GET /admin/navs` answers; the id is the strategy code and the date, `M-BTC_2026-12-08`. `enteredByMe` says
 * whether the signed-in staff member entered it.
 */
export interface NavRecord {
  id: string;
  strategyCode: string;
  navDate: string;
  nav: string;
  status: NavStatus;
  demo: boolean;
  enteredBy: number | null;
  enteredByEmail: string | null;
  enteredByMe: boolean;
  enteredAt: string;
  approvedBy: number | null;
  approvedByEmail: string | null;
  approvedAt: string | null;
  rejectReason: string | null;
}

export interface SettlementTotals {
  ordersSettled: number;
  unitsIn: string;
  unitsOut: string;
  amountIn: string;
  amountOut: string;
  fees: string;
  /** Set when the settlementOrder flag is off: the NAV is approved and its orders wait. */
  paused?: true;
}

/** `POST /admin/navs/:id/approve` answers the NAV and what its approval settled. */
export interface NavApproval {
  nav: NavRecord;
  settlement: SettlementTotals;
}

/** As the API takes it: up to 16 digits, up to 4 decimals, more than zero. */
export function navValueError(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const text = String(value).trim();
  if (!/^\d{1,16}(\.\d{1,4})?$/.test(text)) return 'resources.navs.validation.format';
  if (!/[1-9]/.test(text)) return 'resources.navs.validation.positive';
  return undefined;
}
