import Joi from 'joi';
import { day, id, instant, localizedText, money, nullable } from '../../platform/answer-schemas.ts';

/** One of the investor's documents as the documents list shows it (InvestorDocument). */
export const investorDocumentAnswer = Joi.object({
  id: Joi.string().required(),
  kind: Joi.string().valid('CONTRACT', 'TAX_INVOICE', 'ORDER_CONFIRMATION', 'MONTHLY_STATEMENT').required(),
  title: localizedText.required(),
  date: nullable(day).required(),
  number: nullable(Joi.string()).required(),
  status: nullable(Joi.string().valid('ISSUED', 'CANCELLED')).required(),
  orderRef: nullable(Joi.string()).required(),
  strategyCode: nullable(Joi.string()).required(),
  total: nullable(money).required(),
  createdAt: instant.required(),
  url: Joi.string().required(),
});

const month = Joi.string()
  .pattern(/^\d{4}-\d{2}$/, 'month')
  .example('2026-01');

/** The months the investor may ask a statement for. */
export const statementMonthsAnswer = Joi.object({ months: Joi.array().items(month).required() });

/** A monthly statement the investor asked for (StatementRequest). */
export const statementRequestAnswer = Joi.object({
  id: id.required(),
  reference: Joi.string().required(),
  month: month.required(),
  status: Joi.string().valid('WAITING', 'SENT').required(),
  requestedAt: instant.required(),
  sentAt: nullable(instant).required(),
  document: nullable(investorDocumentAnswer).required(),
});
