import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetCsrfToken, postWithCsrf } from './csrf-fetch.ts';

const refused = () =>
  new Response(JSON.stringify({ code: 'CSRF_REJECTED' }), {
    status: 403,
    headers: { 'Content-Type': 'application/problem+json' },
  });

afterEach(() => {
  forgetCsrfToken();
  vi.unstubAllGlobals();
});

describe('postWithCsrf', () => {
  it('fetches a token once and sends it on every POST', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (url) =>
      url === '/api/auth/csrf' ? Response.json({ csrfToken: 'abc' }) : Response.json({}, { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await postWithCsrf('/api/contact-requests', { body: '{}' });
    await postWithCsrf('/api/contact-requests', { body: '{}' });
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls).toEqual(['/api/auth/csrf', '/api/contact-requests', '/api/contact-requests']);
    for (const [, init] of fetchMock.mock.calls.slice(1)) {
      expect(new Headers(init?.headers).get('x-csrf-token')).toBe('abc');
    }
  });

  it('on a CSRF refusal fetches a fresh token and retries once', async () => {
    let tokens = 0;
    const fetchMock = vi.fn<typeof fetch>(async (url, init) => {
      if (url === '/api/auth/csrf') return Response.json({ csrfToken: `t${++tokens}` });
      return new Headers(init?.headers).get('x-csrf-token') === 't2'
        ? Response.json({ reference: 'CB-1' }, { status: 201 })
        : refused();
    });
    vi.stubGlobal('fetch', fetchMock);
    const response = await postWithCsrf('/api/contact-requests', { body: '{}' });
    expect(response.status).toBe(201);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('gives up after one retry', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (url) =>
      url === '/api/auth/csrf' ? Response.json({ csrfToken: 'x' }) : refused(),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect((await postWithCsrf('/api/contact-requests', { body: '{}' })).status).toBe(403);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
