import Joi from 'joi';
import { instant, nullable } from '../../platform/answer-schemas.ts';
import { orderAnswer } from '../orders/answers.ts';
import { qrNotificationAnswer, staffDepositFields } from './answers.ts';

/**
 * One deposit as staff decide it (staffDeposit): the investor's bank account, the slip, who verified it and the
 * orders it pays. Apart from answers.ts, since the orders' answers include the investor's deposit.
 */
export const staffDepositAnswer = Joi.object({
  ...staffDepositFields,
  qrReference: nullable(Joi.string()).required(),
  bankAccount: nullable(
    Joi.object({ bankCode: nullable(Joi.string()).required(), accountName: Joi.string().required() }),
  ).required(),
  slip: nullable(
    Joi.object({
      mimeType: Joi.string().required(),
      sizeBytes: Joi.number().integer().required(),
      uploadedAt: nullable(instant).required(),
    }),
  ).required(),
  verifiedBy: nullable(Joi.string()).required(),
  verifiedByBankTransactionId: nullable(Joi.string()).required(),
  qrNotifications: Joi.array().items(qrNotificationAnswer).required(),
  orders: Joi.array().items(orderAnswer).required(),
});
