import { z } from 'astro/zod';
import { requiredText } from './shared.ts';

const localized = z.object({ th: requiredText, en: requiredText });

export const riskBands = ['LOW', 'MODERATE', 'HIGH', 'VERY_HIGH'] as const;

/** One strategy as `GET /strategies` answers it. */
export const strategySchema = z.object({
  code: z.string().regex(/^M-[A-Z0-9-]+$/, 'must be a fund code starting with M-'),
  name: localized,
  type: localized,
  riskLevel: z.number().int().min(1).max(8),
  minBand: z.enum(riskBands),
  summary: localized,
});

export const strategiesAnswerSchema = z.object({
  data: z.array(z.unknown()),
  total: z.number().int().nonnegative(),
});

export type Strategy = z.infer<typeof strategySchema>;
export type RiskBand = (typeof riskBands)[number];
