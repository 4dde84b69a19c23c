import type { Answer, ItemOf } from '@fund/contract';
import { investing } from '@fund/domain';
import { catalogueChoices } from '../../components/catalogue-choices.ts';

export const navStatusChoices = catalogueChoices(investing.navStatuses, 'resources.navs.statuses');

/**
 * As `GET /admin/navs` answers; the id is the strategy code and the date, `M-BTC_2026-12-08`. `enteredByMe` says
 * whether the signed-in staff member entered it.
 */
export type NavRecord = ItemOf<Answer<'/admin/navs'>>;

export type SettlementTotals = NavApproval['settlement'];

/**
 * `POST /admin/navs/:id/approve` answers the approved NAV (its staff ids as numbers, unlike the list's rows) and
 * what its approval settled.
 */
export type NavApproval = Answer<'/admin/navs/{id}/approve', 'post'>;

/** As the API takes it: up to 16 digits, up to 4 decimals, more than zero. */
export function navValueError(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const text = String(value).trim();
  if (!/^\d{1,16}(\.\d{1,4})?$/.test(text)) return 'resources.navs.validation.format';
  if (!/[1-9]/.test(text)) return 'resources.navs.validation.positive';
  return undefined;
}
