export type { Order, OrderKind, OrderStage, OrderValues } from './api.ts';
export { type InvestRestriction, investRestrictionOf, useEligibility } from './eligibility.ts';
export { SummaryRow } from './order-parts.tsx';
