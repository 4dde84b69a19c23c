import { randomBytes } from 'node:crypto';
import type { CryptoKey, JWTPayload } from 'jose';
import { SignJWT } from 'jose';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeExchange, type StandInProvider, startStandInProvider } from '../../../test/stand-in-provider.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import type { SettableClock } from '../../platform/clock.ts';
import { turnOnTwoFactor } from '../security/test-investors.ts';

// Apple's form_post answer (`POST /auth/apple/callback`), against a stand-in Apple this test controls: its key set
// and its token endpoint, which answers for each code the id token the test chose.
const issuer = 'https://apple.form-post.example';
const clientId = 'portal.apple.form-post';
const kid = 'form-post-key';

let t: TestApp;
let apple: StandInProvider;
const codes = new Map<string, string>();

beforeAll(async () => {
  apple = await startStandInProvider(kid, { '/token': codeExchange(codes) });
  t = await createTestApp({
    APPLE_AUTHORIZE_URL: `${issuer}/auth/authorize`,
    APPLE_JWKS_URL: `${apple.base}/certs`,
    APPLE_ISSUER: issuer,
    APPLE_CLIENT_ID: clientId,
    APPLE_TOKEN_URL: `${apple.base}/token`,
  });
});
afterAll(async () => {
  await t.close();
  await apple.close();
});

const consents = { privacyPolicy: true, terms: true, marketing: false };
let counter = 0;
const nextEmail = () => `apple-post-${++counter}@example.com`;

type Headers = { headers: Record<string, unknown> };
const cookiesOf = (res: Headers) => (res.headers['set-cookie'] as string[] | undefined) ?? [];
const cookieNamed = (res: Headers, name: string) =>
  cookiesOf(res)
    .map((cookie) => cookie.split(';')[0]!)
    .find((cookie) => cookie.startsWith(`${name}=`) && cookie !== `${name}=`);

/** Starts a sign-in as the portal does: the flow cookie, and the state and nonce of Apple's authorize address. */
async function start(body: object = { consents }) {
  const res = await t.http().post('/auth/apple/start').send(body).expect(200);
  const url = new URL(res.body.authorizeUrl);
  const flowCookie = cookieNamed(res, 'apple_flow');
  expect(flowCookie).toBeDefined();
  expect(cookiesOf(res).find((c) => c.startsWith('apple_flow='))).toMatch(/HttpOnly/i);
  return {
    url,
    flowCookie: flowCookie!,
    state: url.searchParams.get('state')!,
    nonce: url.searchParams.get('nonce')!,
  };
}

function idToken(claims: JWTPayload, key: CryptoKey = apple.signingKey) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    iss: issuer,
    aud: clientId,
    sub: `sub-${String(claims.email)}`,
    iat: now,
    exp: now + 600,
    email_verified: 'true',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid })
    .sign(key);
}

/** A code Apple would exchange for this id token. */
function codeFor(token: string) {
  const code = randomBytes(16).toString('base64url');
  codes.set(code, token);
  return code;
}

/** Apple's post as the browser sends it: a cross-site form, with no CSRF header. */
function applePost(fields: Record<string, string>, cookie?: string) {
  const request = t
    .http()
    .post('/auth/apple/callback')
    .type('form')
    .set('Origin', 'https://appleid.apple.com');
  return (cookie ? request.set('Cookie', cookie) : request).send(fields).expect(303);
}

const answerOf = (res: { headers: Record<string, string> }) => new URL(res.headers.location!);

async function identityName(email: string) {
  const [row] = await t.ctx.sequelize.query<{ name: string | null }>(
    `SELECT i.name FROM user_identities i JOIN users u ON u.id = i.user_id
     WHERE i.provider = 'apple' AND u.email = :email`,
    { replacements: { email }, type: QueryTypes.SELECT },
  );
  return row?.name;
}

describe('POST /auth/apple/start', () => {
  it("answers Apple's authorize address asking for the name and e-mail by form_post, back to the API", async () => {
    const { url, state, nonce } = await start({});
    expect(`${url.origin}${url.pathname}`).toBe(`${issuer}/auth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: clientId,
      response_mode: 'form_post',
      scope: 'name email',
      redirect_uri: `${t.ctx.config.portalUrl}/api/auth/apple/callback`,
    });
    expect(state).toMatch(/^[\w-]{43}$/);
    expect(nonce).toMatch(/^[\w-]{43}$/);
    expect(nonce).not.toBe(state);
  });
});

describe("POST /auth/apple/callback (Apple's form_post)", () => {
  it('signs in: the code is exchanged, the id token verified, and the portal is told with the state', async () => {
    const email = nextEmail();
    const flow = await start();
    const code = codeFor(await idToken({ email, nonce: flow.nonce }));
    const user = JSON.stringify({ name: { firstName: 'Somchai', lastName: 'Jaidee' }, email });
    const res = await applePost({ code, id_token: 'posted', state: flow.state, user }, flow.flowCookie);

    const back = answerOf(res);
    expect(`${back.origin}${back.pathname}`).toBe(`${t.ctx.config.portalUrl}/auth/callback/apple`);
    expect(Object.fromEntries(back.searchParams)).toEqual({ state: flow.state, signedIn: '1' });
    const session = cookieNamed(res, 'sid');
    expect(session).toBeDefined();
    const me = await t.http().get('/me').set('Cookie', session!).expect(200);
    expect(me.body.user.email).toBe(email);
    // The flow cookie is cleared: its state is good for one return only.
    expect(cookiesOf(res).find((c) => c.startsWith('apple_flow='))).toMatch(/^apple_flow=;/);
  });

  it("keeps the name Apple's user field gives the first time, and not a later one", async () => {
    const email = nextEmail();
    const first = await start();
    await applePost(
      {
        code: codeFor(await idToken({ email, nonce: first.nonce })),
        state: first.state,
        user: JSON.stringify({ name: { firstName: 'Malee', lastName: 'Srisuk' }, email }),
      },
      first.flowCookie,
    );
    expect(await identityName(email)).toBe('Malee Srisuk');

    const again = await start();
    const res = await applePost(
      {
        code: codeFor(await idToken({ email, nonce: again.nonce })),
        state: again.state,
        user: JSON.stringify({ name: { firstName: 'Someone', lastName: 'Else' }, email }),
      },
      again.flowCookie,
    );
    expect(answerOf(res).searchParams.get('signedIn')).toBe('1');
    expect(await identityName(email)).toBe('Malee Srisuk');
  });

  it('refuses a state other than the one this browser started with, and signs nobody in', async () => {
    const email = nextEmail();
    const flow = await start();
    const code = codeFor(await idToken({ email, nonce: flow.nonce }));
    const res = await applePost({ code, state: `${flow.state}x` }, flow.flowCookie);
    expect(Object.fromEntries(answerOf(res).searchParams)).toEqual({ error: 'AUTH_PROVIDER_STATE_INVALID' });
    expect(cookieNamed(res, 'sid')).toBeUndefined();
    // The code was not spent on a refused post.
    expect(codes.has(code)).toBe(true);
  });

  it("refuses a post without the starting browser's flow cookie (another browser's sign-in, login CSRF)", async () => {
    const flow = await start();
    const code = codeFor(await idToken({ email: nextEmail(), nonce: flow.nonce }));
    const res = await applePost({ code, state: flow.state });
    expect(answerOf(res).searchParams.get('error')).toBe('AUTH_PROVIDER_STATE_INVALID');
    expect(cookieNamed(res, 'sid')).toBeUndefined();
  });

  it('refuses a flow cookie that was altered', async () => {
    const flow = await start();
    const [payload, signature] = flow.flowCookie.slice('apple_flow='.length).split('.');
    const altered = `apple_flow=${payload}A.${signature}`;
    const code = codeFor(await idToken({ email: nextEmail(), nonce: flow.nonce }));
    const res = await applePost({ code, state: flow.state }, altered);
    expect(answerOf(res).searchParams.get('error')).toBe('AUTH_PROVIDER_STATE_INVALID');
  });

  it('refuses an id token with a bad signature', async () => {
    const email = nextEmail();
    const flow = await start();
    const code = codeFor(await idToken({ email, nonce: flow.nonce }, apple.strangerKey));
    const res = await applePost({ code, state: flow.state }, flow.flowCookie);
    expect(Object.fromEntries(answerOf(res).searchParams)).toEqual({
      state: flow.state,
      error: 'AUTH_PROVIDER_TOKEN_INVALID',
    });
    expect(cookieNamed(res, 'sid')).toBeUndefined();
    const users = await t.ctx.sequelize.query('SELECT 1 FROM users WHERE email = :email', {
      replacements: { email },
      type: QueryTypes.SELECT,
    });
    expect(users).toHaveLength(0);
  });

  it('refuses an id token whose nonce is not the flow’s', async () => {
    const flow = await start();
    const code = codeFor(await idToken({ email: nextEmail(), nonce: 'another-nonce' }));
    const res = await applePost({ code, state: flow.state }, flow.flowCookie);
    expect(answerOf(res).searchParams.get('error')).toBe('AUTH_PROVIDER_TOKEN_INVALID');
  });

  it('refuses a replayed nonce: the same flow posted again with another code for the same token', async () => {
    const email = nextEmail();
    const flow = await start();
    const token = await idToken({ email, nonce: flow.nonce });
    const first = await applePost({ code: codeFor(token), state: flow.state }, flow.flowCookie);
    expect(answerOf(first).searchParams.get('signedIn')).toBe('1');

    const replayed = await applePost({ code: codeFor(token), state: flow.state }, flow.flowCookie);
    expect(answerOf(replayed).searchParams.get('error')).toBe('AUTH_PROVIDER_TOKEN_INVALID');
    expect(cookieNamed(replayed, 'sid')).toBeUndefined();
  });

  it('refuses a flow older than 10 minutes', async () => {
    const flow = await start();
    const code = codeFor(await idToken({ email: nextEmail(), nonce: flow.nonce }));
    const clock = t.ctx.clock as SettableClock;
    clock.set(new Date(Date.now() + 11 * 60_000));
    try {
      const res = await applePost({ code, state: flow.state }, flow.flowCookie);
      expect(answerOf(res).searchParams.get('error')).toBe('AUTH_PROVIDER_STATE_INVALID');
    } finally {
      clock.set(null);
    }
  });

  it('sends a new account without consents to the portal with a pending sign-in, creating nothing', async () => {
    const email = nextEmail();
    const flow = await start({});
    const code = codeFor(await idToken({ email, nonce: flow.nonce }));
    const res = await applePost({ code, state: flow.state }, flow.flowCookie);
    const back = answerOf(res).searchParams;
    expect(back.get('state')).toBe(flow.state);
    expect(back.get('pendingSignInToken')).toMatch(/^[\w-]{43}$/);
    expect(cookieNamed(res, 'sid')).toBeUndefined();
    const finished = await t
      .http()
      .post('/auth/provider-consent')
      .send({ pendingSignInToken: back.get('pendingSignInToken'), consents })
      .expect(200);
    expect(finished.body).toMatchObject({ created: true, user: { email } });
  });

  it('sends an account with 2FA on to the second-factor step with a pending sign-in, signing nobody in', async () => {
    const email = nextEmail();
    const first = await start();
    const opened = await applePost(
      { code: codeFor(await idToken({ email, nonce: first.nonce })), state: first.state },
      first.flowCookie,
    );
    const session = cookieNamed(opened, 'sid')!;
    // TOTP codes are checked at the API's clock: stood still at this second, the confirming code is the one it expects.
    const now = Math.floor(Date.now() / 1000) * 1000;
    await t
      .http()
      .put('/test/clock')
      .send({ now: new Date(now).toISOString() })
      .expect(200);
    await turnOnTwoFactor(t, session, 204);

    const flow = await start();
    const res = await applePost(
      { code: codeFor(await idToken({ email, nonce: flow.nonce })), state: flow.state },
      flow.flowCookie,
    );
    const back = answerOf(res).searchParams;
    expect(back.get('state')).toBe(flow.state);
    expect(back.get('secondFactorToken')).toMatch(/^[\w-]{43}$/);
    expect(back.get('signedIn')).toBeNull();
    expect(cookieNamed(res, 'sid')).toBeUndefined();
    await t.http().put('/test/clock').send({ now: null }).expect(200);
  });

  it('tells the portal when the reader cancelled at Apple', async () => {
    const flow = await start();
    const res = await applePost({ error: 'user_cancelled_authorize', state: flow.state }, flow.flowCookie);
    expect(Object.fromEntries(answerOf(res).searchParams)).toEqual({ state: flow.state, error: 'PROVIDER' });
  });
});
