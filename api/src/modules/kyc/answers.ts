import Joi from 'joi';
import { id, instant, nullable } from '../../platform/answer-schemas.ts';

/** A KYC photo or document as stored (storeKycFile): its id is a uuid. */
export const kycFileAnswer = Joi.object({
  id: Joi.string().guid().required(),
  kind: Joi.string().required(),
  mimeType: Joi.string().required(),
  sizeBytes: Joi.number().integer().required(),
  createdAt: instant.required(),
});

/** The investor's bank account (BankAccountView), with the change waiting for staff, if any. */
export const bankAccountAnswer = Joi.object({
  bankCode: Joi.string().required(),
  accountNumber: Joi.string().required(),
  accountName: Joi.string().required(),
  status: Joi.string().required(),
  bankNameTh: Joi.string().allow('').required(),
  bankNameEn: Joi.string().allow('').required(),
  changeRequest: nullable(
    Joi.object({
      id: id.required(),
      bankCode: Joi.string().required(),
      accountNumber: Joi.string().required(),
      accountName: Joi.string().required(),
      createdAt: instant.required(),
    }),
  ).required(),
});

export const savedBankAccountAnswer = Joi.object({
  changeRequested: Joi.boolean().required(),
  account: bankAccountAnswer.required(),
});

/** Desktop → phone: the single-use link and its QR code. */
export const handoffAnswer = Joi.object({
  url: Joi.string().required(),
  qrDataUrl: Joi.string().required(),
  expiresAt: instant.required(),
});
