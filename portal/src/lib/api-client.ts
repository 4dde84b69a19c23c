/** One field the API refused, as listed in a problem+json `errors` array. */
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

  constructor(status: number, code: string, message: string, errors: FieldProblem[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

export interface ApiRequestInit {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

// The API sits behind /api on this same origin, so the session cookie is first-party and no CORS is involved.
const apiBase = '/api';

export async function apiRequest<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json, application/problem+json',
    ...init.headers,
  };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${apiBase}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: 'same-origin',
    signal: init.signal,
  });
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

async function toApiError(response: Response): Promise<ApiError> {
  // A proxy or gateway can answer with HTML; that still has to reach the screen as a translatable code.
  const problem: unknown = await response.json().catch(() => null);
  const fields = typeof problem === 'object' && problem !== null ? (problem as Record<string, unknown>) : {};
  const code = typeof fields.code === 'string' ? fields.code : 'INTERNAL_ERROR';
  const title = typeof fields.title === 'string' ? fields.title : response.statusText;
  const errors = Array.isArray(fields.errors) ? (fields.errors as FieldProblem[]) : [];
  return new ApiError(response.status, code, title || code, errors);
}
