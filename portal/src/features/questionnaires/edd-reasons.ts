import type { EddReason } from './api.ts';

const storageKey = 'eddReasons';
const known: readonly EddReason[] = [
  'HIGH_RISK_COUNTRY',
  'INCOME_BELOW_PLANNED_INVESTMENT',
  'INCOME_NOT_STATED',
];

/** The reasons the AML answer gave, kept for the tab so the EDD page still explains them after a refresh. */
export function rememberEddReasons(reasons: EddReason[]): void {
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify(reasons));
  } catch {
    // Without storage the page lists the documents without the reasons.
  }
}

export function readEddReasons(): EddReason[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(stored) ? known.filter((reason) => stored.includes(reason)) : [];
  } catch {
    return [];
  }
}
