import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-client.ts';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiRequest', () => {
  it('calls the API under /api on this origin with the session cookie and a JSON body', async () => {
    const fetchMock = stubFetch(Response.json({ ok: true }));
    await expect(apiRequest('/auth/login', { method: 'POST', body: { email: 'a@b.co' } })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"email":"a@b.co"}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('throws the problem code so screens can translate it', async () => {
    stubFetch(
      Response.json(
        { type: 'about:blank', title: 'Unauthorized', status: 401, code: 'AUTH_INVALID_CREDENTIALS' },
        { status: 401, headers: { 'content-type': 'application/problem+json' } },
      ),
    );
    const error = await apiRequest('/auth/login', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'AUTH_INVALID_CREDENTIALS' });
  });

  it('reads a non-JSON failure as the generic error code', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('/me')).rejects.toMatchObject({ status: 502, code: 'INTERNAL_ERROR' });
  });

  it('answers nothing for 204', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
  });
});
