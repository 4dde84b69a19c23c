import type { Request, Response } from 'express';
import Joi from 'joi';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { validate } from './validate.ts';

const refusal = (schema: Joi.ObjectSchema, body: unknown): AppError => {
  const req = { body, params: {}, query: {}, headers: {} } as unknown as Request;
  try {
    validate({ body: schema })(req, {} as Response, () => undefined);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the body was accepted');
};

describe('validate', () => {
  it('names the field and the rule of a pattern refusal without quoting the submitted value', () => {
    const schema = Joi.object({
      pin: Joi.string().pattern(/^\d{6}$/),
      code: Joi.string().pattern(/^M-/, 'strategy code'),
    });
    const error = refusal(schema, { pin: '98765x', code: '1101700230708' });
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.errors).toEqual([
      { field: 'body.pin', code: 'string.pattern.base', message: 'pin fails to match the required pattern' },
      {
        field: 'body.code',
        code: 'string.pattern.name',
        message: 'code fails to match the strategy code pattern',
      },
    ]);
  });

  it("keeps a schema's own message", () => {
    const schema = Joi.object({
      pin: Joi.string()
        .pattern(/^\d{6}$/)
        .messages({ 'string.pattern.base': 'six digits' }),
    });
    expect(refusal(schema, { pin: 'abc' }).errors![0]!.message).toBe('six digits');
  });
});
