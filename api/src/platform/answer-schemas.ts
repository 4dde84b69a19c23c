import Joi from 'joi';

/**
 * The pieces answer schemas share (the request pieces live in common-schemas.ts). joi objects refuse keys they do
 * not name, so an answer that carries a field its contract omits fails the API's tests.
 */

/** An amount of money (or units, a NAV) as a decimal string: never a JSON number, which would round it. */
export const decimal = Joi.string()
  .pattern(/^-?\d+(\.\d+)?$/, 'decimal')
  .example('10000.00');
export const money = decimal.description('Baht as a decimal string');
export const units = Joi.string()
  .pattern(/^-?\d+(\.\d+)?$/, 'decimal')
  .example('1234.5678')
  .description('Units as a decimal string');

/** A moment as ISO 8601 in UTC (Date answers are serialised so). */
export const instant = Joi.string().isoDate().example('2026-01-15T07:30:00.000Z');

/** A business or calendar day, YYYY-MM-DD (Asia/Bangkok). */
export const day = Joi.string()
  .pattern(/^\d{4}-\d{2}-\d{2}$/, 'day')
  .example('2026-01-15');

/** A text every front end shows in the reader's language. */
export const localizedText = Joi.object({
  th: Joi.string().allow('').required(),
  en: Joi.string().allow('').required(),
});

/** An id: the API answers numeric ids as JSON numbers. */
export const id = Joi.number().integer();

/** `null` allowed, for a field the answer always carries but may be empty. */
export const nullable = (schema: Joi.Schema) => schema.allow(null);

/** A page of rows as the portal's lists receive it. */
export const pageOf = (row: Joi.Schema) =>
  Joi.object({
    data: Joi.array().items(row).required(),
    total: Joi.number().integer().required(),
    page: Joi.number().integer().required(),
  });

/** A react-admin list: the rows as an array, their range in the Content-Range header. */
export const listOf = (row: Joi.Schema) => Joi.array().items(row);

/** Every refusal (4xx, 5xx) as application/problem+json (RFC 9457) with a stable code. */
export const problemAnswer = Joi.object({
  type: Joi.string().required(),
  title: Joi.string().required(),
  status: Joi.number().integer().min(400).max(599).required(),
  code: Joi.string().required().description('Stable error code; front ends translate it.'),
  detail: Joi.string(),
  instance: Joi.string(),
  errors: Joi.array().items(
    Joi.object({
      field: Joi.string().required(),
      code: Joi.string().required(),
      message: Joi.string().required(),
    }),
  ),
  /** Machine-readable facts about the refusal, which differ by code. */
  details: Joi.object().unknown(true),
  /** A provider sign-in waiting for the consents or the second factor (AUTH_CONSENT_REQUIRED, AUTH_2FA_*). */
  pendingSignInToken: Joi.string(),
});

/** An answer that is not JSON: a file (PDF, CSV, image), a redirect or an empty 204. */
export interface OtherAnswer {
  kind: 'file' | 'empty' | 'redirect';
  /** For a file: the media types it may have, as the document lists them. */
  contentTypes?: string[];
  /** For a redirect: where the Location header sends the browser. */
  location?: string;
}

/** A file sent as it is stored or made (a PDF, a CSV, an image). */
export const fileAnswer = (...contentTypes: string[]): OtherAnswer => ({ kind: 'file', contentTypes });

/** An uploaded file sent back as it was stored: a slip, an ID card photo, a document. */
export const storedFileAnswer = fileAnswer('image/jpeg', 'image/png', 'application/pdf');

/** No body: a 204. */
export const noBody: OtherAnswer = { kind: 'empty' };

/** A redirect (303): no body, the Location header is the answer. */
export const redirectAnswer = (location: string): OtherAnswer => ({ kind: 'redirect', location });

export type AnswerSchema = Joi.Schema | OtherAnswer;

export const isOtherAnswer = (answer: AnswerSchema): answer is OtherAnswer =>
  !Joi.isSchema(answer) && typeof (answer as OtherAnswer).kind === 'string';
