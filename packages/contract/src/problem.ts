import type { components } from './schema.d.ts';

/** A refusal as the API sends it (problem+json), with the stable `code` screens translate. */
export type Problem = components['schemas']['Problem'];

/** One field the API refused, as listed in a problem's `errors`. */
export interface FieldProblem {
  field: string;
  code: string;
  message: string;
}

/** A refused or failed API call; screens translate `code`, never the HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: FieldProblem[];
  /** Every member of the problem answer, for codes that carry more (e.g. a pending sign-in's token). */
  readonly problem: Readonly<Record<string, unknown>>;

  constructor(
    status: number,
    code: string,
    message: string,
    errors: FieldProblem[] = [],
    problem: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.problem = problem;
  }
}

/**
 * Reads a refusal into an ApiError. Anything that is not problem+json (a proxy's HTML page, an empty answer) still
 * reaches the screen as a translatable code: `INTERNAL_ERROR`.
 */
export async function readProblem(response: Response): Promise<ApiError> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = typeof fields.code === 'string' ? fields.code : 'INTERNAL_ERROR';
  const title = typeof fields.title === 'string' ? fields.title : response.statusText;
  const errors = Array.isArray(fields.errors) ? (fields.errors as FieldProblem[]) : [];
  return new ApiError(response.status, code, title || code, errors, fields);
}
