import { vi } from 'vitest';

type Answer = Response | (() => Response | Promise<Response>);

/** A problem+json answer as the API sends it. */
export function problem(status: number, code: string, errors: unknown[] = []): Response {
  return Response.json(
    { type: 'about:blank', title: code, status, code, errors },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );
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
export function stubApi(answers: Record<string, Answer | Answer[]> = {}) {
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
    if (path === '/auth/csrf') return Response.json({ csrfToken: 'csrf-1' });
    if (path === '/app-setting/maintenance')
      return Response.json({ maintenance: false, maintenanceText: null });
    return problem(404, 'ROUTE_NOT_FOUND');
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The calls to one endpoint, in order. */
  const callsTo = (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key);
  return { fetchMock, calls, callsTo };
}
