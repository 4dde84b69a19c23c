/**
 * The reconciliation of our ledger and payouts against the custodian: what started it (the daily schedule, a NAV
 * approval, a staff member on demand), whether it found breaks, and what a break is of (a strategy's units held,
 * or baht paid out).
 */
export const reconciliationCauses = ['SCHEDULE', 'NAV_APPROVED', 'ON_DEMAND'] as const;
export type ReconciliationCause = (typeof reconciliationCauses)[number];
export const reconciliationStatuses = ['CLEAN', 'BREAKS'] as const;
export type ReconciliationStatus = (typeof reconciliationStatuses)[number];
export const reconciliationBreakKinds = ['UNITS', 'CASH'] as const;
export type ReconciliationBreakKind = (typeof reconciliationBreakKinds)[number];
