/**
 * What made a settlement run (DESIGN §4): the approval of its NAV, an order approved after its NAV, switch-ins
 * paid by their out leg, or the sweep that settles an approved order an approval left behind.
 */
export const settlementCauses = ['NAV_APPROVED', 'ORDER_APPROVED', 'SWITCH_OUT_SETTLED', 'SWEEP'] as const;
export type SettlementCauseName = (typeof settlementCauses)[number];
