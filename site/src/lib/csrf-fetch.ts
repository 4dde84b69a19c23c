import { api } from './api.ts';

/**
 * POSTs through the shared client, with the API's CSRF token in `x-csrf-token`. The token is bound to the
 * visitor's session, so a refusal (it ended, or another tab replaced it) fetches a fresh one and tries once more.
 * Answers the API's Response whatever its status; a token the API would not hand out is thrown.
 */
export function postWithCsrf(url: string, init: RequestInit): Promise<Response> {
  return api.send(url.replace(/^\/api(?=\/)/, ''), {
    method: 'POST',
    body: init.body ?? undefined,
    headers: init.headers,
    signal: init.signal ?? undefined,
  });
}

/** Tests start each case without a remembered token. */
export const forgetCsrfToken = api.forgetCsrfToken;
