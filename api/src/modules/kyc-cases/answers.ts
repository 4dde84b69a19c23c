import {
  customerTypes,
  kycCaseEvents,
  kycCaseListStatuses,
  kycForms,
  nearMatchSignals,
  suitabilityRiskTypes,
} from '@fund/domain';
import Joi from 'joi';
import { day, id, instant, nullable } from '../../platform/answer-schemas.ts';
import {
  bankAccountAnswer,
  caseReasonAnswer,
  generalAnswer,
  identityAnswer,
  personalAnswer,
  progressStepAnswer,
  stepStatusAnswer,
} from '../kyc/answers.ts';

/** The staff member who decided, or acted on, a case. */
const staffAnswer = Joi.object({ id: id.required(), email: nullable(Joi.string()).required() });

/** A row of the review queue, and the head of a case (shapeRow): its id is the investor's user id. */
const caseRowFields = {
  id: id.required().description("The investor's user id"),
  userUuid: Joi.string().required(),
  email: Joi.string().required(),
  customerType: Joi.string()
    .valid(...customerTypes)
    .required(),
  status: Joi.string()
    .valid(...kycCaseListStatuses)
    .required(),
  submittedAt: nullable(instant).required(),
  waitingDays: nullable(Joi.number().integer())
    .required()
    .description('Bangkok days since the submission; null before one'),
  riskBand: nullable(Joi.string().valid(...suitabilityRiskTypes)).required(),
  riskScore: nullable(Joi.number().integer()).required(),
  eddRequired: Joi.boolean().required().description('AML asked for enhanced due diligence'),
  amlAnswered: Joi.boolean().required(),
  deadline: nullable(day).required().description('REVIEW: the day the revision is due'),
  decidedAt: nullable(instant).required(),
  decidedBy: nullable(staffAnswer).required(),
  nameTh: nullable(Joi.string()).required(),
  nameEn: nullable(Joi.string()).required(),
};

export const caseRowAnswer = Joi.object(caseRowFields);

export const caseListAnswer = Joi.array().items(caseRowAnswer);

/** The answers of a questionnaire as the investor gave them (item key → option value or values; FATCA: yes/no). */
const givenAnswers = nullable(
  Joi.object({
    answers: Joi.object()
      .pattern(/^\w+$/, Joi.alternatives(Joi.string(), Joi.array().items(Joi.string()), Joi.boolean()))
      .required(),
    otherText: Joi.object()
      .pattern(/^\w+$/, Joi.string().allow(''))
      .description('suitability, aml: the text of each "other" answer'),
    agreement: Joi.boolean().description('fatca: the agreement was ticked'),
  }),
)
  .required()
  .description('As the investor gave them');

/** Everything compliance reviews about one investor (caseDetail, masked by caseForReader for some staff). */
export const caseDetailAnswer = Joi.object({
  ...caseRowFields,
  steps: Joi.array().items(progressStepAnswer).required(),
  identity: nullable(identityAnswer).required(),
  dopa: Joi.object({
    passDopa: Joi.boolean().required(),
    checkedAt: nullable(instant).required(),
  }).required(),
  liveness: Joi.object({
    status: stepStatusAnswer.required(),
    provider: nullable(Joi.string()).required(),
    score: nullable(
      Joi.string()
        .pattern(/^\d+(\.\d+)?$/, 'decimal')
        .example('0.9800'),
    )
      .required()
      .description('The provider’s score, 0 to 1, as a decimal string'),
  }).required(),
  general: nullable(generalAnswer).required(),
  personal: nullable(personalAnswer).required(),
  bankAccount: nullable(bankAccountAnswer).required(),
  files: Joi.array()
    .items(
      Joi.object({
        id: Joi.string().guid().required(),
        kind: Joi.string()
          .valid(...kycForms.kycFileKinds)
          .required(),
        mimeType: Joi.string().required(),
        createdAt: instant.required(),
        url: Joi.string().required().description('Where staff read the file'),
      }),
    )
    .required(),
  suitability: nullable(
    Joi.object({
      version: Joi.number().integer().required(),
      score: Joi.number().integer().required(),
      band: Joi.string()
        .valid(...suitabilityRiskTypes)
        .required(),
      answers: givenAnswers,
      answeredAt: instant.required(),
      expiresAt: nullable(instant).required(),
    }),
  ).required(),
  fatca: nullable(
    Joi.object({
      version: Joi.number().integer().required(),
      usPerson: Joi.boolean().required(),
      answers: givenAnswers,
      answeredAt: instant.required(),
    }),
  ).required(),
  aml: nullable(
    Joi.object({
      version: Joi.number().integer().required(),
      eddRequired: Joi.boolean().required(),
      eddReasons: Joi.array().items(Joi.string()).required(),
      answers: givenAnswers,
      answeredAt: instant.required(),
    }),
  ).required(),
  contract: nullable(
    Joi.object({
      version: Joi.number().integer().required(),
      signedAt: instant.required(),
      contentHash: Joi.string().required(),
      ip: nullable(Joi.string()).required(),
      url: Joi.string().required().description('Where staff read the signed PDF'),
    }),
  ).required(),
  reasons: Joi.array().items(caseReasonAnswer).required(),
  events: Joi.array()
    .items(
      Joi.object({
        id: id.required(),
        action: Joi.string()
          .valid(...kycCaseEvents)
          .required(),
        at: instant.required(),
        note: nullable(Joi.string()).required(),
        deadline: nullable(day).required(),
        reasons: nullable(Joi.array().items(caseReasonAnswer)).required(),
        actor: nullable(staffAnswer).required(),
      }),
    )
    .required()
    .description('The case history, newest first'),
  nearMatches: Joi.array()
    .items(
      Joi.object({
        id: id.required(),
        email: Joi.string().required(),
        nameTh: nullable(Joi.string()).required(),
        status: Joi.string()
          .valid(...kycCaseListStatuses)
          .required(),
        signals: Joi.array()
          .items(Joi.string().valid(...nearMatchSignals))
          .required(),
      }),
    )
    .required()
    .description('Other investors whose identity, bank account or phone come close'),
});

/** `POST /kyc/submit`: the case now waits for the compliance review. */
export const submittedAnswer = Joi.object({
  status: Joi.string().valid('PENDING').required(),
  submittedAt: instant.required(),
});
