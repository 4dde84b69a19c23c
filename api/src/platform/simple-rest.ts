import type { Response } from 'express';
import Joi from 'joi';

/**
 * react-admin's simple REST protocol: `sort=["field","ASC"]`, `range=[0,24]`, `filter={...}` as JSON strings,
 * answered with `Content-Range: <resource> <start>-<end>/<total>`.
 */
const jsonParam = (schema: Joi.Schema) =>
  Joi.string()
    .max(2000)
    .custom((value, helpers) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        return helpers.error('any.invalid');
      }
      const { error, value: checked } = schema.validate(parsed);
      if (error) return helpers.error('any.invalid');
      return checked;
    });

export function listQuery(sortFields: string[], filterSchema: Joi.ObjectSchema = Joi.object({})) {
  return Joi.object({
    sort: jsonParam(
      Joi.array()
        .ordered(Joi.string().valid(...sortFields), Joi.string().valid('ASC', 'DESC'))
        .length(2),
    ),
    range: jsonParam(
      Joi.array().ordered(Joi.number().integer().min(0), Joi.number().integer().min(0)).length(2),
    ),
    filter: jsonParam(filterSchema),
  });
}

export interface ListParams {
  sort?: [string, 'ASC' | 'DESC'];
  range?: [number, number];
  filter?: Record<string, unknown>;
}

const maxPage = 500;

export function pageOf(params: ListParams): { offset: number; limit: number } {
  const [start, end] = params.range ?? [0, 24];
  return { offset: start, limit: Math.max(0, Math.min(end - start + 1, maxPage)) };
}

export function sendList<T>(res: Response, resource: string, rows: T[], offset: number, total: number): void {
  const end = rows.length === 0 ? offset : offset + rows.length - 1;
  res.setHeader('Content-Range', `${resource} ${offset}-${end}/${total}`);
  res.json(rows);
}
