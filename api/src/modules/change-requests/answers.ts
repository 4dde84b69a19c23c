import { changeRequestKinds, changeRequestStatuses, kycForms, kycStepStatuses } from '@fund/domain';
import Joi from 'joi';
import { id, instant, nullable } from '../../platform/answer-schemas.ts';
import { address, generalKeys, personalKeys } from '../kyc/schemas.ts';

/** Field → value, only the fields a request changes ("general.nationality", "bank.accountNumber", "wallet.address"). */
const fieldValues = Joi.object()
  .pattern(/^[a-z][A-Za-z]*\.[A-Za-z.]+$/, Joi.any())
  .description('Field → value, only the fields the request changes');

/** A change of the investor's profile, bank account or wallet that waits for compliance or was decided. */
export const changeRequestAnswer = Joi.object({
  id: id.required(),
  userId: id.required(),
  kind: Joi.string()
    .valid(...changeRequestKinds)
    .required(),
  status: Joi.string()
    .valid(...changeRequestStatuses)
    .required(),
  before: fieldValues.required(),
  after: fieldValues.required(),
  eddRequired: Joi.boolean()
    .required()
    .description('The change raises enhanced due diligence: its documents come with it'),
  fileIds: Joi.array().items(Joi.string()).required().description('The KYC files that come with it'),
  reason: nullable(Joi.string()).required().description("Compliance's reason for a rejection"),
  decidedAt: nullable(instant).required(),
  createdAt: instant.required(),
});

/** A request as compliance's queue lists it: with its investor and who decided it. */
export const queuedChangeRequestAnswer = changeRequestAnswer.keys({
  email: Joi.string().required().description("The investor's e-mail"),
  nameTh: nullable(Joi.string()).required(),
  nameEn: nullable(Joi.string()).required(),
  decidedByEmail: nullable(Joi.string()).required(),
});

/** One request with the documents that came with it, for staff to open. */
export const changeRequestDetailAnswer = queuedChangeRequestAnswer.keys({
  files: Joi.array()
    .items(
      Joi.object({
        id: Joi.string().required(),
        kind: Joi.string()
          .valid(...kycForms.kycFileKinds)
          .required(),
        mimeType: Joi.string().required(),
        createdAt: instant.required(),
        url: Joi.string().required().description('The file, served to its owner and to staff only'),
      }),
    )
    .required(),
});

/**
 * The general and personal forms as the KYC steps stored them: their request schemas, with a copied address
 * ("same as the ID card") resolved to the address it copies.
 */
const generalFormAnswer = Joi.object(generalKeys).keys({
  currentAddress: address
    .required()
    .description('Resolved: the ID-card address when currentAddressSameAs says so'),
});
const personalFormAnswer = Joi.object(personalKeys).keys({
  workAddress: nullable(address)
    .required()
    .description('Resolved from workAddressSameAs; null for an occupation without a workplace'),
});

/** The investor's profile page. */
export const profileAnswer = Joi.object({
  status: Joi.string()
    .valid(...kycStepStatuses)
    .required()
    .description("The KYC review's status of the personal information"),
  general: nullable(generalFormAnswer).required(),
  personal: nullable(personalFormAnswer).required(),
  changeRequests: Joi.array().items(changeRequestAnswer).required(),
});

/** A profile change: the contact fields applied at once, and the request opened for the rest, if any. */
export const profileChangeAnswer = Joi.object({
  applied: Joi.array()
    .items(Joi.string())
    .required()
    .description('The fields applied at once ("general.phone", "general.currentAddress")'),
  changeRequest: nullable(changeRequestAnswer).required(),
});

const walletNetwork = Joi.string().valid(...kycForms.walletNetworks.map((n) => n.code));

/** The verified wallet payouts go to, and the one waiting for compliance. */
export const walletAnswer = Joi.object({
  wallet: nullable(
    Joi.object({
      network: walletNetwork.required(),
      address: Joi.string().required(),
      verifiedAt: instant.required(),
    }),
  ).required(),
  changeRequest: nullable(
    Joi.object({
      id: id.required(),
      network: walletNetwork.required(),
      address: Joi.string().required(),
      createdAt: instant.required(),
    }),
  ).required(),
});

/** The phone on the profile and whether an SMS code confirmed it. */
export const phoneAnswer = Joi.object({
  phone: nullable(Joi.string()).required(),
  verified: Joi.boolean().required(),
  verifiedAt: nullable(instant).required(),
});

/** A code texted to the profile's mobile number. */
export const phoneCodeAnswer = Joi.object({
  phoneEnding: Joi.string().required().description("The number's last 4 digits"),
  expiresInSeconds: Joi.number().integer().required(),
  resendAfterSeconds: Joi.number().integer().required(),
});
