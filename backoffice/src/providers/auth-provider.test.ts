import type { Answer } from '@fund/contract';
import { answerOf } from '@fund/contract/testing';
import { errorMessage } from '@fund/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noContent, problemResponse, type SentRequest, stubFetch } from '../testing/fetch-stub.ts';
import { createAuthProvider } from './auth-provider.ts';
import { createHttpClient } from './http-client.ts';

type User = Answer<'/me'>['user'];

const signedInUser = {
  customerType: null,
  language: 'th',
  emailVerified: true,
  accessTokenExpiresAt: null,
  twoFactorEnrolmentRequired: false,
} as const;
const operations: User = {
  ...signedInUser,
  uuid: 'u-ops',
  email: 'operations@example.com',
  role: 'operations',
  isAdmin: true,
};
const investor: User = {
  ...signedInUser,
  uuid: 'u-inv',
  email: 'investor@example.com',
  role: null,
  isAdmin: false,
  customerType: 'INDIVIDUAL',
};

function authProvider() {
  return createAuthProvider(
    createHttpClient(() => 'th'),
    () => 'th',
  );
}

/** A tiny API: `/me` answers with whoever `signedIn` holds, login signs that user in. */
function api(user: User | null) {
  let signedIn: typeof user = null;
  return stubFetch((request: SentRequest) => {
    if (request.url === '/api/auth/login') {
      signedIn = user;
      return user
        ? answerOf('/auth/login', 'post', { user })
        : problemResponse(401, 'AUTH_INVALID_CREDENTIALS');
    }
    if (request.url === '/api/auth/logout') {
      signedIn = null;
      return noContent();
    }
    if (request.url === '/api/me') {
      return signedIn ? answerOf('/me', 'get', { user: signedIn }) : problemResponse(401, 'AUTH_REQUIRED');
    }
    return problemResponse(404, 'ROUTE_NOT_FOUND');
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('auth provider', () => {
  it('signs staff in with e-mail and password and gives their role as permissions', async () => {
    const requests = api(operations);
    const provider = authProvider();
    await provider.login({ email: 'operations@example.com', password: 'Demo!2026' });

    expect(requests[0]).toMatchObject({
      url: '/api/auth/login',
      method: 'POST',
      body: { email: 'operations@example.com', password: 'Demo!2026' },
    });
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    await expect(provider.getPermissions!({})).resolves.toBe('operations');
    await expect(provider.getIdentity!()).resolves.toEqual({
      id: 'u-ops',
      fullName: 'operations@example.com',
      twoFactorEnrolmentRequired: false,
    });
  });

  it('refuses wrong credentials with the translated problem message', async () => {
    api(null);
    await expect(authProvider().login({ email: 'x@example.com', password: 'nope' })).rejects.toThrow(
      errorMessage('AUTH_INVALID_CREDENTIALS', 'th'),
    );
  });

  it('refuses an investor (role null) at sign-in and ends the session it just opened', async () => {
    const requests = api(investor);
    const provider = authProvider();

    await expect(provider.login({ email: 'investor@example.com', password: 'Demo!2026' })).rejects.toThrow(
      errorMessage('AUTH_FORBIDDEN', 'th'),
    );
    expect(requests.map((r) => r.url)).toEqual(['/api/auth/login', '/api/auth/logout']);
  });

  it('rejects checkAuth for an investor already signed in, without signing them out of the portal', async () => {
    const requests = stubFetch(() => answerOf('/me', 'get', { user: investor }));
    const provider = authProvider();

    await expect(provider.checkAuth({})).rejects.toThrow(errorMessage('AUTH_FORBIDDEN', 'th'));
    await expect(provider.getPermissions!({})).rejects.toThrow();
    await provider.logout({});
    expect(requests.some((r) => r.url === '/api/auth/logout')).toBe(false);
  });

  it('rejects checkAuth when nobody is signed in', async () => {
    api(null);
    await expect(authProvider().checkAuth({})).rejects.toMatchObject({ status: 401, code: 'AUTH_REQUIRED' });
  });

  it('signs out on 401 but stays signed in on 403', async () => {
    const provider = authProvider();
    await expect(provider.checkError({ status: 401 })).rejects.toMatchObject({ status: 401 });
    await expect(provider.checkError({ status: 403 })).resolves.toBeUndefined();
  });

  it('ends the server session on logout', async () => {
    const requests = api(operations);
    const provider = authProvider();
    await provider.login({ email: 'operations@example.com', password: 'Demo!2026' });
    await provider.logout({});

    expect(requests.at(-1)).toMatchObject({ url: '/api/auth/logout', method: 'POST' });
    await expect(provider.checkAuth({})).rejects.toMatchObject({ status: 401 });
  });
});

describe('auth provider with two-factor sign-in', () => {
  it('sends the code from the authenticator app with the password, and no code when none is typed', async () => {
    const requests = api(operations);
    const provider = authProvider();
    await provider.login({ email: 'operations@example.com', password: 'Demo!2026', twoFactor: ' 123456 ' });
    await provider.login({ email: 'operations@example.com', password: 'Demo!2026', twoFactor: '' });
    const logins = requests.filter((r) => r.url === '/api/auth/login').map((r) => r.body);
    expect(logins).toEqual([
      { email: 'operations@example.com', password: 'Demo!2026', twoFactor: '123456' },
      { email: 'operations@example.com', password: 'Demo!2026' },
    ]);
  });

  it('asks for the code in Thai when the account has two-factor on and none was sent', async () => {
    stubFetch(() => problemResponse(401, 'AUTH_2FA_REQUIRED'));
    await expect(
      authProvider().login({ email: 'operations@example.com', password: 'Demo!2026' }),
    ).rejects.toThrow(errorMessage('AUTH_2FA_REQUIRED', 'th'));
  });
});
