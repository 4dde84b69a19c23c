export const settlementCauses = ['NAV_APPROVED', 'ORDER_APPROVED', 'SWITCH_OUT_SETTLED', 'SWEEP'] as const;
export type SettlementCause = (typeof settlementCauses)[number];
export const causeChoices = settlementCauses.map((id) => ({
  id,
  name: `resources.settlements.causes.${id}`,
}));

/** As `GET /admin/settlements` answers: what one settlement run settled, and what made it run. */
export interface SettlementRecord {
  id: number;
  strategyCode: string;
  tradeDate: string;
  nav: string;
  ordersSettled: number;
  unitsIn: string;
  unitsOut: string;
  amountIn: string;
  amountOut: string;
  fees: string;
  cause: SettlementCause;
  /** The staff member whose approval (of the NAV, or of an order after its NAV) settled it; null for the sweep. */
  approvedBy: string | null;
  createdAt: string;
}
