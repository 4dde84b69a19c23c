import { vi } from 'vitest';

export interface SentRequest {
  url: string;
  method: string;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

type Handler = (request: SentRequest) => Response | Promise<Response>;

export const testCsrfToken = 'test-csrf-token';

/**
 * Replaces `fetch` for one test: the handler answers, and every request is kept for assertions. The CSRF
 * token the HTTP client fetches before an unsafe call is answered here and not kept, unless `answerCsrf` is
 * false (for the tests of the CSRF handling itself).
 */
export function stubFetch(handler: Handler, { answerCsrf = true } = {}) {
  const requests: SentRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (answerCsrf && String(input) === '/api/auth/csrf') return jsonResponse({ csrfToken: testCsrfToken });
    const request: SentRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      credentials: init.credentials,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchStub);
  return requests;
}

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

export function problemResponse(status: number, code: string, extra: Record<string, unknown> = {}): Response {
  return new Response(JSON.stringify({ type: `urn:problem:${code}`, title: code, status, code, ...extra }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });
}
