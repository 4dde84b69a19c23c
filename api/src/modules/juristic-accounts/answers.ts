import {
  juristicAccountStatuses,
  juristicDocumentKinds,
  juristicFileRules,
  suitabilityBands,
} from '@fund/domain';
import { languages } from '@fund/messages';
import Joi from 'joi';
import { day, id, instant, nullable } from '../../platform/answer-schemas.ts';
import { address } from '../kyc/schemas.ts';

/** A company document as staff see it: never where it is stored. */
export const juristicFileAnswer = Joi.object({
  id: Joi.string().guid().required(),
  accountId: nullable(id).required().description('null until an account is opened with it'),
  kind: Joi.string()
    .valid(...juristicDocumentKinds)
    .required(),
  fileName: Joi.string().required().description('The name it was uploaded with, reduced to safe characters'),
  mimeType: Joi.string()
    .valid(...juristicFileRules.mimeTypes)
    .required(),
  sizeBytes: Joi.number().integer().required(),
  uploadedBy: id.required(),
  createdAt: instant.required(),
  url: Joi.string().required().description('The bytes, served to staff only'),
});

/** A person who acts for the company, as customer service entered them (checked with DOPA). */
const authorisedPersonAnswer = Joi.object({
  titleTh: Joi.string().allow('').required(),
  firstNameTh: Joi.string().required(),
  lastNameTh: Joi.string().required(),
  firstNameEn: Joi.string().required(),
  lastNameEn: Joi.string().required(),
  nationalId: Joi.string()
    .pattern(/^\d{13}$/)
    .required()
    .description('13 digits'),
  laserId: Joi.string().required(),
  birthDate: day.required(),
  position: Joi.string().allow('').required(),
});

/** A juristic (company) account as the back office lists it. */
export const juristicAccountAnswer = Joi.object({
  id: id.required(),
  companyName: Joi.string().required(),
  companyNameEn: Joi.string().allow('').required(),
  registrationNumber: Joi.string()
    .pattern(/^\d{13}$/)
    .required(),
  address: address.required(),
  authorisedPersons: Joi.array().items(authorisedPersonAnswer).required(),
  email: Joi.string().required().description('The sign-in created on approval'),
  language: Joi.string()
    .valid(...languages)
    .required(),
  riskLevel: Joi.string()
    .valid(...suitabilityBands.map((band) => band.type))
    .required(),
  riskReason: Joi.string().required(),
  status: Joi.string()
    .valid(...juristicAccountStatuses)
    .required(),
  preparedBy: id.required().description('The customer service member who opened it'),
  preparedByEmail: Joi.string().required(),
  decidedBy: nullable(id).required(),
  decidedByEmail: nullable(Joi.string()).required(),
  decidedAt: nullable(instant).required(),
  rejectReason: nullable(Joi.string()).required(),
  userId: nullable(id).required().description('The company’s portal sign-in, once approved'),
  createdAt: instant.required(),
});

/** One account with its documents. */
export const juristicAccountDetailAnswer = juristicAccountAnswer.keys({
  files: Joi.array().items(juristicFileAnswer).required(),
});
