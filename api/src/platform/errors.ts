import type { ErrorCode } from '@fund/domain';
import { errorMessage } from '@fund/domain';
import { formatDecimal } from '@fund/messages/format';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type {} from 'pino-http';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { maskSensitiveText } from './log-privacy.ts';

export interface FieldError {
  field: string;
  code: string;
  message: string;
}

/** A failure the client can act on; the handler turns it into problem+json with a stable `code`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors: FieldError[] | undefined;
  /** Machine-readable facts about the refusal (e.g. the missing steps), answered as `details`. */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    status: number,
    options: { detail?: string; errors?: FieldError[]; details?: Record<string, unknown> } = {},
  ) {
    super(options.detail ?? code);
    this.code = code;
    this.status = status;
    this.errors = options.errors;
    this.details = options.details;
  }
}

export const routeNotFound: RequestHandler = (req, _res, next) => {
  next(new AppError('ROUTE_NOT_FOUND', 404, { detail: `No route for ${req.method} ${req.path}` }));
};

/** Body-parser failures carry `type`; they are the client's fault, not a 500. */
function fromParserError(err: { type?: string; status?: number }): AppError | null {
  if (err.type === 'entity.parse.failed') return new AppError('MALFORMED_JSON', 400);
  if (err.type === 'entity.too.large') return new AppError('PAYLOAD_TOO_LARGE', 413);
  return null;
}

/** Seconds a client waits before sending again while the database is unreachable (a restart takes a few). */
const databaseRetryAfterSeconds = 5;

/**
 * What a title's `{{name}}` parts read from the refusal's details: a strategy's own minimum (staff may raise it above
 * the spec's 10,000 baht), so the title names the amount the order had to reach.
 */
function titleValues(details: Record<string, unknown> | undefined): Record<string, string> {
  const minimum = details?.minimum;
  if (typeof minimum !== 'string' || !/^\d+(\.\d+)?$/.test(minimum)) return {};
  // Baht as the portal shows it (the catalogue's decimal format): thousands separators, two places, exactly.
  return { minimum: formatDecimal(minimum, 'en', { places: 2 }) };
}

export const problemHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const unavailable = !(err instanceof AppError) && isDatabaseUnavailable(err);
  const appError =
    err instanceof AppError
      ? err
      : unavailable
        ? new AppError('SERVICE_UNAVAILABLE', 503)
        : fromParserError(err);
  if (unavailable) {
    req.log?.warn({ err: { name: err.name, code: err.original?.code } }, 'database unavailable');
    res.setHeader('Retry-After', String(databaseRetryAfterSeconds));
  } else if (!appError) req.log?.error({ err }, 'unhandled error');
  // A refusal is logged by its code and the failing fields' names and rules, never the submitted values.
  else
    req.log?.debug(
      {
        problem: {
          code: appError.code,
          fields: appError.errors?.map((e) => maskSensitiveText(`${e.field}: ${e.code}`)),
        },
      },
      'request refused',
    );
  const problem = appError ?? new AppError('INTERNAL_ERROR', 500);
  res
    .status(problem.status)
    .type('application/problem+json')
    .json({
      type: `urn:problem:${problem.code}`,
      title: errorMessage(problem.code, 'en', titleValues(problem.details)),
      status: problem.status,
      code: problem.code,
      ...(appError && problem.message !== problem.code ? { detail: problem.message } : {}),
      ...(problem.errors ? { errors: problem.errors } : {}),
      ...(problem.details ? { details: problem.details } : {}),
      instance: req.id ? `urn:request:${req.id}` : undefined,
    });
};
