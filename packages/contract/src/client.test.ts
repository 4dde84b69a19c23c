import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, newIdempotencyKey } from './client.ts';
import { ApiError } from './problem.ts';

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
  credentials: RequestCredentials | undefined;
}

const problem = (status: number, code: string, extra: Record<string, unknown> = {}) =>
  Response.json(
    { type: 'about:blank', title: code, status, code, ...extra },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );

/**
 * Stubs fetch with answers keyed by "METHOD /api/path"; a list answers once per item, the last one repeating.
 * `GET /api/auth/csrf` hands out `token-1`, `token-2`, ... unless given.
 */
function stubApi(answers: Record<string, Response | Response[]> = {}) {
  const queues = new Map(Object.entries(answers).map(([key, value]) => [key, [value].flat()]));
  const sent: Sent[] = [];
  let tokens = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init = {}) => {
      const request: Sent = {
        url: String(input),
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        body: init.body,
        credentials: init.credentials,
      };
      sent.push(request);
      const queue = queues.get(`${request.method} ${request.url}`);
      const next = queue && (queue.length > 1 ? queue.shift() : queue[0]);
      if (next) return next.clone();
      if (request.url === '/api/auth/csrf') return Response.json({ csrfToken: `token-${++tokens}` });
      return Response.json({ ok: true });
    }),
  );
  const to = (key: string) => sent.filter((r) => `${r.method} ${r.url}` === key);
  const tokensSent = () => sent.filter((r) => r.method !== 'GET').map((r) => r.headers.get('x-csrf-token'));
  return { sent, to, tokensSent };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the shared client', () => {
  it('calls the API under /api on this origin with the session cookie, a JSON body and its answer', async () => {
    const { sent } = stubApi({ 'POST /api/enquiries': Response.json({ reference: 'E-1' }, { status: 201 }) });
    const api = createApiClient();
    await expect(api.request('/enquiries', { method: 'POST', body: { name: 'ก' } })).resolves.toEqual({
      reference: 'E-1',
    });
    const post = sent.at(-1)!;
    expect(post).toMatchObject({ url: '/api/enquiries', credentials: 'same-origin', body: '{"name":"ก"}' });
    expect(post.headers.get('content-type')).toBe('application/json');
  });

  it('sends FormData as it is, with its own multipart boundary', async () => {
    const { sent } = stubApi();
    const form = new FormData();
    form.append('kind', 'ID_FRONT');
    await createApiClient().request('/kyc/files', { method: 'POST', body: form });
    expect(sent.at(-1)!.body).toBe(form);
    expect(sent.at(-1)!.headers.get('content-type')).toBeNull();
  });

  it('answers undefined for a 204', async () => {
    stubApi({ 'POST /api/auth/logout': new Response(null, { status: 204 }) });
    await expect(createApiClient().request('/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
  });
});

describe('CSRF token', () => {
  it('is fetched once, lazily, shared by concurrent calls, and sent on unsafe calls only', async () => {
    const { to, sent, tokensSent } = stubApi();
    const api = createApiClient();
    await api.request('/me');
    expect(to('GET /api/auth/csrf')).toHaveLength(0);
    expect(sent[0]!.headers.has('x-csrf-token')).toBe(false);
    await Promise.all([
      api.request('/a', { method: 'POST', body: {} }),
      api.request('/b', { method: 'PUT', body: {} }),
      api.request('/c', { method: 'PATCH', body: {} }),
      api.request('/d', { method: 'DELETE' }),
    ]);
    expect(to('GET /api/auth/csrf')).toHaveLength(1);
    expect(tokensSent()).toEqual(['token-1', 'token-1', 'token-1', 'token-1']);
  });

  it('is fetched again after a 403 CSRF_REJECTED, and the call is sent once more with the same body', async () => {
    const { to } = stubApi({
      'POST /api/contact-requests': [
        problem(403, 'CSRF_REJECTED'),
        Response.json({ id: 1 }, { status: 201 }),
      ],
    });
    await expect(
      createApiClient().request('/contact-requests', { method: 'POST', body: { a: 1 } }),
    ).resolves.toEqual({ id: 1 });
    const posts = to('POST /api/contact-requests');
    expect(posts.map((r) => r.headers.get('x-csrf-token'))).toEqual(['token-1', 'token-2']);
    expect(posts[1]!.body).toBe('{"a":1}');
  });

  it('is retried once only: a second CSRF_REJECTED is thrown, and other 403s are not retried', async () => {
    const { to } = stubApi({
      'POST /api/a': problem(403, 'CSRF_REJECTED'),
      'POST /api/b': problem(403, 'AUTH_FORBIDDEN'),
    });
    const api = createApiClient();
    await expect(api.request('/a', { method: 'POST' })).rejects.toMatchObject({
      status: 403,
      code: 'CSRF_REJECTED',
    });
    await expect(api.request('/b', { method: 'POST' })).rejects.toMatchObject({ code: 'AUTH_FORBIDDEN' });
    expect(to('POST /api/a')).toHaveLength(2);
    expect(to('POST /api/b')).toHaveLength(1);
  });

  it('is dropped when the session changes: after a sign-in, a sign-out and a 401', async () => {
    const { tokensSent } = stubApi({
      'POST /api/auth/login': Response.json({ user: {} }),
      'GET /api/me': problem(401, 'AUTH_REQUIRED'),
    });
    const api = createApiClient();
    await api.request('/auth/login', { method: 'POST', body: {} });
    await api.request('/a', { method: 'POST' });
    await api.request('/auth/logout', { method: 'POST' });
    await api.request('/a', { method: 'POST' });
    await api.request('/me').catch(() => undefined);
    await api.request('/a', { method: 'POST' });
    expect(tokensSent()).toEqual(['token-1', 'token-2', 'token-2', 'token-3', 'token-4']);
  });

  it("throws the token's refusal without sending the call, and asks again next time", async () => {
    const { to } = stubApi({
      'GET /api/auth/csrf': [problem(429, 'RATE_LIMITED'), Response.json({ csrfToken: 'ok' })],
    });
    const api = createApiClient();
    await expect(api.request('/a', { method: 'POST' })).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
    });
    await api.request('/a', { method: 'POST' });
    expect(to('POST /api/a').map((r) => r.headers.get('x-csrf-token'))).toEqual(['ok']);
  });
});

describe('problem+json', () => {
  it('is thrown as one ApiError with the stable code, the field errors and every member', async () => {
    const errors = [{ field: 'body.email', code: 'INVALID', message: 'bad' }];
    stubApi({ 'POST /api/auth/login': problem(422, 'VALIDATION_FAILED', { errors, pendingToken: 'p' }) });
    const error = await createApiClient()
      .request('/auth/login', { method: 'POST', body: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'VALIDATION_FAILED',
      errors,
    });
    expect((error as ApiError).problem.pendingToken).toBe('p');
  });

  it('reads an answer that is not problem+json as INTERNAL_ERROR', async () => {
    stubApi({
      'GET /api/me': new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    });
    await expect(createApiClient().request('/me')).rejects.toMatchObject({
      status: 502,
      code: 'INTERNAL_ERROR',
    });
  });
});

describe('401', () => {
  it("calls the app's hook with the refused path, unless the caller handles it", async () => {
    stubApi({ 'GET /api/me': problem(401, 'AUTH_REQUIRED') });
    const onUnauthorized = vi.fn();
    const api = createApiClient({ onUnauthorized });
    await expect(api.request('/me', { quietUnauthorized: true })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(api.request('/me')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith('/me');
  });
});

describe('Idempotency-Key', () => {
  it('is sent on order placement, the same key on each retry of one confirmation', async () => {
    const { to } = stubApi({
      'POST /api/orders': [problem(503, 'SERVICE_UNAVAILABLE'), Response.json({ id: 1 }, { status: 201 })],
    });
    const api = createApiClient();
    const key = newIdempotencyKey('portal');
    const place = () =>
      api.request('/orders', { method: 'POST', body: { kind: 'increase' }, idempotencyKey: key });
    await expect(place()).rejects.toMatchObject({ status: 503 });
    await place();
    expect(to('POST /api/orders').map((r) => r.headers.get('idempotency-key'))).toEqual([key, key]);
    expect(key).toMatch(/^portal-[0-9a-f-]{36}$/);
    expect(newIdempotencyKey('portal')).not.toBe(key);
  });
});
