// biome-ignore-all lint/suspicious/noThenProperty: joi's conditional schemas are written with `then`.
import { investing } from '@fund/domain';
import Joi from 'joi';
import { calendarDay, strategyCode } from '../../platform/common-schemas.ts';
import { listQuery } from '../../platform/simple-rest.ts';

// Decimal strings only: money never travels as a binary float.
const amount = Joi.string()
  .pattern(investing.amountPattern)
  .messages({ 'string.pattern.base': 'Please enter a valid amount' });
const units = Joi.string()
  .pattern(investing.unitsPattern)
  .messages({ 'string.pattern.base': 'Please enter a valid number of units' });
const pin = Joi.string().pattern(/^\d{6}$/);

/**
 * DESIGN §6: `{ kind, strategyCode, amount?, units?, toStrategyCode?, acceptRiskMismatch?, pin? }`. An increase
 * may instead carry `allocations` (a multi-strategy investment, at least two strategies, spec §5).
 */
export const orderBody = Joi.object({
  kind: Joi.string()
    .valid(...investing.orderKinds)
    .required(),
  strategyCode: strategyCode.when('allocations', {
    is: Joi.exist(),
    then: Joi.forbidden(),
    otherwise: Joi.required(),
  }),
  amount: amount.when('kind', {
    is: 'increase',
    then: Joi.when('allocations', { is: Joi.exist(), then: Joi.forbidden(), otherwise: Joi.required() }),
  }),
  units: units.when('kind', { is: 'increase', then: Joi.forbidden() }),
  allocations: Joi.array()
    .items(Joi.object({ strategyCode: strategyCode.required(), amount: amount.required() }))
    .min(1)
    .max(6)
    .unique('strategyCode')
    .when('kind', { is: 'increase', otherwise: Joi.forbidden() }),
  toStrategyCode: strategyCode.when('kind', {
    is: 'switch',
    then: Joi.required(),
    otherwise: Joi.forbidden(),
  }),
  paymentType: Joi.string()
    .valid(...investing.paymentMethods)
    .when('kind', {
      is: 'increase',
      then: Joi.optional(),
      otherwise: Joi.forbidden(),
    }),
  // Where a reduction's proceeds go (spec §3 "receive type"): the verified bank account unless the investor picks
  // the verified wallet.
  receiveType: Joi.string()
    .valid(...investing.reductionReceiveTypes)
    .when('kind', {
      is: 'reduce',
      then: Joi.optional(),
      otherwise: Joi.forbidden(),
    }),
  acceptRiskMismatch: Joi.boolean(),
  pin,
})
  .when(Joi.object({ kind: Joi.valid('reduce', 'switch') }).unknown(), {
    then: Joi.object().xor('amount', 'units'),
  })
  .prefs({ abortEarly: false });

export const idempotencyKeyHeader = Joi.string()
  .trim()
  .min(8)
  .max(100)
  .pattern(/^[\w.:-]+$/);

/** The header as /docs describes it; the handlers check it with `idempotencyKeyHeader` for their own refusal code. */
export const idempotencyKeyDoc = {
  name: 'Idempotency-Key',
  required: true,
  schema: idempotencyKeyHeader,
  description:
    'One per order (or deposit) the investor means to make: sent again with the same body it answers the first ' +
    'answer and makes nothing twice; with another body it is refused (ORDER_IDEMPOTENCY_MISMATCH)',
};

export const orderIdParams = Joi.object({ id: Joi.number().integer().positive().required() });

/** A multi-strategy investment's reference, as `POST /orders` with `allocations` makes it (B-<hex>-<investor>). */
export const batchRefParams = Joi.object({
  batchRef: Joi.string()
    .pattern(/^B-[0-9a-z]{1,20}-\d{1,19}$/)
    .required(),
});

export const myOrdersQuery = Joi.object({
  page: Joi.number().integer().min(1).max(10_000).default(1),
  pageSize: Joi.number().integer().min(1).max(100).default(20),
  stage: Joi.string().valid(...investing.orderStages),
  kind: Joi.string().valid(...investing.orderKinds),
  strategyCode,
});

export const adminOrdersQuery = listQuery(
  ['id', 'tradeDate', 'createdAt'],
  Joi.object({
    stage: Joi.alternatives(
      Joi.string().valid(...investing.orderStages),
      Joi.array()
        .items(Joi.string().valid(...investing.orderStages))
        .min(1),
    ),
    kind: Joi.string().valid(...investing.orderKinds),
    strategyCode,
    tradeDate: calendarDay,
    userId: Joi.number().integer().positive(),
    q: Joi.string().trim().max(100).allow(''),
    funded: Joi.boolean(),
  }),
);

export const rejectOrderBody = Joi.object({ reason: Joi.string().trim().min(1).max(500).required() });
export const approveOrderBody = Joi.object({ note: Joi.string().trim().max(500).allow('') });
