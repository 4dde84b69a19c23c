import { investing, kycWaitingAges, kycWaitingStatuses } from '@fund/domain';
import Joi from 'joi';
import { nullable } from '../../platform/answer-schemas.ts';

/** A count of waiting work and the list filter it was counted with, so the back office links to exactly those rows. */
const queueCount = (key: Joi.Schema, filter: Joi.Schema) =>
  Joi.object({
    key: key.required(),
    count: Joi.number().integer().min(0).required(),
    filter: filter.required().description("The list's own filter for these rows"),
  });

const statusFilter = (...statuses: string[]) =>
  Joi.object({
    status: Joi.string()
      .valid(...statuses)
      .required(),
  });

const kycAgeFilter = Joi.object({
  status: Joi.string().valid('PENDING').required(),
  waitingDaysGte: Joi.number().integer().description('Waiting at least this many Bangkok days'),
  waitingDaysLte: Joi.number().integer().description('Waiting at most this many Bangkok days'),
});

/** The back office's landing page: the work waiting in each queue; null for a queue the role may not read. */
export const dashboardAnswer = Joi.object({
  kycCases: nullable(
    Joi.object({
      byStatus: Joi.array()
        .items(queueCount(Joi.string().valid(...kycWaitingStatuses), statusFilter(...kycWaitingStatuses)))
        .required(),
      byAge: Joi.array()
        .items(queueCount(Joi.string().valid(...kycWaitingAges), kycAgeFilter))
        .required()
        .description('Cases waiting on compliance by age against the 1-2 day promise'),
    }),
  ).required(),
  orders: nullable(
    queueCount(
      Joi.string().valid('CONFIRM'),
      Joi.object({ stage: Joi.string().valid('confirm').required() }),
    ),
  )
    .required()
    .description('Orders waiting for approval'),
  deposits: nullable(queueCount(Joi.string().valid('PENDING'), statusFilter('PENDING')))
    .required()
    .description('Deposits waiting to be verified'),
  navs: nullable(queueCount(Joi.string().valid('PENDING'), statusFilter('PENDING')))
    .required()
    .description('NAVs waiting for a second staff member'),
  payouts: nullable(
    Joi.array().items(
      queueCount(
        Joi.string().valid(...investing.payoutWaitingStatuses),
        statusFilter(...investing.payoutWaitingStatuses),
      ),
    ),
  )
    .required()
    .description('Payouts ready for a bank file (PENDING) and held for compliance (HELD)'),
});
