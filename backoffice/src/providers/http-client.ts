import { type ApiClient, ApiError, createApiClient, type Method } from '@fund/contract';
import type { Language } from '@fund/domain';
import { type fetchUtils, HttpError } from 'react-admin';
import { toProblemError } from './problem.ts';

export type HttpClient = typeof fetchUtils.fetchJson;
type Options = fetchUtils.Options;

export { csrfHeader } from '@fund/contract';
export const csrfTokenPath = '/api/auth/csrf';

const apiPrefix = '/api';

/** `/api/admin/users?range=...` → `/admin/users?range=...`: the shared client adds the `/api` itself. */
const apiPathOf = (url: string) => {
  const { pathname, search } = new URL(url, 'http://backoffice.invalid');
  return `${pathname.startsWith(`${apiPrefix}/`) ? pathname.slice(apiPrefix.length) : pathname}${search}`;
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * react-admin's HTTP client (`fetchJson`'s shape, so ra-data-simple-rest works over it) on the shared client:
 * every call goes to `/api` on this origin with the session cookie; unsafe calls carry the session's CSRF token,
 * re-fetched when the session changes or the API answers 403 `CSRF_REJECTED` (the call is then sent once more).
 * A refusal becomes an HttpError whose message is the problem `code` translated into the current language, so
 * react-admin's notifications show it as is; network failures and aborted requests pass through untouched.
 */
export function createHttpClient(
  getLanguage: () => Language,
  client: ApiClient = createApiClient(),
): HttpClient {
  return async (url, options: Options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    let response: Response;
    try {
      response = await client.send(apiPathOf(url), {
        method: (options.method?.toUpperCase() ?? 'GET') as Method,
        headers,
        body: options.body ?? undefined,
        signal: options.signal ?? undefined,
      });
    } catch (error) {
      if (error instanceof ApiError)
        throw toProblemError(new HttpError(error.message, error.status, error.problem), getLanguage());
      throw error;
    }
    const body = await response.text();
    const json = parseJson(body);
    if (!response.ok)
      throw toProblemError(new HttpError(response.statusText, response.status, json), getLanguage());
    return { status: response.status, headers: response.headers, body, json };
  };
}
