import { documents, kycForms } from '@fund/domain';
import { languages } from '@fund/messages';
import Joi from 'joi';
import { day, decimal, id, instant, localizedText, money, nullable } from '../../platform/answer-schemas.ts';

/** One of the investor's documents as the documents list shows it (InvestorDocument). */
export const investorDocumentAnswer = Joi.object({
  id: Joi.string().required(),
  kind: Joi.string()
    .valid(...documents.documentKinds)
    .required(),
  title: localizedText.required(),
  date: nullable(day).required(),
  number: nullable(Joi.string()).required(),
  status: nullable(Joi.string().valid(...documents.taxInvoiceStatuses)).required(),
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
  status: Joi.string()
    .valid(...documents.statementRequestStatuses)
    .required(),
  requestedAt: instant.required(),
  sentAt: nullable(instant).required(),
  document: nullable(investorDocumentAnswer).required(),
});

/** A run of one month's statements for every investor, with its progress. */
export const statementRunAnswer = Joi.object({
  id: id.required(),
  month: month.required(),
  cause: Joi.string()
    .valid(...documents.statementRunCauses)
    .required()
    .description('SCHEDULE: the worker on the first business day of the month; STAFF: started by hand'),
  startedBy: nullable(id).required().description('The staff member who started it; null for the schedule'),
  investors: Joi.number().integer().required().description('Investors who get a statement in this run'),
  generated: Joi.number().integer().required(),
  failed: Joi.number().integer().required(),
  pending: Joi.number().integer().required(),
  emailed: Joi.number().integer().required(),
  startedAt: instant.required(),
  finishedAt: nullable(instant).required(),
});

/** A document e-mailed to its investor again. */
export const resentDocumentAnswer = Joi.object({
  id: Joi.string().required().description('The document id, as the documents list names it'),
  language: Joi.string()
    .valid(...languages)
    .required()
    .description('The language of the e-mail and the file'),
  sha256: Joi.string()
    .pattern(/^[0-9a-f]{64}$/)
    .required()
    .description('The SHA-256 of the file the e-mail links to'),
  recipient: Joi.string().required().description("The investor's e-mail address"),
});

/** An address as the investor gave it in their KYC (a Thai or a foreign one). */
const buyerAddressAnswer = Joi.object({
  kind: Joi.string()
    .valid(...kycForms.optionValues('addressKinds'))
    .required(),
  houseDetail: Joi.string().required(),
  province: Joi.string(),
  district: Joi.string(),
  subDistrict: Joi.string(),
  postalCode: Joi.string().allow(''),
  state: Joi.string(),
  country: Joi.string(),
});

/** A tax invoice / receipt for a fee, with its parties as they were when it was issued. */
export const staffTaxInvoiceAnswer = Joi.object({
  id: Joi.string().required().description('The document id, tax-invoice-<n>'),
  number: Joi.string().required().example('MF-2026-000001'),
  status: Joi.string()
    .valid(...documents.taxInvoiceStatuses)
    .required(),
  orderId: id.required(),
  orderRef: nullable(Joi.string()).required(),
  userId: id.required(),
  strategyCode: Joi.string().required(),
  feeKind: Joi.string()
    .valid(...documents.feeKinds)
    .required(),
  issueDate: day.required(),
  tradeDate: day.required(),
  seller: Joi.object({
    brand: Joi.string().required().description('The prefix its invoices are numbered under'),
    legalName: localizedText.required(),
    taxId: Joi.string().required(),
    branch: localizedText.required(),
    address: localizedText.required(),
  }).required(),
  buyer: Joi.object({
    nameTh: Joi.string().required(),
    nameEn: Joi.string().required(),
    taxId: Joi.string().required().description("The national ID's digits, or - when there is none"),
    address: nullable(buyerAddressAnswer).required(),
  }).required(),
  vatRatePercent: decimal
    .example('7.00')
    .required()
    .description('The VAT rate, percent, as a decimal string'),
  amountBeforeVat: money.example('93.46').required(),
  vat: money.example('6.54').required(),
  total: money.example('100.00').required(),
  replacesId: nullable(Joi.string()).required().description('The invoice this one replaced'),
  replacedById: nullable(Joi.string()).required().description('The invoice that replaced this one'),
  cancelReason: nullable(Joi.string()).required(),
  cancelledAt: nullable(instant).required(),
});

/** A cancelled tax invoice and the one issued in its place. */
export const replacedTaxInvoiceAnswer = Joi.object({
  cancelled: staffTaxInvoiceAnswer.required(),
  replacement: staffTaxInvoiceAnswer.required(),
});
