import { ApiError, readProblem } from './problem.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestInit {
  method?: Method;
  /** JSON-serialisable, FormData for a multipart upload, or a string that is already JSON (react-admin's). */
  body?: unknown;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`: the API places the order (or makes the deposit) once per key. */
  idempotencyKey?: string;
  /** The caller handles a 401 itself: the app's 401 hook is not called. */
  quietUnauthorized?: boolean;
}

export interface ApiClientOptions {
  /** Where the API answers; every front end reaches it under `/api` on its own origin. */
  baseUrl?: string;
  /** What a 401 does in this app (log out, clear the user); told the path that was refused. */
  onUnauthorized?: (path: string) => void;
}

/** The header the API reads the CSRF token from, and where the token is handed out. */
export const csrfHeader = 'x-csrf-token';
export const csrfTokenPath = '/auth/csrf';

const unsafeMethods: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Calls that start or end a session: the CSRF token is bound to the session, so it is fetched again afterwards.
const sessionChangingPaths: ReadonlySet<string> = new Set([
  '/auth/login',
  '/auth/logout',
  '/auth/verify',
  '/auth/google-match',
  '/auth/merkle-google-match',
  '/auth/true-money-match',
  '/transfer/login-with-merkle',
  '/auth/provider-consent',
  '/me/security/password',
]);

const pathnameOf = (path: string) => path.split('?')[0] ?? path;

/** A key made once per confirmation and reused on each retry of it, so a double click places one order. */
export function newIdempotencyKey(prefix: string): string {
  return `${prefix}-${crypto.randomUUID()}`;
}

/**
 * The one HTTP client of the portal, the back office and the site. Every call goes to the API under `/api` on this
 * origin with the session cookie. Unsafe calls carry the session's CSRF token in `x-csrf-token`, fetched from
 * `GET /auth/csrf` before the first one and shared by concurrent ones; it is dropped when the session changes (a
 * sign-in, a sign-out, a 401), and a 403 `CSRF_REJECTED` fetches a fresh one and sends the call once more.
 * Refusals are read into one ApiError with the problem's stable `code`.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '/api';
  let csrfToken: Promise<string> | null = null;

  /** Drops the cached CSRF token; the next unsafe call fetches a fresh one. */
  const forgetCsrfToken = () => {
    csrfToken = null;
  };

  const fetchCsrfToken = async (): Promise<string> => {
    const response = await fetch(`${baseUrl}${csrfTokenPath}`, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (!response.ok) throw await readProblem(response);
    const body = (await response.json().catch(() => null)) as { csrfToken?: unknown } | null;
    if (typeof body?.csrfToken !== 'string')
      throw new ApiError(response.status, 'INTERNAL_ERROR', 'No CSRF token in the answer');
    return body.csrfToken;
  };

  const currentCsrfToken = (): Promise<string> => {
    if (!csrfToken) {
      const pending = fetchCsrfToken();
      csrfToken = pending;
      // A failed fetch is not kept: the next unsafe call asks again.
      pending.catch(() => {
        if (csrfToken === pending) csrfToken = null;
      });
    }
    return csrfToken;
  };

  const sendOnce = async (path: string, init: ApiRequestInit, method: Method): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json, application/problem+json');
    // FormData (a file upload) sets its own multipart boundary; everything else travels as JSON.
    const { body } = init;
    const multipart = body instanceof FormData;
    if (body !== undefined && !multipart && !headers.has('Content-Type'))
      headers.set('Content-Type', 'application/json');
    if (init.idempotencyKey) headers.set('Idempotency-Key', init.idempotencyKey);
    if (unsafeMethods.has(method)) headers.set(csrfHeader, await currentCsrfToken());
    return fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body:
        body === undefined ? undefined : multipart || typeof body === 'string' ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal: init.signal,
    });
  };

  const isCsrfRefusal = async (response: Response) =>
    response.status === 403 && (await readProblem(response)).code === 'CSRF_REJECTED';

  /**
   * Sends a call and answers the API's Response, whatever its status, after the CSRF retry and the session's
   * bookkeeping (a refusal to fetch the CSRF token, or a network failure, is thrown).
   */
  const send = async (path: string, init: ApiRequestInit = {}): Promise<Response> => {
    const method = init.method ?? 'GET';
    let response = await sendOnce(path, init, method);
    if (unsafeMethods.has(method) && (await isCsrfRefusal(response))) {
      // The token went stale (a new session, a restarted server): fetch a fresh one and try once more.
      forgetCsrfToken();
      response = await sendOnce(path, init, method);
    }
    if (response.status === 401) {
      forgetCsrfToken();
      if (!init.quietUnauthorized) options.onUnauthorized?.(path);
    } else if (unsafeMethods.has(method) && sessionChangingPaths.has(pathnameOf(path))) forgetCsrfToken();
    return response;
  };

  /** Sends a call and answers its JSON body (undefined for 204); a refusal is thrown as an ApiError. */
  const request = async <T>(path: string, init: ApiRequestInit = {}): Promise<T> => {
    const response = await send(path, init);
    if (!response.ok) throw await readProblem(response);
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text === '' ? undefined : JSON.parse(text)) as T;
  };

  return { baseUrl, send, request, forgetCsrfToken };
}

export type ApiClient = ReturnType<typeof createApiClient>;
