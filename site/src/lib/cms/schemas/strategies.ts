import type { Answer } from '@fund/contract';
import { suitabilityRiskTypes } from '@fund/domain';
import { z } from 'astro/zod';
import { dateOnly, requiredText } from './shared.ts';

const localized = z.object({ th: requiredText, en: requiredText });

/** A decimal the API sends as a string ("12.34", "-5.20"), never a float. */
const decimalText = z.string().regex(/^-?\d+(\.\d+)?$/, 'must be a decimal number as text');

/** What the site needs from each row of `GET /strategies`: the code, to read the strategy itself. */
export const strategyListItemSchema = z.object({
  code: z.string().regex(/^M-[A-Z0-9-]+$/, 'must be a fund code starting with M-'),
});

/** One strategy as `GET /strategies/:code` answers it: every spec §3 field the public page shows. */
export const strategySchema = strategyListItemSchema.extend({
  name: localized,
  type: localized,
  riskLevel: z.number().int().min(1).max(8),
  minBand: z.enum(suitabilityRiskTypes),
  summary: localized,
  nav: decimalText.nullable(),
  navDate: dateOnly.nullable(),
  /** The history is synthetic demo data: the page says so once, beside the figures. */
  navIsDemo: z.boolean(),
  /** Keyed by the spec's period codes (1D, 7D, 3M, …); null where the history is too short. */
  returns: z.record(z.string(), decimalText.nullable()),
  yearlyReturns: z.array(z.object({ year: z.number().int(), return: decimalText })),
  maxDrawdownPercent: decimalText.nullable(),
  managementStarted: z.boolean(),
  fees: z.object({
    increasePercent: decimalText,
    switchInPercent: decimalText,
    reducePercentOfProfit: decimalText,
    managementPercentPerYear: decimalText,
    performancePercent: decimalText,
    totalCostPercentPerYear: decimalText,
  }),
  minimums: z.object({
    firstInvestment: decimalText,
    nextInvestment: decimalText,
    reductionValue: decimalText,
  }),
  startPrice: decimalText,
  registrationDate: dateOnly.nullable(),
  managementStartDate: dateOnly.nullable(),
  currencyPolicy: localized.nullable(),
  dividendPolicy: localized.nullable(),
  manager: localized.nullable(),
  trustee: localized.nullable(),
  managementModel: localized.nullable(),
  dealing: z
    .object({
      increaseDays: localized,
      reduceDays: localized,
      period: localized,
      cutOff: requiredText,
      settlement: localized,
    })
    .nullable(),
  suitableFor: localized.nullable(),
  unsuitableFor: localized.nullable(),
});

export const strategiesAnswerSchema = z.object({
  data: z.array(z.unknown()),
  total: z.number().int().nonnegative(),
});

export type Strategy = z.infer<typeof strategySchema>;

/**
 * Every field the site reads is one `GET /strategies/:code` answers (the check above narrows their values at build
 * time): a field the contract does not have fails the type check, naming it.
 */
type NotAnswered = Exclude<keyof Strategy, keyof Answer<'/strategies/{code}'>>;
export const everyFieldAnswered: [NotAnswered] extends [never] ? true : NotAnswered = true;
