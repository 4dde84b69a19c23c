import type { components } from '@fund/contract';
import { answerOf } from '@fund/contract/testing';
import type { FlagName } from '@fund/domain';
import { vi } from 'vitest';

type Stub = Response | (() => Response | Promise<Response>);

type ProblemBody = components['schemas']['Problem'];

/**
 * A problem+json answer as the API sends it (the contract's `Problem`), with the members some refusals add
 * (`details`, `pendingSignInToken`).
 */
export function problem(
  status: number,
  code: string,
  errors: NonNullable<ProblemBody['errors']> = [],
  members: Pick<ProblemBody, 'details' | 'pendingSignInToken'> = {},
): Response {
  const body: ProblemBody = { type: 'about:blank', title: code, status, code, errors, ...members };
  return Response.json(body, { status, headers: { 'content-type': 'application/problem+json' } });
}

/** `GET /feature-flags`'s answer, its flags named from the domain's catalogue. */
export function flagsAnswer(body: { flags: Partial<Record<FlagName, boolean>> }): Response {
  return answerOf('/feature-flags', 'get', body);
}

/**
 * An answer from something in front of the API (the gateway's HTML error page, a plain-text 503 while the API is
 * down): no contract describes it, and no route of the API answers it.
 */
export function notFromTheApi(body: string, init: ResponseInit): Response {
  return new Response(body, init);
}

/** The answer of a route that answers 204 with no body. */
export function noContent(): Response {
  return new Response(null, { status: 204 });
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

/**
 * Stubs `fetch` with answers keyed by "METHOD /path" (the part after /api). A list answers once per item, the
 * last one repeating. The CSRF token and the maintenance check answer by themselves unless given.
 */
export function stubApi(answers: Record<string, Stub | Stub[]> = {}) {
  const remaining = new Map(Object.entries(answers).map(([key, value]) => [key, [value].flat()]));
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const path = url.replace(/^\/api/, '').split('?')[0] ?? url;
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body, headers: new Headers(init?.headers) });
    const queue = remaining.get(`${method} ${path}`);
    const next = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    if (next) return typeof next === 'function' ? next() : next.clone();
    if (path === '/auth/csrf') return answerOf('/auth/csrf', 'get', { csrfToken: 'csrf-1' });
    if (path === '/app-setting/maintenance')
      return answerOf('/app-setting/maintenance', 'get', { maintenance: false, maintenanceText: null });
    return problem(404, 'ROUTE_NOT_FOUND');
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The calls to one endpoint, in order. */
  const callsTo = (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key);
  return { fetchMock, calls, callsTo };
}
