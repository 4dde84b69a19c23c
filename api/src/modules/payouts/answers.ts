import { investing, kycForms } from '@fund/domain';
import Joi from 'joi';
import { day, decimal, id, instant, money, nullable, units } from '../../platform/answer-schemas.ts';

/** A payout as the investor reads it (toInvestorPayout): the destination only by its ending. */
const payoutFields = {
  id: id.required(),
  orderId: id.required(),
  orderRef: nullable(Joi.string()).required(),
  strategyCode: Joi.string().required(),
  tradeDate: day.required(),
  valueDate: day.required(),
  units: units.required(),
  nav: decimal.required(),
  fee: money.required(),
  amount: money.required(),
  receiveType: Joi.string()
    .valid(...investing.payoutChannels)
    .required(),
  bankCode: nullable(Joi.string()).required(),
  bankNameTh: nullable(Joi.string()).required(),
  bankNameEn: nullable(Joi.string()).required(),
  // Empty rather than null when the payout has no bank account (a wallet payout), and the reverse.
  accountEnding: nullable(Joi.string().allow('')).required(),
  walletNetwork: nullable(Joi.string().valid(...kycForms.walletNetworks.map((n) => n.code))).required(),
  walletAddressShort: nullable(Joi.string().allow('')).required(),
  status: Joi.string()
    .valid(...investing.payoutStatuses)
    .required(),
  holdReason: nullable(Joi.string().valid(...investing.payoutHoldReasons)).required(),
  bankReference: nullable(Joi.string()).required(),
  paidAt: nullable(instant).required(),
  failureReason: nullable(Joi.string()).required(),
  failedAt: nullable(instant).required(),
  returnedAt: nullable(instant).required(),
  createdAt: instant.required(),
};

export const payoutAnswer = Joi.object(payoutFields);

/** What operations see (toStaffPayout): the whole destination, the investor and the batch. */
export const staffPayoutAnswer = Joi.object({
  ...payoutFields,
  userId: id.required(),
  email: Joi.string().required(),
  accountNumber: nullable(Joi.string()).required(),
  accountName: nullable(Joi.string()).required(),
  walletAddress: nullable(Joi.string()).required(),
  batchId: nullable(id).required(),
  batchRef: nullable(Joi.string()).required(),
});

/** A bank file or custodian instruction (toBatch). */
const batchFields = {
  id: id.required(),
  ref: Joi.string().required(),
  channel: Joi.string()
    .valid(...investing.payoutChannels)
    .required(),
  valueDate: day.required(),
  status: Joi.string()
    .valid(...investing.payoutBatchStatuses)
    .required(),
  payoutCount: Joi.number().integer().required(),
  totalAmount: money.required(),
  fileName: Joi.string().required(),
  fileSha256: Joi.string().required(),
  preparedBy: Joi.string().required(),
  preparedByMe: Joi.boolean().required(),
  preparedAt: instant.required(),
  closedAt: nullable(instant).required(),
  counts: Joi.object({
    inBatch: Joi.number().integer().required(),
    paid: Joi.number().integer().required(),
    failed: Joi.number().integer().required(),
  }).required(),
};

export const payoutBatchAnswer = Joi.object(batchFields);

/** A prepared batch with how many payouts were held instead of put in it. */
export const preparedBatchAnswer = Joi.object({ ...batchFields, held: Joi.number().integer().required() });
