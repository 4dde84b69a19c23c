import type { Request, RequestHandler, Response } from 'express';
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

/** One page of a list and how many rows the whole list has. */
export interface ListPage<T> {
  rows: T[];
  total: number;
}

/**
 * A page read with `count(*) OVER () AS total` on each of its rows: the rows as `toRow` makes them, and the total
 * the first row carries (none on a page past the end).
 */
export function pageCounted<R extends { total?: string | number }, T>(
  rows: R[],
  toRow: (row: R) => T,
): ListPage<T> {
  return { rows: rows.map((row) => toRow(row)), total: rows[0] ? Number(rows[0].total) : 0 };
}

/** The page of a list read whole (a short one: tiers, statement runs), as a list route answers it. */
export function pageOfAll<T>(all: T[], { offset, limit }: { offset: number; limit: number }): ListPage<T> {
  return { rows: all.slice(offset, offset + limit), total: all.length };
}

/**
 * A react-admin list route's handler: `find` reads the page the request's range names, with its filter and sort,
 * and the rows are answered with their `Content-Range`.
 */
export function listHandler<T>(
  resource: string,
  find: (params: ListParams, page: { offset: number; limit: number }, req: Request) => Promise<ListPage<T>>,
): RequestHandler {
  return async (req, res) => {
    const params = req.query as ListParams;
    const page = pageOf(params);
    const { rows, total } = await find(params, page, req);
    sendList(res, resource, rows, page.offset, total);
  };
}
