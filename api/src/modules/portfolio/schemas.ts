import { investing } from '@fund/domain';
import Joi from 'joi';
import { calendarDay, strategyCode } from '../../platform/common-schemas.ts';

export const favouriteBody = Joi.object({ strategyCode: strategyCode.required() });
export const favouriteParams = Joi.object({ strategyCode: strategyCode.required() });

export const performancePeriods = ['1M', '3M', '6M', '1Y', 'YTD', 'ALL'] as const;
export type PerformancePeriod = (typeof performancePeriods)[number];

export const performanceQuery = Joi.object({
  period: Joi.string()
    .valid(...performancePeriods)
    .default('3M'),
});

export const transactionsQuery = Joi.object({
  from: calendarDay,
  to: calendarDay,
  strategyCode,
  kind: Joi.string().valid(...investing.orderKinds),
  stage: Joi.string().valid(...investing.orderStages),
  page: Joi.number().integer().min(1).max(10_000).default(1),
  pageSize: Joi.number().integer().min(1).max(100).default(20),
  // csv: every page of the range in one file.
  format: Joi.string().valid('json', 'csv').default('json'),
});
