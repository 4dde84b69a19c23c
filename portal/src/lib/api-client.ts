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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestInit {
  method?: Method;
  /** JSON-serialisable, or FormData for a multipart upload. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The caller handles a 401 itself (refreshing the user only clears it, spec §8). */
  quietUnauthorized?: boolean;
}

// The API sits behind /api on this same origin, so the session cookie is first-party and no CORS is involved.
const apiBase = '/api';

/** The address a link or download uses for an API path the API itself answered (e.g. a document's `url`). */
export function apiHref(path: string): string {
  return `${apiBase}${path}`;
}

const unsafeMethods: ReadonlySet<Method> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Spec §8: a 401 from these calls is an answer for the screen, not a reason to log the reader out. */
export function isUnauthorizedExempt(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  return (
    pathname === '/auth/logout' ||
    pathname === '/auth/login' ||
    pathname === '/auth/forget-password' ||
    pathname.startsWith('/security/')
  );
}

// Calls that start or end a session: the CSRF token is bound to the session, so it is fetched again afterwards.
const sessionChangingPaths = [
  '/auth/login',
  '/auth/logout',
  '/auth/verify',
  '/auth/google-match',
  '/auth/merkle-google-match',
  '/auth/true-money-match',
  '/transfer/login-with-merkle',
  '/auth/provider-consent',
  '/me/security/password',
];

let csrfToken: Promise<string | null> | null = null;
let unauthorizedHandler: (() => void) | null = null;

/** Drops the cached CSRF token; the next unsafe request fetches a fresh one. */
export function forgetCsrfToken(): void {
  csrfToken = null;
}

/** The session layer registers what a 401 does (log out, clear the user, toast); returns the unregister. */
export function onUnauthorized(handler: () => void): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

async function fetchCsrfToken(): Promise<string | null> {
  try {
    const response = await fetch(`${apiBase}/auth/csrf`, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const token = (body as { csrfToken?: unknown } | null)?.csrfToken;
    return typeof token === 'string' ? token : null;
  } catch {
    return null;
  }
}

/** Fetched lazily before the first unsafe request and shared by concurrent ones. */
function currentCsrfToken(): Promise<string | null> {
  if (!csrfToken) {
    const pending = fetchCsrfToken();
    csrfToken = pending;
    // A failed fetch is not cached, so the next unsafe request tries again.
    void pending.then((token) => {
      if (token === null && csrfToken === pending) csrfToken = null;
    });
  }
  return csrfToken;
}

async function send(path: string, init: ApiRequestInit, method: Method): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json, application/problem+json',
    ...init.headers,
  };
  // FormData (a file upload) sets its own multipart boundary; everything else travels as JSON.
  const multipart = init.body instanceof FormData;
  if (init.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (unsafeMethods.has(method)) {
    const token = await currentCsrfToken();
    if (token) headers['x-csrf-token'] = token;
  }
  return fetch(`${apiBase}${path}`, {
    method,
    headers,
    body:
      init.body === undefined ? undefined : multipart ? (init.body as FormData) : JSON.stringify(init.body),
    credentials: 'same-origin',
    signal: init.signal,
  });
}

/** Fired when the API refuses a request because maintenance is on. */
export const maintenanceRefusedEvent = 'api:maintenance-refused';

export async function apiRequest<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const method = init.method ?? 'GET';
  let response = await send(path, init, method);
  let error = response.ok ? null : await toApiError(response);
  if (error?.status === 403 && error.code === 'CSRF_REJECTED' && unsafeMethods.has(method)) {
    // The token went stale (a new session, a restarted server): fetch a fresh one and try once more.
    forgetCsrfToken();
    response = await send(path, init, method);
    error = response.ok ? null : await toApiError(response);
  }
  if (error) {
    if (error.status === 401) {
      forgetCsrfToken();
      if (!init.quietUnauthorized && !isUnauthorizedExempt(path)) unauthorizedHandler?.();
    }
    // The API refused because maintenance began: the maintenance check looks again now, not at its next tick.
    if (error.status === 503 && error.code === 'MAINTENANCE')
      window.dispatchEvent(new Event(maintenanceRefusedEvent));
    throw error;
  }
  if (sessionChangingPaths.includes(path)) forgetCsrfToken();
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

async function toApiError(response: Response): Promise<ApiError> {
  // A proxy or gateway can answer with HTML; that still has to reach the screen as a translatable code.
  const problem: unknown = await response.json().catch(() => null);
  const fields = typeof problem === 'object' && problem !== null ? (problem as Record<string, unknown>) : {};
  const code = typeof fields.code === 'string' ? fields.code : 'INTERNAL_ERROR';
  const title = typeof fields.title === 'string' ? fields.title : response.statusText;
  const errors = Array.isArray(fields.errors) ? (fields.errors as FieldProblem[]) : [];
  return new ApiError(response.status, code, title || code, errors, fields);
}
