import { investing } from '@fund/domain';
import Joi from 'joi';
import { day, decimal, id, instant, nullable } from '../../platform/answer-schemas.ts';

/** One reconciliation of our ledger and payouts against the custodian, as the back office lists it. */
export const reconciliationRunAnswer = Joi.object({
  id: id.required(),
  asOf: day.required().description('The day the positions were compared as of'),
  cause: Joi.string()
    .valid(...investing.reconciliationCauses)
    .required(),
  status: Joi.string()
    .valid(...investing.reconciliationStatuses)
    .required(),
  positionsChecked: Joi.number().integer().required(),
  investorsChecked: Joi.number().integer().required(),
  breakCount: Joi.number().integer().required(),
  startedBy: nullable(Joi.string())
    .required()
    .description(
      "The staff member's e-mail for a run on demand; null for one the schedule or a NAV approval started",
    ),
  createdAt: instant.required(),
});

/** A position or a payout on which the custodian and our books differ. */
const reconciliationBreakAnswer = Joi.object({
  id: id.required(),
  kind: Joi.string()
    .valid(...investing.reconciliationBreakKinds)
    .required()
    .description('UNITS: units held in a strategy; CASH: baht paid out'),
  userId: id.required(),
  email: Joi.string().required(),
  strategyCode: nullable(Joi.string()).required().description('null for cash'),
  ours: decimal.example('900.0000').required().description('Units or baht in our books, as a decimal string'),
  theirs: decimal.example('899.5000').required().description("The custodian's, as a decimal string"),
  difference: decimal.example('-0.5000').required().description('Theirs minus ours, as a decimal string'),
});

/** A run with every break. */
export const reconciliationAnswer = reconciliationRunAnswer.keys({
  breaks: Joi.array().items(reconciliationBreakAnswer).required(),
});
