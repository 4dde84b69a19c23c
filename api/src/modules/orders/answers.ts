import { investing } from '@fund/domain';
import Joi from 'joi';
import {
  day,
  id,
  instant,
  localizedText,
  money,
  nullable,
  pageOf,
  units,
} from '../../platform/answer-schemas.ts';
import { depositAnswer } from '../deposits/answers.ts';

/** One leg (toLeg): the settled figures once known, the requested ones as placed. */
const legFields = {
  id: id.required(),
  ref: Joi.string().required(),
  strategyCode: Joi.string().required(),
  stage: Joi.string()
    .valid(...investing.orderStages)
    .required(),
  tradeDate: day.required(),
  amount: nullable(money).required(),
  units: nullable(units).required(),
  requestedAmount: nullable(money).required(),
  requestedUnits: nullable(units).required(),
  fee: nullable(money).required(),
  nav: nullable(money).required(),
  fullRedemption: Joi.boolean().required(),
  riskMismatch: Joi.boolean().required(),
  riskAcceptedAt: nullable(instant).required(),
};

/** An order as the investor reads it (toOrder); a switch with both legs. */
const orderFields = {
  ...legFields,
  kind: Joi.string()
    .valid(...investing.orderKinds)
    .required(),
  batchRef: nullable(Joi.string()).required(),
  paymentType: nullable(Joi.string().valid(...investing.paymentMethods)).required(),
  paymentStatus: nullable(Joi.string().valid(...investing.paymentStatuses)).required(),
  receiveType: nullable(Joi.string().valid(...investing.orderReceiveTypes)).required(),
  rejectReason: nullable(Joi.string()).required(),
  createdAt: instant.required(),
  settledAt: nullable(instant).required(),
  cancelledAt: nullable(instant).required(),
  legs: Joi.object({ out: Joi.object(legFields).required(), in: Joi.object(legFields).required() }),
};

export const orderAnswer = Joi.object(orderFields);

/** The deposit paying an increase, as operations need it to approve. */
const payingDepositAnswer = nullable(
  Joi.object({
    id: id.required(),
    ref: Joi.string().required(),
    status: Joi.string()
      .valid(...investing.paymentStatuses)
      .required(),
  }),
);

/** An order as staff read it: the investor's id and e-mail and an increase's paying deposit. */
export const staffOrderAnswer = Joi.object({
  ...orderFields,
  userId: id.required(),
  email: Joi.string().required(),
  deposit: payingDepositAnswer.required(),
});

/**
 * A row of the operations queue: as one order, but an increase's `paymentStatus` is absent (the queue reads the
 * paying deposit's status in `deposit` instead).
 */
export const staffOrderRowAnswer = staffOrderAnswer.keys({
  paymentStatus: nullable(Joi.string().valid(...investing.paymentStatuses)),
});

/** One multi-strategy investment (`POST /orders` with allocations). */
export const placedBatchAnswer = Joi.object({
  batchRef: Joi.string().required(),
  orders: Joi.array().items(orderAnswer).required(),
});

export const batchAnswer = Joi.object({
  batchRef: Joi.string().required(),
  createdAt: instant.required(),
  total: money.required(),
  totalFee: money.required(),
  orders: Joi.array()
    .items(
      Joi.object({
        ...orderFields,
        strategyName: nullable(localizedText).required(),
        estimatedFee: nullable(money).required(),
      }),
    )
    .required(),
  deposit: nullable(depositAnswer).required(),
});

export const myOrdersAnswer = pageOf(orderAnswer);
