import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import type { SettableClock } from '../../platform/clock.ts';
import { demoPassword } from '../../seed.ts';

let t: TestApp;
let clock: SettableClock;
beforeAll(async () => {
  t = await createTestApp({ ACCESS_TOKEN_TTL_MINUTES: '15' });
  clock = t.ctx.clock as SettableClock;
});
afterEach(() => clock.set(null));
afterAll(() => t.close());

const cookiesOf = (res: { headers: Record<string, unknown> }) =>
  ((res.headers['set-cookie'] as string[] | undefined) ?? []).map((c) => c.split(';')[0]!);
const cookieValue = (cookies: string[], name: string) =>
  cookies.find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1);
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8'));

async function login(email = 'investor@example.com') {
  const res = await t.http().post('/auth/login').send({ email, password: demoPassword }).expect(200);
  const cookies = cookiesOf(res);
  return {
    res,
    sid: `sid=${cookieValue(cookies, 'sid')}`,
    at: `access_token=${cookieValue(cookies, 'access_token')}`,
  };
}

describe('the short-lived access token', () => {
  it('is a signed JWT with exp in an HttpOnly, Secure, SameSite=Lax cookie, and the answer says when it ends', async () => {
    clock.set(new Date('2026-11-23T03:00:00Z'));
    const { res, at } = await login();
    const header = (res.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith('access_token='),
    )!;
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/Secure/);
    expect(header).toMatch(/SameSite=Lax/);
    const claims = claimsOf(at.slice('access_token='.length));
    expect(claims.exp - claims.iat).toBe(15 * 60);
    expect(res.body.user.accessTokenExpiresAt).toBe('2026-11-23T03:15:00.000Z');
  });

  it('alone is enough until exp, and not after it', async () => {
    clock.set(new Date('2026-11-23T03:00:00Z'));
    const { at } = await login();
    clock.set(new Date('2026-11-23T03:14:59Z'));
    const { body } = await t.http().get('/me').set('Cookie', at).expect(200);
    expect(body.user.accessTokenExpiresAt).toBe('2026-11-23T03:15:00.000Z');
    clock.set(new Date('2026-11-23T03:15:00Z'));
    await t.http().get('/me').set('Cookie', at).expect(401);
  });

  it('is re-issued from the live server session once expired', async () => {
    clock.set(new Date('2026-11-23T03:00:00Z'));
    const { sid, at } = await login();
    clock.set(new Date('2026-11-23T03:20:00Z'));
    const res = await t.http().get('/me').set('Cookie', `${sid}; ${at}`).expect(200);
    expect(res.body.user.accessTokenExpiresAt).toBe('2026-11-23T03:35:00.000Z');
    const renewed = cookieValue(cookiesOf(res), 'access_token')!;
    expect(claimsOf(renewed).exp).toBe(Date.parse('2026-11-23T03:35:00Z') / 1000);
  });

  it('stops working the moment its session is revoked (logout)', async () => {
    const { sid, at } = await login();
    await t.http().post('/auth/logout').set('Cookie', `${sid}; ${at}`).expect(204);
    await t.http().get('/me').set('Cookie', at).expect(401);
  });

  it('logout clears both cookies', async () => {
    const { sid, at } = await login();
    const res = await t.http().post('/auth/logout').set('Cookie', `${sid}; ${at}`).expect(204);
    const cleared = (res.headers['set-cookie'] as unknown as string[]).join('\n');
    expect(cleared).toMatch(/sid=;.*Expires=Thu, 01 Jan 1970/);
    expect(cleared).toMatch(/access_token=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('a token signed with another key, or with alg none, is ignored', async () => {
    const { at } = await login();
    const claims = claimsOf(at.slice('access_token='.length));
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    await t.http().get('/me').set('Cookie', `access_token=${forged}`).expect(401);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    await t.http().get('/me').set('Cookie', `access_token=${unsigned}`).expect(401);
  });

  it('never outlives its session', async () => {
    const short = await createTestApp({ SESSION_TTL_MINUTES: '5', ACCESS_TOKEN_TTL_MINUTES: '15' });
    try {
      (short.ctx.clock as SettableClock).set(new Date('2026-11-23T03:00:00Z'));
      const res = await short
        .http()
        .post('/auth/login')
        .send({ email: 'investor@example.com', password: demoPassword })
        .expect(200);
      expect(res.body.user.accessTokenExpiresAt).toBe('2026-11-23T03:05:00.000Z');
    } finally {
      await short.close();
    }
  });
});
