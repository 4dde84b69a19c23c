import Joi from 'joi';
import { listQuery } from '../../platform/simple-rest.ts';

const methods = ['BANK_TRANSFER', 'QR_PAYMENT'] as const;
const statuses = ['AWAITING_SLIP', 'PENDING', 'VERIFIED', 'REJECTED'] as const;

/** DESIGN §6: `{ orderId, method }`, with the header Idempotency-Key. */
export const depositBody = Joi.object({
  orderId: Joi.number().integer().positive().strict().required(),
  method: Joi.string()
    .valid(...methods)
    .required(),
  // Spec §4: the PIN, when the investor set one, protects deposits as it protects trades.
  pin: Joi.string().pattern(/^\d{6}$/),
}).prefs({ abortEarly: false });

export const depositIdParams = Joi.object({
  id: Joi.number()
    .integer()
    .positive()
    .max(2 ** 53)
    .required(),
});

export const myDepositsQuery = Joi.object({
  page: Joi.number().integer().min(1).max(10_000).default(1),
  pageSize: Joi.number().integer().min(1).max(100).default(20),
});

export const adminDepositsQuery = listQuery(
  ['id', 'createdAt', 'amount', 'status'],
  Joi.object({
    status: Joi.alternatives(
      Joi.string().valid(...statuses),
      Joi.array()
        .items(Joi.string().valid(...statuses))
        .min(1),
    ),
    method: Joi.string().valid(...methods),
    userId: Joi.number().integer().positive(),
    q: Joi.string().trim().max(100).allow(''),
  }),
);

export const rejectDepositBody = Joi.object({ reason: Joi.string().trim().min(1).max(500).required() });
export const approveDepositBody = Joi.object({ note: Joi.string().trim().max(500).allow('') });
