import { investing, type SuitabilityRiskType, suitabilityBands } from '@fund/domain';

type Text = { th: string; en: string };

/** As `GET /admin/strategies` answers; the id is the fund code. Rates are fractions ("0.0025" = 0.25 %). */
export interface StrategyRecord {
  id: string;
  code: string;
  name: Text;
  summary: Text;
  riskLevel: number;
  minBand: SuitabilityRiskType;
  increaseFeeRate: string;
  switchInFeeRate: string;
  reduceFeeRate: string;
  managementFeeRate: string;
  /** Disclosed only: the manager charges it within the NAV, never off an order. */
  performanceFeeRate: string;
  totalCostRate: string;
  minFirstInvestment: string;
  minNextInvestment: string;
  minReductionValue: string;
  nav: string | null;
  navDate: string | null;
  updatedAt: string;
}

/**
 * As `GET /admin/strategies/:code` answers: the row plus, read-only, the rest of spec §3 Strategy (dates are
 * calendar days; `dealing` holds the dealing days, period, cut-off time and settlement period).
 */
export interface StrategyDetail extends StrategyRecord {
  type: Text;
  startPrice: string;
  currencyPolicy: Text | null;
  dividendPolicy: Text | null;
  registrationDate: string | null;
  manager: Text | null;
  trustee: Text | null;
  managementModel: Text | null;
  managementStartDate: string | null;
  dealing: {
    increaseDays?: Text;
    reduceDays?: Text;
    period?: Text;
    cutOff?: string;
    settlement?: Text;
  } | null;
  suitableFor: Text | null;
  unsuitableFor: Text | null;
}

/** Operations and admins change strategies; every staff role reads them (the API checks the same). */
export function canKeepStrategies(role: unknown): boolean {
  return role === 'operations' || role === 'admin';
}

export const bandTypes = suitabilityBands.map((band) => band.type);
export const bandChoices = bandTypes.map((id) => ({ id, name: `resources.strategies.bands.${id}` }));
export const riskLevelChoices = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({ id, name: String(id) }));

export const rateFields = [
  'increaseFeeRate',
  'switchInFeeRate',
  'reduceFeeRate',
  'managementFeeRate',
  'performanceFeeRate',
  'totalCostRate',
] as const;
export type RateField = (typeof rateFields)[number];

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

/**
 * The most each rate may be, in percent: the API's limits (its table's CHECKs) shown to people. A rate has at
 * most 6 decimal places as a fraction, so at most 4 as a percentage.
 */
export const maxPercent: Record<RateField, string> = {
  increaseFeeRate: '10',
  switchInFeeRate: '10',
  reduceFeeRate: '50',
  managementFeeRate: '10',
  performanceFeeRate: '50',
  totalCostRate: '20',
};

/** Spec §9: the first investment and each top-up are at least 10,000 baht. */
export const investmentFloor = '10000';

/** A stored fraction as the percentage people read: "0.0025" → "0.25" (decimal arithmetic, never a float). */
export function rateToPercent(rate: string): string {
  return investing.dec(rate).times(100).toString();
}

/** A percentage typed by a person as the fraction the API stores: "0.25" → "0.0025". */
export function percentToRate(percent: string): string {
  return investing.dec(percent.trim()).dividedBy(100).toString();
}

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
    increaseFeePercent: rateToPercent(record.increaseFeeRate),
    switchInFeePercent: rateToPercent(record.switchInFeeRate),
    reduceFeePercent: rateToPercent(record.reduceFeeRate),
    managementFeePercent: rateToPercent(record.managementFeeRate),
    performanceFeePercent: rateToPercent(record.performanceFeeRate),
    totalCostPercent: rateToPercent(record.totalCostRate),
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
        percentToRate(String(values[percentFieldOf[field] as PercentField])),
      ]),
    ) as Record<RateField, string>),
    minFirstInvestment: String(values.minFirstInvestment).trim(),
    minNextInvestment: String(values.minNextInvestment).trim(),
    minReductionValue: String(values.minReductionValue).trim(),
  };
}

const formatBaht = (value: string) => value.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const percentPattern = /^\d{1,3}(\.\d{1,4})?$/;
const bahtPattern = /^\d{1,15}(\.\d{1,2})?$/;

/** A validation failure as react-admin takes it: a message key, with its arguments when it has any. */
export type ValidationError = string | { message: string; args: Record<string, string> } | undefined;

/** A percentage the API would take as a rate: up to 4 decimals, from 0 up to the rate's maximum. */
export function percentError(field: RateField, value: unknown): ValidationError {
  const text = value === null || value === undefined ? '' : String(value).trim();
  if (text === '') return 'ra.validation.required';
  if (!percentPattern.test(text)) return 'resources.strategies.validation.percent_format';
  if (investing.dec(text).gt(maxPercent[field])) {
    return { message: 'resources.strategies.validation.percent_max', args: { max: maxPercent[field] } };
  }
  return undefined;
}

/** Baht with up to 2 decimals, above 0, and at least `floor` when given. */
export function bahtError(value: unknown, floor?: string): ValidationError {
  const text = value === null || value === undefined ? '' : String(value).trim();
  if (text === '') return 'ra.validation.required';
  if (!bahtPattern.test(text)) return 'resources.strategies.validation.baht_format';
  if (investing.dec(text).lte(0)) return 'resources.strategies.validation.positive';
  if (floor && investing.dec(text).lt(floor)) {
    return { message: 'resources.strategies.validation.below_floor', args: { min: formatBaht(floor) } };
  }
  return undefined;
}
