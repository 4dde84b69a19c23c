import {
  kycBlockReasons,
  kycCaseListStatuses,
  kycReviewLimits,
  kycReviewSteps,
  suitabilityRiskTypes,
} from '@fund/domain';
import Joi from 'joi';
import { calendarDay } from '../../platform/common-schemas.ts';
import { listQuery } from '../../platform/simple-rest.ts';

const listStatuses = kycCaseListStatuses;

export const caseListQuery = listQuery(
  ['submittedAt', 'deadline', 'status', 'riskScore'],
  Joi.object({
    status: Joi.alternatives(
      Joi.string().valid(...listStatuses),
      Joi.array()
        .items(Joi.string().valid(...listStatuses))
        .min(1)
        .max(listStatuses.length),
    ),
    waitingDaysGte: Joi.number().integer().min(0).max(36500),
    waitingDaysLte: Joi.number().integer().min(0).max(36500),
    riskBand: Joi.string().valid(...suitabilityRiskTypes),
    eddRequired: Joi.boolean(),
    deadlineBefore: calendarDay,
    q: Joi.string().trim().max(100).allow(''),
  }),
);

export const caseIdParams = Joi.object({ id: Joi.number().integer().positive().required() });

const note = Joi.string().trim().max(kycReviewLimits.noteMaxLength).allow('');
const reasons = Joi.array()
  .items(
    Joi.object({
      step: Joi.string()
        .valid(...kycReviewSteps)
        .required(),
      reason: Joi.string().trim().min(1).max(kycReviewLimits.reasonMaxLength).required(),
    }),
  )
  .min(1)
  .max(kycReviewLimits.reasonsMax)
  .required();

export const approveBody = Joi.object({ note });
export const rejectBody = Joi.object({ reasons, note });
// "After today" needs the clock, so the service checks it; the shape is checked here.
export const revisionBody = Joi.object({ deadline: calendarDay.required(), reasons, note });
export const blockBody = Joi.object({
  reason: Joi.string()
    .valid(...kycBlockReasons)
    .required(),
  note,
});
