import {
  juristicAccountStatuses,
  juristicDocumentKinds,
  juristicRiskReasonMinLength,
  normaliseRegistrationNumber,
  registrationNumberProblem,
  suitabilityBands,
} from '@fund/domain';
import { languages } from '@fund/messages';
import Joi from 'joi';
import { listQuery } from '../../platform/simple-rest.ts';
import { address, englishName, formDate, laserIdField, nationalIdField, thaiName } from '../kyc/schemas.ts';

const registrationNumberMessage = {
  JURISTIC_REGISTRATION_NUMBER_FORMAT: 'Please enter the 13 digit juristic person registration number',
  JURISTIC_REGISTRATION_NUMBER_CHECK_DIGIT:
    'This registration number is not valid: its check digit does not match',
};

/** 13 digits with the national ID's check digit (the domain rule), answered without separators. */
const registrationNumber = Joi.string()
  .trim()
  .max(20)
  .custom((v: string, h) => {
    const problem = registrationNumberProblem(v);
    return problem === null ? normaliseRegistrationNumber(v) : h.error(problem);
  })
  .required()
  .messages({
    ...registrationNumberMessage,
    'string.empty': registrationNumberMessage.JURISTIC_REGISTRATION_NUMBER_FORMAT,
    'any.required': registrationNumberMessage.JURISTIC_REGISTRATION_NUMBER_FORMAT,
  });

/** A person who acts for the company: the identity fields the individual KYC checks against DOPA. */
const authorisedPerson = Joi.object({
  titleTh: Joi.string().trim().max(40).allow('').default(''),
  firstNameTh: thaiName().required(),
  lastNameTh: thaiName().required(),
  firstNameEn: englishName().required(),
  lastNameEn: englishName().required(),
  nationalId: nationalIdField,
  laserId: laserIdField,
  birthDate: formDate('KYC_BIRTH_DATE_INVALID').required(),
  position: Joi.string().trim().max(100).allow('').default(''),
});

export const openAccountBody = Joi.object({
  companyName: Joi.string().trim().min(1).max(300).required(),
  companyNameEn: Joi.string().trim().max(300).allow('').default(''),
  registrationNumber,
  address: address.required(),
  /** The authorised person's e-mail: the portal sign-in is created for it on approval. */
  email: Joi.string().trim().lowercase().email().max(254).required(),
  language: Joi.string()
    .valid(...languages)
    .default('th'),
  authorisedPersons: Joi.array().items(authorisedPerson).min(1).max(5).required(),
  /** Files uploaded with POST /admin/juristic-account-files; every kind is required (checked by the service). */
  fileIds: Joi.array().items(Joi.string().guid()).max(10).unique().default([]),
  riskLevel: Joi.string()
    .valid(...suitabilityBands.map((band) => band.type))
    .required(),
  riskReason: Joi.string().trim().min(juristicRiskReasonMinLength).max(1000).required(),
});

export const fileUploadBody = Joi.object({
  kind: Joi.string()
    .valid(...juristicDocumentKinds)
    .required(),
});

export const accountListQuery = listQuery(
  ['createdAt', 'status', 'id', 'companyName'],
  Joi.object({
    status: Joi.string().valid(...juristicAccountStatuses),
    q: Joi.string().trim().max(100),
  }),
);

export const accountIdParams = Joi.object({ id: Joi.number().integer().positive().required() });
export const fileIdParams = Joi.object({ id: Joi.string().guid().required() });

export const rejectBody = Joi.object({ reason: Joi.string().trim().min(1).max(1000).required() });
