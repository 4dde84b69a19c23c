import type { RequestHandler, Response } from 'express';
import type Joi from 'joi';
import { type AnswerSchema, isOtherAnswer, problemAnswer } from './answer-schemas.ts';
import type { RouteSpec } from './openapi.ts';

/** A JSON answer that its route's contract does not describe. */
export interface AnswerMismatch {
  /** The route as the registry names it, `get /orders/:id` (or the request, for an answer no route gave). */
  route: string;
  status: number;
  problems: string[];
}

export type AnswerMismatchReport = (mismatch: AnswerMismatch) => void;

export const routeKeyOf = (spec: Pick<RouteSpec, 'method' | 'path'>) => `${spec.method} ${spec.path}`;

/** Whether the route has an answer schema for every status below 400 it lists (refusals share the problem one). */
export const hasAnswerSchemas = (spec: RouteSpec) =>
  Object.keys(spec.responses)
    .map(Number)
    .filter((status) => status < 400)
    .every((status) => spec.answers?.[status] !== undefined);

/** Where a route's handlers leave their spec, so the check knows which contract the answer belongs to. */
const routeOf = (res: Response) => res.locals.answerRoute as RouteSpec | undefined;

/** Marks a route's answers as its own; first in the route's chain, so its guards' refusals are checked too. */
export const markRoute =
  (spec: RouteSpec): RequestHandler =>
  (_req, res, next) => {
    res.locals.answerRoute = spec;
    next();
  };

function schemaFor(spec: RouteSpec | undefined, status: number): AnswerSchema | 'missing' | null {
  const declared = spec?.answers?.[status];
  if (declared) return declared;
  if (status >= 400) return problemAnswer;
  if (!spec) return null;
  return 'missing';
}

/** What is wrong with a JSON answer (as the client reads it, after serialisation), or nothing. */
export function answerProblems(spec: RouteSpec | undefined, status: number, body: unknown): string[] {
  const schema = schemaFor(spec, status);
  if (schema === null) return [];
  if (schema === 'missing') return [`no answer schema for status ${status}`];
  if (isOtherAnswer(schema))
    return [`answered JSON where the contract says ${schema.contentTypes?.join(' or ') ?? 'no body'}`];
  const sent = body === undefined ? undefined : JSON.parse(JSON.stringify(body));
  const { error } = (schema as Joi.Schema).validate(sent, {
    abortEarly: false,
    allowUnknown: false,
    convert: false,
  });
  return error ? error.details.map((d) => `${d.path.join('.') || '(answer)'}: ${d.message}`) : [];
}

/**
 * Switched on by the API's tests: every JSON answer is checked against its route's schema for its status (any
 * refusal against the problem schema), and each mismatch is reported, so an answer drifting from /docs fails a test.
 */
export function checkAnswers(report: AnswerMismatchReport): RequestHandler {
  return (req, res, next) => {
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      const spec = routeOf(res);
      // The simulators play Google, Apple, the bank...: they answer in those services' formats, not the API's.
      if (!spec && req.originalUrl.startsWith('/simulators/')) return json(body);
      const problems = answerProblems(spec, res.statusCode, body);
      if (problems.length > 0)
        report({
          route: spec ? routeKeyOf(spec) : `${req.method.toLowerCase()} ${req.path}`,
          status: res.statusCode,
          problems,
        });
      return json(body);
    };
    next();
  };
}
