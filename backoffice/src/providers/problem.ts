import { errorMessage, type Language } from '@fund/domain';
import { HttpError } from 'react-admin';

interface ProblemFieldError {
  field: string;
  code: string;
  message: string;
}

export interface ProblemBody {
  type?: string;
  title?: string;
  status?: number;
  code: string;
  detail?: string;
  errors?: ProblemFieldError[];
}

/** An API refusal whose message is already in the reader's language; `code` stays for callers that branch. */
export type ProblemError = HttpError & { code: string };

export function isProblemBody(body: unknown): body is ProblemBody {
  return typeof body === 'object' && body !== null && typeof (body as ProblemBody).code === 'string';
}

export function isProblemError(error: unknown): error is ProblemError {
  return error instanceof HttpError && typeof (error as Partial<ProblemError>).code === 'string';
}

/**
 * react-admin puts `body.errors` (field → message) under the matching inputs of a pessimistic form, so the
 * problem's body fields are re-keyed without their `body.` prefix and given the translated summary.
 */
function formErrors(problem: ProblemBody, message: string): Record<string, string> | undefined {
  const fields = (problem.errors ?? [])
    .filter((item) => item.field.startsWith('body.'))
    .map((item) => [item.field.slice('body.'.length), message] as const);
  return fields.length > 0 ? Object.fromEntries(fields) : undefined;
}

export function toProblemError(error: HttpError, language: Language): ProblemError {
  const problem: ProblemBody = isProblemBody(error.body) ? error.body : { code: 'INTERNAL_ERROR' };
  const message = errorMessage(problem.code, language);
  const validation = errorMessage('VALIDATION_FAILED', language);
  const body = { ...problem, errors: formErrors(problem, validation) };
  return Object.assign(new HttpError(message, error.status, body), { code: problem.code });
}
