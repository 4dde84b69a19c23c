let cachedToken: string | null = null;

async function csrfToken(): Promise<string> {
  if (cachedToken) return cachedToken;
  const response = await fetch('/api/auth/csrf', {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  const body = (await response.json().catch(() => ({}))) as { csrfToken?: unknown };
  if (!response.ok || typeof body.csrfToken !== 'string') throw new TypeError('no CSRF token');
  cachedToken = body.csrfToken;
  return cachedToken;
}

async function isCsrfRefusal(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { code?: unknown };
  return body.code === 'CSRF_REJECTED';
}

/**
 * POSTs with the API's CSRF token in `x-csrf-token`. The token is bound to the visitor's session, so a
 * refusal (it ended, or another tab replaced it) fetches a fresh one and tries once more.
 */
export async function postWithCsrf(url: string, init: RequestInit): Promise<Response> {
  const send = async () => {
    const headers = new Headers(init.headers);
    headers.set('x-csrf-token', await csrfToken());
    return fetch(url, { ...init, headers, method: 'POST', credentials: 'same-origin' });
  };
  const response = await send();
  if (!(await isCsrfRefusal(response))) return response;
  cachedToken = null;
  return send();
}

/** Tests start each case without a remembered token. */
export function forgetCsrfToken(): void {
  cachedToken = null;
}
