import type { Answer, ItemOf } from '@fund/contract';

export const settlementCauses = ['NAV_APPROVED', 'ORDER_APPROVED', 'SWITCH_OUT_SETTLED', 'SWEEP'] as const;
export type SettlementCause = (typeof settlementCauses)[number];
export const causeChoices = settlementCauses.map((id) => ({
  id,
  name: `resources.settlements.causes.${id}`,
}));

/** As `GET /admin/settlements` answers: what one settlement run settled, and what made it run. */
export type SettlementRecord = ItemOf<Answer<'/admin/settlements'>>;
