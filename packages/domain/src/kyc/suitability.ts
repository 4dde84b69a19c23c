/**
 * Suitability (risk assessment) scoring, DESIGN §4 "Suitability" and spec §9 "Risk score bands": 19 questions
 * on 3 pages; each single-choice option scores 1-4 from the most conservative to the most aggressive;
 * investTypeExperience (the only multiple choice) scores its highest chosen option.
 * Score = round(100 × (raw − 19) ÷ (76 − 19)), so 0-100.
 */
export const suitabilityPages = [
  [
    'ageRange',
    'education',
    'monthlyRate',
    'financialStatus',
    'totalAsset',
    'totalAssetInvest',
    'totalAssetCrypto',
    'ratioAsset',
  ],
  [
    'investTypeExperience',
    'experience',
    'knowledgeCrypto',
    'experienceCrypto',
    'reasonRegister',
    'investTimeRange',
  ],
  ['highRiskInvestmentOpinion', 'riskRatio', 'riskPercentage', 'exchangeRateRiskRatio', 'ifLoss'],
] as const;

export type SuitabilityQuestionKey = (typeof suitabilityPages)[number][number];

export const suitabilityQuestionKeys: readonly SuitabilityQuestionKey[] = suitabilityPages.flat();

/** The only question that takes more than one answer (spec §5). */
export const suitabilityMultipleChoiceKey: SuitabilityQuestionKey = 'investTypeExperience';

export const suitabilityRawMin = suitabilityQuestionKeys.length; // 19 × 1
export const suitabilityRawMax = suitabilityQuestionKeys.length * 4; // 19 × 4 = 76

/** How long a completed assessment stays valid (DESIGN §4: 2 years, then it must be redone). */
export const suitabilityValidityYears = 2;

/** The risk bands from the lowest to the highest: an investor's assessment and a strategy's minimum. */
export const suitabilityRiskTypes = ['LOW', 'MODERATE', 'HIGH', 'VERY_HIGH'] as const;
export type SuitabilityRiskType = (typeof suitabilityRiskTypes)[number];

export interface SuitabilityBand {
  type: SuitabilityRiskType;
  minScore: number;
  maxScore: number;
  /** Share of investable money suggested for digital-asset funds, in percent. maxShare null means "or more". */
  suggestedShare: { minPercent: number; maxPercent: number | null };
  label: { th: string; en: string };
}

export const suitabilityBands: readonly SuitabilityBand[] = [
  {
    type: 'LOW',
    minScore: 0,
    maxScore: 20,
    suggestedShare: { minPercent: 1, maxPercent: 10 },
    label: { th: 'ความเสี่ยงต่ำ', en: 'Low Risk' },
  },
  {
    type: 'MODERATE',
    minScore: 21,
    maxScore: 44,
    suggestedShare: { minPercent: 11, maxPercent: 15 },
    label: { th: 'ความเสี่ยงปานกลาง', en: 'Moderate Risk' },
  },
  {
    type: 'HIGH',
    minScore: 45,
    maxScore: 60,
    suggestedShare: { minPercent: 16, maxPercent: 30 },
    label: { th: 'ความเสี่ยงสูง', en: 'High Risk' },
  },
  {
    type: 'VERY_HIGH',
    minScore: 61,
    maxScore: 100,
    suggestedShare: { minPercent: 31, maxPercent: null },
    label: { th: 'ความเสี่ยงสูงมาก', en: 'Very High Risk' },
  },
];

/** The 0-100 score of a raw sum of option scores (19-76). */
export function suitabilityScoreFromRaw(raw: number): number {
  if (!Number.isInteger(raw) || raw < suitabilityRawMin || raw > suitabilityRawMax) {
    throw new RangeError(`raw suitability score out of range: ${raw}`);
  }
  return Math.round((100 * (raw - suitabilityRawMin)) / (suitabilityRawMax - suitabilityRawMin));
}

/** The band of a 0-100 score: 0-20 Low, 21-44 Moderate, 45-60 High, 61-100 Very High. */
export function suitabilityBandOf(score: number): SuitabilityBand {
  if (!Number.isInteger(score) || score < 0 || score > 100) {
    throw new RangeError(`suitability score out of range: ${score}`);
  }
  return suitabilityBands.find((band) => score >= band.minScore && score <= band.maxScore)!;
}

/**
 * The raw sum of the option scores chosen for each question: one score per single-choice question, the
 * highest for the multiple choice. Each score must be 1-4 and every question answered.
 */
export function suitabilityRawScore(
  chosen: Readonly<Record<SuitabilityQuestionKey, readonly number[]>>,
): number {
  let raw = 0;
  for (const key of suitabilityQuestionKeys) {
    const scores = chosen[key];
    if (!scores || scores.length === 0) throw new RangeError(`suitability question not answered: ${key}`);
    if (scores.length > 1 && key !== suitabilityMultipleChoiceKey) {
      throw new RangeError(`suitability question takes one answer: ${key}`);
    }
    for (const score of scores) {
      if (!Number.isInteger(score) || score < 1 || score > 4)
        throw new RangeError(`option score out of range: ${key}`);
    }
    raw += Math.max(...scores);
  }
  return raw;
}

/** How many days before its expiry the investor is told, in the portal and by e-mail, to redo the assessment. */
export const suitabilityExpiryNoticeDays = 30;

/** Where an assessment stands: valid, near its expiry, or expired. */
export const suitabilityStandings = ['VALID', 'EXPIRING', 'EXPIRED'] as const;
export type SuitabilityStanding = (typeof suitabilityStandings)[number];

/**
 * Where an assessment that expires at `expiresAt` stands at `now`: EXPIRING from 30 days (of 24 hours) before, to
 * the instant; EXPIRED from the instant itself, when increases and switches are refused until it is redone
 * (reductions stay allowed: an investor may always take money out).
 */
export function suitabilityStanding(expiresAt: Date, now: Date): SuitabilityStanding {
  if (now.getTime() >= expiresAt.getTime()) return 'EXPIRED';
  const noticeFrom = expiresAt.getTime() - suitabilityExpiryNoticeDays * 24 * 60 * 60 * 1000;
  return now.getTime() >= noticeFrom ? 'EXPIRING' : 'VALID';
}

/** Whether an assessment completed at `completedAt` must be redone at `now` (2 years later, to the instant). */
export function isSuitabilityExpired(completedAt: Date, now: Date): boolean {
  const expiry = new Date(completedAt);
  expiry.setUTCFullYear(expiry.getUTCFullYear() + suitabilityValidityYears);
  return now.getTime() >= expiry.getTime();
}

/**
 * Whether a customer of band `customer` may hold a strategy whose minimum band is `required` without the risk
 * warning (DESIGN §4: each strategy has a minimum band). The spec's "Funds" column follows from it.
 */
export function isBandAtLeast(customer: SuitabilityRiskType, required: SuitabilityRiskType): boolean {
  const rank = (type: SuitabilityRiskType) => suitabilityBands.findIndex((band) => band.type === type);
  return rank(customer) >= rank(required);
}
