import { investing } from '@fund/domain';
import Joi from 'joi';
import { id, instant, localizedText, money, nullable, pageOf } from '../../platform/answer-schemas.ts';
import { qrNotificationOutcomes } from '../payments/answers.ts';

/** The company's bank account a deposit is paid into (app setting `companyAccount`). */
export const companyAccountAnswer = Joi.object({
  bankName: localizedText.required(),
  branch: localizedText.required(),
  accountNumber: Joi.string().required(),
  accountName: localizedText.required(),
});

/** A deposit as the investor reads it (toDeposit). */
export const depositFields = {
  id: id.required(),
  ref: Joi.string().required(),
  amount: money.required(),
  method: Joi.string()
    .valid(...investing.paymentMethods)
    .required(),
  status: Joi.string()
    .valid(...investing.paymentStatuses)
    .required(),
  orderIds: Joi.array().items(id).required(),
  slipUploaded: Joi.boolean().required(),
  rejectReason: nullable(Joi.string()).required(),
  createdAt: instant.required(),
  verifiedAt: nullable(instant).required(),
  companyAccount: companyAccountAnswer.required(),
};

export const depositAnswer = Joi.object(depositFields);

export const myDepositsAnswer = pageOf(depositAnswer);

/** The PromptPay QR of a deposit still to be paid. */
export const depositQrAnswer = Joi.object({
  payload: Joi.string().required(),
  amount: money.required(),
  reference: Joi.string().required(),
  imageDataUrl: Joi.string().required(),
});

/** What every staff view of a deposit adds: the investor (staffFields). */
export const staffDepositFields = {
  ...depositFields,
  userId: id.required(),
  email: Joi.string().required(),
  investorName: Joi.object({
    th: nullable(Joi.string()).required(),
    en: nullable(Joi.string()).required(),
  }).required(),
  slipUploadedAt: nullable(instant).required(),
};

/** A row of the deposits queue, with the outcome of the bank's latest QR notification checked against it. */
export const staffDepositRowAnswer = Joi.object({
  ...staffDepositFields,
  bankNotification: nullable(Joi.string().valid(...investing.bankNotificationEvidence)).required(),
});

/** One QR payment notification the bank sent for a deposit (qrNotificationsOf). */
export const qrNotificationAnswer = Joi.object({
  bankTransactionId: Joi.string().required(),
  amount: money.required(),
  paidAt: instant.required(),
  payerName: nullable(Joi.string()).required(),
  payerAccount: nullable(Joi.string()).required(),
  outcome: Joi.string()
    .valid(...qrNotificationOutcomes)
    .required(),
  amountDiffers: Joi.boolean().required(),
  note: nullable(Joi.string()).required(),
  receivedAt: instant.required(),
});
