import type { CryptoKey, JWTPayload } from 'jose';
import { SignJWT, UnsecuredJWT } from 'jose';
import { generate } from 'otplib';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/free-port.ts';
import { type StandInProvider, startStandInProvider } from '../../../test/stand-in-provider.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { demoPassword } from '../../seed.ts';
import { turnOnTwoFactor } from '../security/test-investors.ts';

const issuer = 'https://accounts.test.example';
const clientId = 'portal-client.test';
const merkleClientId = 'merkle-client.test';
const kid = 'test-key-1';

let t: TestApp;
let google: StandInProvider;

beforeAll(async () => {
  google = await startStandInProvider(kid);
  t = await createTestApp({
    GOOGLE_JWKS_URL: `${google.base}/certs`,
    GOOGLE_ISSUER: issuer,
    GOOGLE_CLIENT_ID: clientId,
    MERKLE_GOOGLE_CLIENT_ID: merkleClientId,
    APPLE_AUTHORIZE_URL: 'https://appleid.apple.com/auth/authorize',
  });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const accepted = { privacyPolicy: true, terms: true, marketing: false };

let counter = 0;
const nextEmail = () => `google-${++counter}@example.com`;

function token(
  claims: JWTPayload = {},
  options: { key?: CryptoKey; kid?: string; expSeconds?: number } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  const email = (claims.email as string | undefined) ?? nextEmail();
  return new SignJWT({
    iss: issuer,
    aud: clientId,
    sub: `sub-${email}`,
    iat: now,
    exp: now + (options.expSeconds ?? 3600),
    email,
    email_verified: true,
    name: 'Test Person',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? kid })
    .sign(options.key ?? google.signingKey);
}

const userCount = async () =>
  Number(
    (
      await t.ctx.sequelize.query<{ n: string }>('SELECT count(*) AS n FROM users', {
        type: QueryTypes.SELECT,
      })
    )[0]!.n,
  );

describe('POST /auth/google-match', () => {
  it('a valid id token creates a verified customer without a password, with consents, and signs in', async () => {
    const email = nextEmail();
    const res = await t
      .http()
      .post('/auth/google-match')
      .send({
        idToken: await token({ email }),
        consents: { privacyPolicy: true, terms: true, marketing: false },
      })
      .expect(200);
    expect(res.body).toMatchObject({
      created: true,
      user: { email, role: null, isAdmin: false, customerType: 'INDIVIDUAL', allowInvest: true },
    });
    const cookie = res.headers['set-cookie']![0]!.split(';')[0]!;
    const me = await t.http().get('/me').set('Cookie', cookie).expect(200);
    expect(me.body.user.email).toBe(email);
    const [row] = await t.ctx.sequelize.query<Record<string, unknown>>(
      `SELECT u.password_hash, u.email_verified_at, i.provider, i.subject,
              (SELECT count(*)::int FROM consents c WHERE c.user_id = u.id) AS consents
       FROM users u JOIN user_identities i ON i.user_id = u.id WHERE u.email = :email`,
      { replacements: { email }, type: QueryTypes.SELECT },
    );
    expect(row).toMatchObject({
      password_hash: null,
      provider: 'google',
      subject: `sub-${email}`,
      consents: 3,
    });
    expect(row!.email_verified_at).not.toBeNull();
    const audit = await t.ctx.sequelize.query<{ after: { provider: string } }>(
      "SELECT after FROM audit_log WHERE action = 'LOGIN_OK' AND subject = :subject",
      { replacements: { subject: `users/${await userIdOf(email)}` }, type: QueryTypes.SELECT },
    );
    expect(audit.map((a) => a.after.provider)).toEqual(['google']);
  });

  it('the same Google account signs in to the same user again', async () => {
    const email = nextEmail();
    const first = await t
      .http()
      .post('/auth/google-match')
      .send({ idToken: await token({ email }), consents: accepted })
      .expect(200);
    const again = await t
      .http()
      .post('/auth/google-match')
      .send({ idToken: await token({ email }) })
      .expect(200);
    expect(again.body.created).toBe(false);
    expect(again.body.user.uuid).toBe(first.body.user.uuid);
  });

  it('links an existing account by its verified e-mail', async () => {
    const before = await userCount();
    const res = await t
      .http()
      .post('/auth/google-match')
      .send({ idToken: await token({ email: 'Investor@Example.com' }) })
      .expect(200);
    expect(res.body).toMatchObject({ created: false, user: { email: 'investor@example.com' } });
    expect(await userCount()).toBe(before);
    const links = await t.ctx.sequelize.query(
      "SELECT 1 FROM user_identities i JOIN users u ON u.id = i.user_id WHERE u.email = 'investor@example.com' AND i.provider = 'google'",
      { type: QueryTypes.SELECT },
    );
    expect(links).toHaveLength(1);
  });

  it('an e-mail the provider has not verified neither links nor creates', async () => {
    const before = await userCount();
    const res = await t
      .http()
      .post('/auth/google-match')
      .send({ idToken: await token({ email: 'operations@example.com', email_verified: false }) })
      .expect(422);
    expect(res.body.code).toBe('AUTH_PROVIDER_EMAIL_UNVERIFIED');
    expect(await userCount()).toBe(before);
  });

  const refused: [string, () => Promise<string>][] = [
    ['an expired token', () => token({}, { expSeconds: -120 })],
    ['a token for another audience', () => token({ aud: 'someone-else' })],
    ['a token from another issuer', () => token({ iss: 'https://evil.example' })],
    ['a token signed by another key under the same kid', () => token({}, { key: google.strangerKey })],
    [
      'a token signed by a key the JWKS does not hold',
      () => token({}, { key: google.strangerKey, kid: 'unknown-kid' }),
    ],
    [
      'an unsigned token (alg: none)',
      async () =>
        new UnsecuredJWT({ email: nextEmail(), email_verified: true })
          .setIssuer(issuer)
          .setAudience(clientId)
          .setSubject('sub-none')
          .setIssuedAt()
          .setExpirationTime('1h')
          .encode(),
    ],
    ['a malformed token', async () => 'not.a.jwt'],
  ];
  for (const [name, make] of refused) {
    it(`${name} is refused with 401 and creates nothing`, async () => {
      const before = await userCount();
      const res = await t
        .http()
        .post('/auth/google-match')
        .send({ idToken: await make() })
        .expect(401);
      expect(res.body.code).toBe('AUTH_PROVIDER_TOKEN_INVALID');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(await userCount()).toBe(before);
    });
  }

  it('a nonce that does not match the one the portal sent is refused', async () => {
    const res = await t
      .http()
      .post('/auth/google-match')
      .send({ idToken: await token({ nonce: 'abc' }), nonce: 'xyz' })
      .expect(401);
    expect(res.body.code).toBe('AUTH_PROVIDER_TOKEN_INVALID');
  });

  it('a locked account gets the same answer as a locked password login', async () => {
    const email = nextEmail();
    await t
      .http()
      .post('/auth/google-match')
      .send({ idToken: await token({ email }), consents: accepted })
      .expect(200);
    await t.ctx.sequelize.query('UPDATE users SET locked_at = now() WHERE email = :email', {
      replacements: { email },
    });
    await t.ctx.sequelize.query("UPDATE users SET locked_at = now() WHERE email = 'compliance@example.com'");
    const viaGoogle = await t
      .http()
      .post('/auth/google-match')
      .send({ idToken: await token({ email }) })
      .expect(401);
    const viaPassword = await t
      .http()
      .post('/auth/login')
      .send({ email: 'compliance@example.com', password: demoPassword })
      .expect(401);
    expect({ ...viaGoogle.body, instance: null }).toEqual({ ...viaPassword.body, instance: null });
  });

  it('a staff account cannot be entered through Google', async () => {
    const res = await t
      .http()
      .post('/auth/google-match')
      .send({ idToken: await token({ email: 'admin@example.com' }) })
      .expect(401);
    expect(res.body.code).toBe('AUTH_INVALID_CREDENTIALS');
  });

  it('refuses unknown body keys', async () => {
    const res = await t
      .http()
      .post('/auth/google-match')
      .send({ idToken: await token(), role: 'admin' })
      .expect(422);
    expect(res.body.errors[0].field).toBe('body.role');
  });
});

describe('POST /auth/merkle-google-match', () => {
  it("accepts the sister platform's client id as audience and records its own provider", async () => {
    const email = nextEmail();
    const res = await t
      .http()
      .post('/auth/merkle-google-match')
      .send({ idToken: await token({ email, aud: merkleClientId }), consents: accepted })
      .expect(200);
    expect(res.body.created).toBe(true);
    const [link] = await t.ctx.sequelize.query<{ provider: string }>(
      'SELECT i.provider FROM user_identities i JOIN users u ON u.id = i.user_id WHERE u.email = :email',
      { replacements: { email }, type: QueryTypes.SELECT },
    );
    expect(link!.provider).toBe('merkle-google');
  });

  it("refuses a token issued for the portal's own Google client", async () => {
    const res = await t
      .http()
      .post('/auth/merkle-google-match')
      .send({ idToken: await token() })
      .expect(401);
    expect(res.body.code).toBe('AUTH_PROVIDER_TOKEN_INVALID');
  });
});

describe('a provider that cannot be reached', () => {
  it('is AUTH_PROVIDER_UNAVAILABLE (503), not a bad token, and creates nothing', async () => {
    const down = await createTestApp({
      GOOGLE_JWKS_URL: `http://127.0.0.1:${await freePort()}/certs`,
      GOOGLE_ISSUER: issuer,
      GOOGLE_CLIENT_ID: clientId,
    });
    try {
      const res = await down
        .http()
        .post('/auth/google-match')
        .send({ idToken: await token() })
        .expect(503);
      expect(res.body.code).toBe('AUTH_PROVIDER_UNAVAILABLE');
    } finally {
      await down.close();
    }
  });
});

describe('GET /auth/providers', () => {
  it('gives a local simulator relative to the front end and a real provider as configured', async () => {
    const { body } = await t.http().get('/auth/providers').expect(200);
    expect(body).toEqual({
      google: { authorizeUrl: '/api/simulators/google/authorize', clientId },
      merkleGoogle: { authorizeUrl: '/api/simulators/google/authorize', clientId: merkleClientId },
      apple: { authorizeUrl: 'https://appleid.apple.com/auth/authorize', clientId: 'portal.apple.simulator' },
      trueMoney: { authorizeUrl: '/api/simulators/true-money/authorize' },
      merkle: { enabled: true },
    });
  });
});

async function userIdOf(email: string) {
  const [row] = await t.ctx.sequelize.query<{ id: string }>('SELECT id FROM users WHERE email = :email', {
    replacements: { email },
    type: QueryTypes.SELECT,
  });
  return row!.id;
}

describe('an investor with 2FA on, signing in through Google', () => {
  let clock = Date.parse('2026-03-02T03:00:00Z');
  const standAt = (at: number) =>
    t
      .http()
      .put('/test/clock')
      .send({ now: new Date(at).toISOString() })
      .expect(200);
  const codeAt = (secret: string, at: number) => generate({ secret, epoch: Math.floor(at / 1000) });
  const cookiesOf = (res: { headers: Record<string, unknown> }) =>
    ((res.headers['set-cookie'] as string[] | undefined) ?? []).map((c) => c.split('=')[0]);
  const signInsOf = async (email: string) =>
    (
      await t.ctx.sequelize.query(
        "SELECT 1 FROM audit_log WHERE action = 'LOGIN_OK' AND subject = :subject",
        {
          replacements: { subject: `users/${await userIdOf(email)}` },
          type: QueryTypes.SELECT,
        },
      )
    ).length;

  it('gives the code as the password sign-in does: none, a wrong one (counted), then the right one', async () => {
    await standAt(clock);
    const email = nextEmail();
    const opened = await t
      .http()
      .post('/auth/google-match')
      .send({ idToken: await token({ email }), consents: accepted })
      .expect(200);
    const cookie = opened.headers['set-cookie']![0]!.split(';')[0]!;
    const secret = await turnOnTwoFactor(t, cookie, 204);
    // The next 30-second step, so the code used to confirm is not replayed.
    clock += 30_000;
    await standAt(clock);

    const asked = await t
      .http()
      .post('/auth/google-match')
      .send({ idToken: await token({ email }) })
      .expect(401);
    expect(asked.body).toMatchObject({ code: 'AUTH_2FA_REQUIRED', pendingSignInToken: expect.any(String) });
    expect(cookiesOf(asked)).not.toContain('access_token');
    expect(await signInsOf(email)).toBe(1);

    const right = await codeAt(secret, clock);
    const wrong = right === '000000' ? '111111' : '000000';
    const refused = await t
      .http()
      .post('/auth/provider-second-factor')
      .send({ pendingSignInToken: asked.body.pendingSignInToken, twoFactor: wrong })
      .expect(401);
    expect(refused.body.code).toBe('AUTH_2FA_INVALID');
    expect(refused.body.pendingSignInToken).not.toBe(asked.body.pendingSignInToken);
    expect(cookiesOf(refused)).not.toContain('access_token');
    const [failures] = await t.ctx.sequelize.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM login_failures WHERE user_id = :id',
      { replacements: { id: await userIdOf(email) }, type: QueryTypes.SELECT },
    );
    expect(failures!.n).toBe(1);
    // A pending token is good once: the one the wrong code spent opens nothing, even with the right code.
    const spent = await t
      .http()
      .post('/auth/provider-second-factor')
      .send({ pendingSignInToken: asked.body.pendingSignInToken, twoFactor: right })
      .expect(422);
    expect(spent.body.code).toBe('AUTH_PENDING_SIGN_IN_INVALID');

    const signedIn = await t
      .http()
      .post('/auth/provider-second-factor')
      .send({ pendingSignInToken: refused.body.pendingSignInToken, twoFactor: right })
      .expect(200);
    expect(signedIn.body).toMatchObject({ created: false, user: { email } });
    const session = signedIn.headers['set-cookie']![0]!.split(';')[0]!;
    expect((await t.http().get('/me').set('Cookie', session).expect(200)).body.user.email).toBe(email);
    expect(await signInsOf(email)).toBe(2);
  });
});
