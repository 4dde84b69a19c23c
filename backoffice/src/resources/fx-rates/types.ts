import type { Answer, ItemOf } from '@fund/contract';
import { investing } from '@fund/domain';
import { catalogueChoices } from '../../components/catalogue-choices.ts';

export const fxRateStatusChoices = catalogueChoices(investing.fxRateStatuses, 'resources.fx-rates.statuses');

/**
 * As `GET /admin/fx-rates` answers: THB per 1 USD of one business date, whose id is the date itself. `enteredByMe`
 * says whether the signed-in staff member entered it.
 */
export type FxRateRecord = ItemOf<Answer<'/admin/fx-rates'>>;

/** As the API takes it: a decimal with up to 6 places, within the domain's bounds (10 to 100 THB per USD). */
export function fxRateValueError(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const text = String(value).trim();
  if (!/^\d{1,14}(\.\d{1,6})?$/.test(text)) return 'resources.fx-rates.validation.format';
  const rate = investing.dec(text);
  if (rate.lessThan(investing.fxRateBounds.min) || rate.greaterThan(investing.fxRateBounds.max))
    return 'resources.fx-rates.validation.range';
  return undefined;
}
