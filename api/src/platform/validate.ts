import type { RequestHandler } from 'express';
import type Joi from 'joi';
import { AppError } from './errors.ts';

export interface RequestSchemas {
  params?: Joi.ObjectSchema;
  query?: Joi.ObjectSchema;
  body?: Joi.Schema;
  headers?: Joi.ObjectSchema;
}

const parts = ['params', 'query', 'body'] as const;

/**
 * joi's own pattern messages quote the refused value ("with value ..."), which would carry a national ID or a
 * PIN into the answer and wherever the answer is kept; these say the same without it. A schema's own
 * `.messages()` still win.
 */
const valueFreeMessages = {
  'string.pattern.base': '{{#label}} fails to match the required pattern',
  'string.pattern.name': '{{#label}} fails to match the {{#name}} pattern',
  'string.pattern.invert.base': '{{#label}} matches the inverted pattern',
  'string.pattern.invert.name': '{{#label}} matches the inverted {{#name}} pattern',
};

/**
 * Checks each part of the request against its schema; unknown keys are refused so a typo never passes
 * silently. Every failing field is listed. Validated values replace the raw ones (Express 5's `req.query`
 * is a getter, so it is redefined rather than assigned).
 */
export function validate(schemas: RequestSchemas): RequestHandler {
  return (req, _res, next) => {
    const errors: { field: string; code: string; message: string }[] = [];
    for (const part of parts) {
      const schema = schemas[part];
      if (!schema) continue;
      const input = part === 'body' ? (req.body ?? {}) : req[part];
      const { error, value } = schema.validate(input, {
        abortEarly: false,
        allowUnknown: false,
        convert: true,
        messages: valueFreeMessages,
      });
      if (error) {
        for (const d of error.details) {
          errors.push({
            field: [part, ...d.path].join('.'),
            code: d.type,
            message: d.message.replace(/"/g, ''),
          });
        }
      } else if (part === 'query') {
        Object.defineProperty(req, 'query', { value, writable: true, configurable: true });
      } else {
        req[part] = value;
      }
    }
    if (schemas.headers) {
      const { error } = schemas.headers.validate(req.headers, {
        abortEarly: false,
        allowUnknown: true,
        messages: valueFreeMessages,
      });
      for (const d of error?.details ?? []) {
        errors.push({
          field: ['headers', ...d.path].join('.'),
          code: d.type,
          message: d.message.replace(/"/g, ''),
        });
      }
    }
    if (errors.length > 0) throw new AppError('VALIDATION_FAILED', 422, { errors });
    next();
  };
}
