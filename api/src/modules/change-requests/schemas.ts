import { changeRequestKinds, changeRequestStatuses, kycForms, otpRules } from '@fund/domain';
import Joi from 'joi';
import { listQuery } from '../../platform/simple-rest.ts';
import { generalKeys, personalKeys } from '../kyc/schemas.ts';

/** The general and/or personal form as the onboarding sends it, whole; the server works out what changed. */
export const profileChangeBody = Joi.object({
  general: Joi.object(generalKeys),
  personal: Joi.object(personalKeys),
  /** Enhanced due diligence documents uploaded with POST /kyc/files, when the change raises it. */
  fileIds: Joi.array().items(Joi.string().guid()).max(10).default([]),
}).or('general', 'personal');

export const requestListQuery = listQuery(
  ['createdAt', 'status', 'id'],
  Joi.object({
    status: Joi.string().valid(...changeRequestStatuses),
    kind: Joi.string().valid(...changeRequestKinds),
    userId: Joi.number().integer().positive(),
  }),
);

export const requestIdParams = Joi.object({ id: Joi.number().integer().positive().required() });

export const rejectBody = Joi.object({ reason: Joi.string().trim().min(1).max(1000).required() });

/** A wallet for payouts: the network and its address (the format and checksum are checked by the service). */
export const walletBody = Joi.object({
  network: Joi.string()
    .valid(...kycForms.walletNetworks.map((n) => n.code))
    .required(),
  address: Joi.string().trim().min(20).max(100).required(),
});

/** The code texted to the investor's mobile: the six digits of every one-time code. */
export const phoneCodeBody = Joi.object({
  code: Joi.string()
    .trim()
    .pattern(new RegExp(`^\\d{${otpRules.digits}}$`))
    .required(),
});
