import type { Language } from '@fund/domain';
import { fetchUtils, HttpError } from 'react-admin';
import { isProblemBody, toProblemError } from './problem.ts';

export type HttpClient = typeof fetchUtils.fetchJson;
type Options = fetchUtils.Options;

export const csrfTokenPath = '/api/auth/csrf';
export const csrfHeader = 'x-csrf-token';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// The CSRF token is bound to the session, so a call that opens or closes a session makes the cached one stale.
const sessionChangingPaths = new Set(['/api/auth/login', '/api/auth/logout']);

const isUnsafe = (options: Options) => unsafeMethods.has((options.method ?? 'GET').toUpperCase());
const pathOf = (url: string) => new URL(url, 'http://backoffice.invalid').pathname;
const isCsrfRefusal = (error: unknown) =>
  error instanceof HttpError &&
  error.status === 403 &&
  isProblemBody(error.body) &&
  error.body.code === 'CSRF_REJECTED';

/**
 * Every call goes to `/api` on this origin with the session cookie. A refusal becomes an HttpError whose
 * message is the problem `code` translated into the current language, so react-admin's notifications
 * show it as is; network failures and aborted requests pass through untouched.
 *
 * Unsafe calls (POST, PUT, PATCH, DELETE) carry the session's CSRF token in `x-csrf-token`. The token is
 * fetched from `GET /api/auth/csrf` before the first unsafe call and kept until the session changes (login,
 * logout) or the API answers 401; a 403 `CSRF_REJECTED` fetches a fresh token and retries the call once.
 */
export function createHttpClient(getLanguage: () => Language): HttpClient {
  let csrfToken: Promise<string> | null = null;

  const send = (url: string, options: Options, headers: Headers) =>
    fetchUtils.fetchJson(url, { ...options, headers, credentials: 'same-origin' });

  const readCsrfToken = (): Promise<string> => {
    if (!csrfToken) {
      const pending = fetchUtils.fetchJson(csrfTokenPath, { credentials: 'same-origin' }).then(({ json }) => {
        if (typeof json?.csrfToken !== 'string') throw new HttpError('', 500, { code: 'INTERNAL_ERROR' });
        return json.csrfToken as string;
      });
      csrfToken = pending;
      // A failed fetch is not kept: the next unsafe call asks again.
      pending.catch(() => {
        if (csrfToken === pending) csrfToken = null;
      });
    }
    return csrfToken;
  };

  const sendUnsafe = async (url: string, options: Options, headers: Headers) => {
    headers.set(csrfHeader, await readCsrfToken());
    return send(url, options, headers);
  };

  const call = async (url: string, options: Options) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    if (!isUnsafe(options)) return send(url, options, headers);
    try {
      return await sendUnsafe(url, options, headers);
    } catch (error) {
      if (!isCsrfRefusal(error)) throw error;
      csrfToken = null;
      return sendUnsafe(url, options, headers);
    }
  };

  return async (url, options = {}) => {
    try {
      return await call(url, options);
    } catch (error) {
      if (error instanceof HttpError) {
        if (error.status === 401) csrfToken = null;
        throw toProblemError(error, getLanguage());
      }
      throw error;
    } finally {
      if (isUnsafe(options) && sessionChangingPaths.has(pathOf(url))) csrfToken = null;
    }
  };
}
