import type { Answer, ItemOf } from '@fund/contract';
import {
  investing,
  type SuitabilityRiskType,
  suitabilityRiskTypes,
  type BilingualText as Text,
} from '@fund/domain';

/** As `GET /admin/strategies` answers; the id is the fund code. Rates are fractions ("0.0025" = 0.25 %). */
export type StrategyRecord = ItemOf<Answer<'/admin/strategies'>>;

/**
 * As `GET /admin/strategies/:code` answers: the row plus, read-only, the rest of spec §3 Strategy (dates are
 * calendar days; `dealing` holds the dealing days, period, cut-off time and settlement period).
 */
export type StrategyDetail = Answer<'/admin/strategies/{code}'>;

export const bandChoices = suitabilityRiskTypes.map((id) => ({
  id,
  name: `resources.strategies.bands.${id}`,
}));
export const riskLevelChoices = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({ id, name: String(id) }));

export const rateFields = investing.feeRateFields;
export type RateField = investing.FeeRateField;

/** The form's name for each rate: people read and type percentages. */
export const percentFieldOf = {
  increaseFeeRate: 'increaseFeePercent',
  switchInFeeRate: 'switchInFeePercent',
  reduceFeeRate: 'reduceFeePercent',
  managementFeeRate: 'managementFeePercent',
  performanceFeeRate: 'performanceFeePercent',
  totalCostRate: 'totalCostPercent',
} as const satisfies Record<RateField, string>;
type PercentField = (typeof percentFieldOf)[RateField];

/** What the edit form holds: the record's editable fields, rates as percentages. */
export interface StrategyFormValues {
  id: string;
  code: string;
  name: Text;
  summary: Text;
  riskLevel: number;
  minBand: SuitabilityRiskType;
  increaseFeePercent: string;
  switchInFeePercent: string;
  reduceFeePercent: string;
  managementFeePercent: string;
  performanceFeePercent: string;
  totalCostPercent: string;
  minFirstInvestment: string;
  minNextInvestment: string;
  minReductionValue: string;
}

export function toFormValues(record: StrategyRecord): StrategyFormValues {
  return {
    id: record.id,
    code: record.code,
    name: record.name,
    summary: record.summary,
    riskLevel: record.riskLevel,
    minBand: record.minBand,
    increaseFeePercent: investing.rateToPercent(record.increaseFeeRate),
    switchInFeePercent: investing.rateToPercent(record.switchInFeeRate),
    reduceFeePercent: investing.rateToPercent(record.reduceFeeRate),
    managementFeePercent: investing.rateToPercent(record.managementFeeRate),
    performanceFeePercent: investing.rateToPercent(record.performanceFeeRate),
    totalCostPercent: investing.rateToPercent(record.totalCostRate),
    minFirstInvestment: record.minFirstInvestment,
    minNextInvestment: record.minNextInvestment,
    minReductionValue: record.minReductionValue,
  };
}

const trimText = (text: Text): Text => ({ th: text.th.trim(), en: text.en.trim() });

/** The `PUT /admin/strategies/:code` body: only the fields the API takes, rates back as fractions. */
export function toUpdateBody(values: StrategyFormValues) {
  return {
    name: trimText(values.name),
    summary: trimText(values.summary),
    riskLevel: Number(values.riskLevel),
    minBand: values.minBand,
    ...(Object.fromEntries(
      rateFields.map((field) => [
        field,
        investing.percentToRate(String(values[percentFieldOf[field] as PercentField])),
      ]),
    ) as Record<RateField, string>),
    minFirstInvestment: String(values.minFirstInvestment).trim(),
    minNextInvestment: String(values.minNextInvestment).trim(),
    minReductionValue: String(values.minReductionValue).trim(),
  };
}

const formatBaht = (value: string) => value.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The domain's floor for first investments and top-ups as the form's hint names it ("10,000"). */
export const investmentFloorText = formatBaht(investing.dec(investing.investmentFloor).toString());

/** A validation failure as react-admin takes it: a message key, with its arguments when it has any. */
export type ValidationError = string | { message: string; args: Record<string, string> } | undefined;

/** A percentage the API would take as a rate: up to 4 decimals, from 0 up to the rate's maximum. */
export function percentError(field: RateField, value: unknown): ValidationError {
  const text = value === null || value === undefined ? '' : String(value).trim();
  if (text === '') return 'ra.validation.required';
  const problem = investing.feePercentProblem(field, text);
  if (problem === 'format') return 'resources.strategies.validation.percent_format';
  if (problem === 'max') {
    return {
      message: 'resources.strategies.validation.percent_max',
      args: { max: investing.maximumPercent(field) },
    };
  }
  return undefined;
}

/** Baht with up to 2 decimals, above 0, and at least `floor` when given. */
export function bahtError(value: unknown, floor?: string): ValidationError {
  const text = value === null || value === undefined ? '' : String(value).trim();
  if (text === '') return 'ra.validation.required';
  if (!investing.amountPattern.test(text)) return 'resources.strategies.validation.baht_format';
  if (investing.dec(text).lte(0)) return 'resources.strategies.validation.positive';
  if (floor && investing.dec(text).lt(floor)) {
    return {
      message: 'resources.strategies.validation.below_floor',
      args: { min: formatBaht(investing.dec(floor).toString()) },
    };
  }
  return undefined;
}
