import type { Answer } from '@fund/contract';
import { answerOf } from '@fund/contract/testing';
import { errorMessage } from '@fund/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUsers } from '../resources/users/users-stub-api.ts';
import { noContent, problemResponse, type SentRequest, stubFetch } from '../testing/fetch-stub.ts';
import { createAuthProvider } from './auth-provider.ts';
import { createHttpClient } from './http-client.ts';

const staffUser: Answer<'/me'>['user'] = {
  uuid: 'u-sup',
  email: 'support@example.com',
  role: 'support',
  isAdmin: true,
  customerType: null,
  language: 'th',
  emailVerified: true,
  accessTokenExpiresAt: null,
  twoFactorEnrolmentRequired: false,
};

/** User 4 as locking answers it. */
const lockedUser = { ...makeUsers()[1]!, twoFactorEnabled: false };

/**
 * A small API whose CSRF token changes with the session, as the real one does: each GET /auth/csrf hands out
 * the next token, `stale` tokens are refused with 403 CSRF_REJECTED, `/me` answers 401 when `signedOut`.
 */
function csrfApi(options: { rejectFirst?: boolean; alwaysReject?: boolean } = {}) {
  let issued = 0;
  let rejections = 0;
  const state = { signedOut: false };
  const requests = stubFetch(
    (request: SentRequest) => {
      if (request.url === '/api/auth/csrf') {
        issued += 1;
        return answerOf('/auth/csrf', 'get', { csrfToken: `token-${issued}` });
      }
      if (request.url === '/api/me') {
        return state.signedOut
          ? problemResponse(401, 'AUTH_REQUIRED')
          : answerOf('/me', 'get', { user: staffUser });
      }
      if (request.method !== 'GET') {
        const mustReject = options.alwaysReject || (options.rejectFirst && rejections === 0);
        if (mustReject || !request.headers.get('x-csrf-token')) {
          rejections += 1;
          return problemResponse(403, 'CSRF_REJECTED');
        }
      }
      if (request.url === '/api/auth/login') return answerOf('/auth/login', 'post', { user: staffUser });
      if (request.url === '/api/admin/users/4/lock')
        return answerOf('/admin/users/{id}/lock', 'post', lockedUser);
      // Any other call (the client's own concern here, not a route's answer) succeeds with no content.
      return noContent();
    },
    { answerCsrf: false },
  );
  return { requests, state };
}

const post = (body: unknown = {}) => ({ method: 'POST', body: JSON.stringify(body) });
const tokensSent = (requests: SentRequest[]) =>
  requests.filter((r) => r.method !== 'GET').map((r) => [r.url, r.headers.get('x-csrf-token')]);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('http client CSRF', () => {
  it('fetches the token once, before the first unsafe call, and sends it on POST, PUT, PATCH and DELETE', async () => {
    const { requests } = csrfApi();
    const http = createHttpClient(() => 'th');

    await http('/api/admin/inbox');
    expect(requests.map((r) => r.url)).toEqual(['/api/admin/inbox']);
    expect(requests[0]!.headers.has('x-csrf-token')).toBe(false);

    await http('/api/admin/users/4/unlock', post());
    await http('/api/admin/app-settings/x', { method: 'PUT', body: '{}' });
    await http('/api/admin/x', { method: 'PATCH', body: '{}' });
    await http('/api/admin/x', { method: 'DELETE' });

    expect(requests.filter((r) => r.url === '/api/auth/csrf')).toHaveLength(1);
    expect(requests[1]).toMatchObject({ url: '/api/auth/csrf', method: 'GET', credentials: 'same-origin' });
    expect(tokensSent(requests)).toEqual([
      ['/api/admin/users/4/unlock', 'token-1'],
      ['/api/admin/app-settings/x', 'token-1'],
      ['/api/admin/x', 'token-1'],
      ['/api/admin/x', 'token-1'],
    ]);
    expect(requests[2]!.headers.get('Content-Type')).toBe('application/json');
  });

  it('asks for one token when several unsafe calls start together', async () => {
    const { requests } = csrfApi();
    const http = createHttpClient(() => 'th');

    await Promise.all([http('/api/a', post()), http('/api/b', post()), http('/api/c', post())]);

    expect(requests.filter((r) => r.url === '/api/auth/csrf')).toHaveLength(1);
    expect(tokensSent(requests).map(([, token]) => token)).toEqual(['token-1', 'token-1', 'token-1']);
  });

  it('on 403 CSRF_REJECTED fetches a fresh token and retries the call once', async () => {
    const { requests } = csrfApi({ rejectFirst: true });
    const http = createHttpClient(() => 'th');

    const { json } = await http('/api/admin/users/4/lock', post({ reason: 'fraud' }));

    expect(json).toEqual(lockedUser);
    expect(tokensSent(requests)).toEqual([
      ['/api/admin/users/4/lock', 'token-1'],
      ['/api/admin/users/4/lock', 'token-2'],
    ]);
    expect(requests.at(-1)!.body).toEqual({ reason: 'fraud' });
  });

  it('gives up after one retry with the translated refusal', async () => {
    const { requests } = csrfApi({ alwaysReject: true });
    const http = createHttpClient(() => 'en');

    await expect(http('/api/admin/users/4/lock', post())).rejects.toMatchObject({
      status: 403,
      code: 'CSRF_REJECTED',
      message: errorMessage('CSRF_REJECTED', 'en'),
    });
    expect(tokensSent(requests)).toHaveLength(2);
  });

  it('does not retry other refusals', async () => {
    const requests = stubFetch(() => problemResponse(403, 'AUTH_FORBIDDEN'));
    const http = createHttpClient(() => 'th');

    await expect(http('/api/admin/users/4/role', post({ role: 'admin' }))).rejects.toMatchObject({
      code: 'AUTH_FORBIDDEN',
    });
    expect(requests).toHaveLength(1);
  });

  it('drops the token after a 401, so the next unsafe call asks for a new one', async () => {
    const { requests, state } = csrfApi();
    const http = createHttpClient(() => 'th');

    await http('/api/a', post());
    state.signedOut = true;
    await expect(http('/api/me')).rejects.toMatchObject({ status: 401 });
    await http('/api/b', post());

    expect(tokensSent(requests)).toEqual([
      ['/api/a', 'token-1'],
      ['/api/b', 'token-2'],
    ]);
  });

  it('sends the token on login and logout and takes a new one after each', async () => {
    const { requests } = csrfApi();
    const provider = createAuthProvider(
      createHttpClient(() => 'th'),
      () => 'th',
    );

    await provider.login({ email: 'support@example.com', password: 'Demo!2026' });
    await provider.logout({});

    expect(tokensSent(requests)).toEqual([
      ['/api/auth/login', 'token-1'],
      ['/api/auth/logout', 'token-2'],
    ]);
    expect(requests.filter((r) => r.url === '/api/auth/csrf')).toHaveLength(2);
  });

  it('passes a failure to fetch the token on as the translated problem, and asks again next time', async () => {
    let csrfCalls = 0;
    const requests = stubFetch(
      (request) => {
        if (request.url === '/api/auth/csrf') {
          csrfCalls += 1;
          return csrfCalls === 1
            ? problemResponse(429, 'RATE_LIMITED')
            : answerOf('/auth/csrf', 'get', { csrfToken: 'token-ok' });
        }
        return noContent();
      },
      { answerCsrf: false },
    );
    const http = createHttpClient(() => 'th');

    await expect(http('/api/a', post())).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    await http('/api/a', post());

    expect(tokensSent(requests)).toEqual([['/api/a', 'token-ok']]);
  });
});
