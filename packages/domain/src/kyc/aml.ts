/**
 * AML questionnaire outcome (spec §3 "AML questionnaire", DESIGN §4 "AML"): income from a high-risk country, or
 * an income range that does not fit the planned investment, raises enhanced due diligence (EDD): 6 months of
 * bank statements plus a supporting document.
 */

/**
 * High-risk jurisdictions (ISO 3166-1 alpha-2): the FATF "call for action" list and its "increased monitoring"
 * list as published after the June 2025 plenary. Compliance reviews it after each FATF plenary; a change is a new
 * AML questionnaire version.
 */
export const amlHighRiskCountries: readonly string[] = [
  // call for action
  'KP',
  'IR',
  'MM',
  // increased monitoring
  'DZ',
  'AO',
  'BO',
  'BG',
  'BF',
  'CM',
  'CI',
  'HR',
  'CD',
  'HT',
  'KE',
  'LA',
  'LB',
  'MC',
  'MZ',
  'NA',
  'NP',
  'NG',
  'ZA',
  'SS',
  'SY',
  'VE',
  'VN',
  'VG',
  'YE',
];

/** incomeRange options, highest first (spec order). */
export const amlIncomeRanges = ['OVER_500K', 'FROM_100K', 'FROM_20K', 'UNDER_20K'] as const;
export type AmlIncomeRange = (typeof amlIncomeRanges)[number];

/**
 * The least a new investor puts in: 2 strategies (the minimum picked) × 10,000 baht (the minimum first investment
 * per strategy), spec §9. An income range wholly below it does not fit the planned investment.
 */
export const plannedFirstInvestmentBaht = 2 * 10_000;

const incomeRangeFloorBaht: Record<AmlIncomeRange, number> = {
  OVER_500K: 500_000,
  FROM_100K: 100_000,
  FROM_20K: 20_000,
  UNDER_20K: 0,
};

export interface AmlOutcomeInput {
  /** ISO 3166-1 alpha-2 code of the country of the source of income. */
  countryIncome: string;
  /** A listed range, or 'OTHER' when the customer described it in free text (it cannot be checked). */
  incomeRange: AmlIncomeRange | 'OTHER';
}

/** What raises enhanced due diligence, as `eddReasons` names it. */
export const amlEddReasons = [
  'HIGH_RISK_COUNTRY',
  'INCOME_BELOW_PLANNED_INVESTMENT',
  'INCOME_NOT_STATED',
] as const;
export type EddReason = (typeof amlEddReasons)[number];

/** Why enhanced due diligence is needed; empty when it is not. */
export function eddReasons(
  input: AmlOutcomeInput,
  highRisk: readonly string[] = amlHighRiskCountries,
): EddReason[] {
  const reasons: EddReason[] = [];
  if (highRisk.includes(input.countryIncome.toUpperCase())) reasons.push('HIGH_RISK_COUNTRY');
  if (input.incomeRange === 'OTHER') reasons.push('INCOME_NOT_STATED');
  else if (incomeRangeFloorBaht[input.incomeRange] < plannedFirstInvestmentBaht) {
    reasons.push('INCOME_BELOW_PLANNED_INVESTMENT');
  }
  return reasons;
}

export function isEddRequired(
  input: AmlOutcomeInput,
  highRisk: readonly string[] = amlHighRiskCountries,
): boolean {
  return eddReasons(input, highRisk).length > 0;
}
