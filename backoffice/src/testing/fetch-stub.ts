import type { Answer } from '@fund/contract';
import { answerOf, problemOf } from '@fund/contract/testing';
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
    if (answerCsrf && String(input) === '/api/auth/csrf') {
      return answerOf('/auth/csrf', 'get', { csrfToken: testCsrfToken });
    }
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

/**
 * A problem+json answer as the API sends it (the contract's `Problem`), with the members some refusals add
 * (`errors` for the fields refused, `details`, `pendingSignInToken`).
 */
export const problemResponse = problemOf;

/** The answer of a route that answers 204 with no body. */
export function noContent(): Response {
  return new Response(null, { status: 204 });
}

/**
 * An answer from something in front of the API (the gateway's HTML error page, a plain-text 503 while the API is
 * down, a file the browser downloads): no answer schema describes it.
 */
export function notFromTheApi(body: BodyInit | null, init: ResponseInit): Response {
  return new Response(body, init);
}

/** The `Content-Range` header react-admin reads a list's total from: `listRange('tiers', 3)`. */
export function listRange(resource: string, count: number, start = 0): { headers: Record<string, string> } {
  const end = count === 0 ? start : start + count - 1;
  return { headers: { 'Content-Range': `${resource} ${start}-${end}/${count}` } };
}

type MeUser = Answer<'/me'>['user'];

/** `GET /me`'s answer for a staff member signed in with `role`, enrolled in two-factor sign-in. */
export function staffMe(role: string | null, user: Partial<MeUser> = {}): Response {
  return answerOf('/me', 'get', {
    user: {
      uuid: 'u-1',
      email: `${role ?? 'staff'}@example.com`,
      role,
      isAdmin: role !== null,
      customerType: null,
      language: 'th',
      emailVerified: true,
      accessTokenExpiresAt: null,
      twoFactorEnrolmentRequired: false,
      ...user,
    },
  });
}

type FlagBody = Answer<'/feature-flags/{name}'>;

/** `GET /feature-flags/{name}`'s answer: a known flag, switched on or off. */
export function flagAnswer(name: string, enabled: boolean, flag: Partial<FlagBody> = {}): Response {
  return answerOf('/feature-flags/{name}', 'get', {
    name,
    known: true,
    enabled,
    invest: false,
    governs: null,
    ...flag,
  });
}

/**
 * An empty page of whichever staff list a screen asks for: `[]` fits every list's answer schema, so a test that
 * only needs the screens around a list answers them all with it.
 */
export function emptyList(): Response {
  return Response.json([], listRange('x', 0));
}

/**
 * The whole back office as a staff member signed in with `role` (null for a customer) opens it: `/me`, then
 * `answer` for what the test is about, every other staff list empty and any other call answered as no route.
 */
export function stubSignedIn(
  role: string | null,
  answer: (request: SentRequest) => Response | undefined = () => undefined,
) {
  return stubFetch((request) => {
    if (request.url === '/api/me') return staffMe(role, { uuid: 'u-1', email: `${role}@example.com` });
    const answered = answer(request);
    if (answered) return answered;
    if (request.url.startsWith('/api/admin/')) return emptyList();
    return problemResponse(404, 'ROUTE_NOT_FOUND');
  });
}
