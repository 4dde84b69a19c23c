import { answerOf } from '@fund/contract/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { investor } from '../test/render-app.tsx';
import { noContent, notFromTheApi, problem, stubApi } from '../test/stub-api.ts';
import { ApiError, apiRequest, isUnauthorizedExempt, onUnauthorized } from './api-client.ts';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

let unregister: (() => void) | undefined;
afterEach(() => unregister?.());

describe('apiRequest', () => {
  it('calls the API under /api on this origin with the session cookie and a JSON body', async () => {
    const created = {
      uuid: investor.uuid,
      customerType: 'INDIVIDUAL',
      selfOpen: true,
      next: 'VERIFY_EMAIL',
    } as const;
    const { calls, fetchMock } = stubApi({
      'POST /auth/signup': answerOf('/auth/signup', 'post', created, { status: 201 }),
    });
    await expect(apiRequest('/auth/signup', { method: 'POST', body: { email: 'a@b.co' } })).resolves.toEqual(
      created,
    );
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/api/auth/signup');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"email":"a@b.co"}');
    expect(calls[1]?.headers.get('content-type')).toBe('application/json');
  });

  it('sends FormData as it is (multipart with its own boundary) with the CSRF token', async () => {
    const { calls, fetchMock } = stubApi({
      'POST /kyc/files': answerOf(
        '/kyc/files',
        'post',
        {
          id: '1',
          kind: 'ID_FRONT',
          mimeType: 'image/jpeg',
          sizeBytes: 1024,
          createdAt: '2026-11-20T06:30:00.000Z',
        },
        { status: 201 },
      ),
    });
    const form = new FormData();
    form.append('kind', 'ID_FRONT');
    await expect(apiRequest('/kyc/files', { method: 'POST', body: form })).resolves.toMatchObject({
      id: '1',
      kind: 'ID_FRONT',
    });
    const [, init] = fetchMock.mock.calls[1] ?? [];
    expect(init?.body).toBe(form);
    expect(calls[1]?.headers.get('content-type')).not.toBe('application/json');
    expect(calls[1]?.headers.get('x-csrf-token')).toBe('csrf-1');
  });

  it('throws the problem code so screens can translate it', async () => {
    stubApi({ 'POST /auth/login': problem(401, 'AUTH_INVALID_CREDENTIALS') });
    const error = await apiRequest('/auth/login', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'AUTH_INVALID_CREDENTIALS' });
  });

  it('reads a non-JSON failure as the generic error code', async () => {
    stubFetch(notFromTheApi('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('/me')).rejects.toMatchObject({ status: 502, code: 'INTERNAL_ERROR' });
  });

  it('answers nothing for 204 and null for a JSON null', async () => {
    stubApi({
      'POST /auth/logout': noContent(),
      'POST /auth/reset-password/verify': answerOf('/auth/reset-password/verify', 'post', null),
    });
    await expect(apiRequest('/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
    await expect(apiRequest('/auth/reset-password/verify', { method: 'POST', body: {} })).resolves.toBeNull();
  });
});

describe('CSRF token', () => {
  it('is fetched once, lazily, and sent on every unsafe request but not on reads', async () => {
    const { calls, callsTo } = stubApi({
      'GET /me': answerOf('/me', 'get', { user: investor }),
      'PUT /me/security/pin': noContent(),
      'DELETE /me/security/2fa': noContent(),
    });
    await apiRequest('/me');
    expect(callsTo('GET /auth/csrf')).toHaveLength(0);
    expect(calls[0]?.headers.get('x-csrf-token')).toBeNull();
    await Promise.all([
      apiRequest('/me/security/pin', { method: 'PUT', body: {} }),
      apiRequest('/me/security/2fa', { method: 'DELETE', body: {} }),
    ]);
    expect(callsTo('GET /auth/csrf')).toHaveLength(1);
    expect(callsTo('PUT /me/security/pin')[0]?.headers.get('x-csrf-token')).toBe('csrf-1');
    expect(callsTo('DELETE /me/security/2fa')[0]?.headers.get('x-csrf-token')).toBe('csrf-1');
  });

  it('is fetched again after login and after logout, since it is bound to the session', async () => {
    const { callsTo } = stubApi({
      'GET /auth/csrf': [
        answerOf('/auth/csrf', 'get', { csrfToken: 'before-login' }),
        answerOf('/auth/csrf', 'get', { csrfToken: 'after-login' }),
        answerOf('/auth/csrf', 'get', { csrfToken: 'after-logout' }),
      ],
      'POST /auth/login': answerOf('/auth/login', 'post', { user: investor }),
      'POST /auth/logout': noContent(),
      'POST /contact-requests': answerOf(
        '/contact-requests',
        'post',
        { id: 1, reference: 'C-1' },
        { status: 201 },
      ),
    });
    await apiRequest('/auth/login', { method: 'POST', body: {} });
    await apiRequest('/contact-requests', { method: 'POST', body: {} });
    await apiRequest('/auth/logout', { method: 'POST' });
    await apiRequest('/contact-requests', { method: 'POST', body: {} });
    expect(callsTo('POST /auth/login')[0]?.headers.get('x-csrf-token')).toBe('before-login');
    expect(callsTo('POST /auth/logout')[0]?.headers.get('x-csrf-token')).toBe('after-login');
    expect(callsTo('POST /contact-requests').map((call) => call.headers.get('x-csrf-token'))).toEqual([
      'after-login',
      'after-logout',
    ]);
  });

  it('is fetched again after a 401', async () => {
    const { callsTo } = stubApi({
      'GET /auth/csrf': [
        answerOf('/auth/csrf', 'get', { csrfToken: 'old' }),
        answerOf('/auth/csrf', 'get', { csrfToken: 'new' }),
      ],
      'PUT /me/security/pin': [problem(401, 'AUTH_REQUIRED'), noContent()],
    });
    await expect(apiRequest('/me/security/pin', { method: 'PUT', body: {} })).rejects.toMatchObject({
      status: 401,
    });
    await apiRequest('/me/security/pin', { method: 'PUT', body: {} });
    expect(callsTo('PUT /me/security/pin').map((call) => call.headers.get('x-csrf-token'))).toEqual([
      'old',
      'new',
    ]);
  });

  it('retries an unsafe request once with a fresh token when the API answers CSRF_REJECTED', async () => {
    const { callsTo } = stubApi({
      'GET /auth/csrf': [
        answerOf('/auth/csrf', 'get', { csrfToken: 'stale' }),
        answerOf('/auth/csrf', 'get', { csrfToken: 'fresh' }),
      ],
      'POST /contact-requests': [
        problem(403, 'CSRF_REJECTED'),
        answerOf('/contact-requests', 'post', { id: 1, reference: 'C-1' }, { status: 201 }),
      ],
    });
    await expect(apiRequest('/contact-requests', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      id: 1,
      reference: 'C-1',
    });
    const posts = callsTo('POST /contact-requests');
    expect(posts.map((call) => call.headers.get('x-csrf-token'))).toEqual(['stale', 'fresh']);
    expect(posts[1]?.body).toEqual({ a: 1 });
  });

  it('retries only once: a second CSRF_REJECTED reaches the screen', async () => {
    const { callsTo } = stubApi({ 'POST /contact-requests': problem(403, 'CSRF_REJECTED') });
    await expect(apiRequest('/contact-requests', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 403,
      code: 'CSRF_REJECTED',
    });
    expect(callsTo('POST /contact-requests')).toHaveLength(2);
    expect(callsTo('GET /auth/csrf')).toHaveLength(2);
  });

  it('does not retry another 403', async () => {
    const { callsTo } = stubApi({ 'POST /contact-requests': problem(403, 'AUTH_FORBIDDEN') });
    await expect(apiRequest('/contact-requests', { method: 'POST', body: {} })).rejects.toMatchObject({
      code: 'AUTH_FORBIDDEN',
    });
    expect(callsTo('POST /contact-requests')).toHaveLength(1);
  });
});

describe('401', () => {
  it('tells the session layer, except on the exempt paths of spec §8', async () => {
    const handler = vi.fn();
    unregister = onUnauthorized(handler);
    stubApi({
      'GET /me/security': problem(401, 'AUTH_REQUIRED'),
      'POST /auth/login': problem(401, 'AUTH_INVALID_CREDENTIALS'),
      'POST /auth/logout': problem(401, 'AUTH_REQUIRED'),
      'POST /auth/forget-password': problem(401, 'AUTH_REQUIRED'),
      'GET /security/0b5f6a0e/security-locked': problem(401, 'AUTH_REQUIRED'),
    });
    for (const [path, method] of [
      ['/auth/login', 'POST'],
      ['/auth/logout', 'POST'],
      ['/auth/forget-password', 'POST'],
      ['/security/0b5f6a0e/security-locked', 'GET'],
    ] as const) {
      await apiRequest(path, { method }).catch(() => undefined);
    }
    expect(handler).not.toHaveBeenCalled();
    await expect(apiRequest('/me/security')).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('stays quiet when the caller handles it (refreshing the user)', async () => {
    const handler = vi.fn();
    unregister = onUnauthorized(handler);
    stubApi({ 'GET /me': problem(401, 'AUTH_REQUIRED') });
    await expect(apiRequest('/me', { quietUnauthorized: true })).rejects.toMatchObject({ status: 401 });
    expect(handler).not.toHaveBeenCalled();
  });

  it('exempts /security/... but not /me/security/...', () => {
    expect(isUnauthorizedExempt('/security/abc/security-locked')).toBe(true);
    expect(isUnauthorizedExempt('/me/security/password')).toBe(false);
    expect(isUnauthorizedExempt('/auth/login?next=/')).toBe(true);
    expect(isUnauthorizedExempt('/auth/verify')).toBe(false);
  });
});
