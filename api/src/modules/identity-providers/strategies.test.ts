import { randomBytes, randomUUID } from 'node:crypto';
import type { CryptoKey, JWTPayload } from 'jose';
import { SignJWT } from 'jose';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeExchange, type StandInProvider, startStandInProvider } from '../../../test/stand-in-provider.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';

// Each provider strategy through its route, against a stand-in provider this test controls: its key set, Apple's
// token endpoint, the wallet's profile endpoint and the sister platform's login.
const googleIssuer = 'https://accounts.strategies.example';
const appleIssuer = 'https://apple.strategies.example';
const clients = {
  google: 'portal.google.test',
  merkleGoogle: 'sister.google.test',
  apple: 'portal.apple.test',
};
const kid = 'strategies-key';

let t: TestApp;
let provider: StandInProvider;
/** Apple's codes and the id token each one exchanges for; a code is good once, as at Apple. */
const appleCodes = new Map<string, string>();
const walletTokens = new Map<string, { trueMoneyId: string; email: string; allowInvest: boolean }>();
const sisterAccounts = new Map<string, { password: string; merkleUserId: string }>();

beforeAll(async () => {
  provider = await startStandInProvider(kid, {
    '/apple/token': codeExchange(appleCodes),
    '/wallet/profile': (_body, req) => {
      const profile = walletTokens.get(String(req.headers.authorization).replace(/^Bearer /, ''));
      return profile ? [200, { ...profile, name: null }] : [401, { error: 'invalid_token' }];
    },
    '/sister/login': (body) => {
      const { email, password } = JSON.parse(body) as { email: string; password: string };
      const account = sisterAccounts.get(email);
      return account?.password === password
        ? [200, { merkleUserId: account.merkleUserId, email }]
        : [401, { error: 'invalid_credentials' }];
    },
  });
  const { base } = provider;
  t = await createTestApp({
    GOOGLE_JWKS_URL: `${base}/certs`,
    GOOGLE_ISSUER: googleIssuer,
    GOOGLE_CLIENT_ID: clients.google,
    MERKLE_GOOGLE_CLIENT_ID: clients.merkleGoogle,
    APPLE_JWKS_URL: `${base}/certs`,
    APPLE_ISSUER: appleIssuer,
    APPLE_CLIENT_ID: clients.apple,
    APPLE_TOKEN_URL: `${base}/apple/token`,
    TRUE_MONEY_PROFILE_URL: `${base}/wallet/profile`,
    MERKLE_LOGIN_URL: `${base}/sister/login`,
  });
  await t.setFlag('useMerkleToMfund', true);
  await t.setFlag('tmnEagle', true);
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const consents = { privacyPolicy: true, terms: true, marketing: false };
let counter = 0;
const nextEmail = () => `strategy-${++counter}@example.com`;

interface TokenOptions {
  key?: CryptoKey;
  expSeconds?: number;
}

function idToken(issuer: string, audience: string, claims: JWTPayload, options: TokenOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    iss: issuer,
    aud: audience,
    sub: `sub-${String(claims.email)}`,
    iat: now,
    exp: now + (options.expSeconds ?? 600),
    email_verified: true,
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid })
    .sign(options.key ?? provider.signingKey);
}

/** How each id-token provider's route is called with a token its provider issued. */
const idTokenProviders = [
  {
    name: 'google',
    issuer: googleIssuer,
    audience: clients.google,
    post: (token: string, nonce: string) =>
      t.http().post('/auth/google-match').send({ idToken: token, nonce, consents }),
  },
  {
    name: 'merkle-google',
    issuer: googleIssuer,
    audience: clients.merkleGoogle,
    post: (token: string, nonce: string) =>
      t.http().post('/auth/merkle-google-match').send({ idToken: token, nonce, consents }),
  },
  {
    name: 'apple',
    issuer: appleIssuer,
    audience: clients.apple,
    post: (token: string, nonce: string) => {
      const authCode = randomBytes(16).toString('base64url');
      appleCodes.set(authCode, token);
      return t.http().post('/auth/apple-match').send({ authCode, nonce, consents });
    },
  },
];

for (const p of idTokenProviders) {
  describe(`the ${p.name} strategy`, () => {
    const token = (claims: JWTPayload, options?: TokenOptions) =>
      idToken(p.issuer, p.audience, claims, options);
    const nonce = () => randomBytes(32).toString('base64url');

    it('signs in with a token its provider signed for us, with the nonce the portal sent', async () => {
      const email = nextEmail();
      const n = nonce();
      const res = await p.post(await token({ email, nonce: n }), n).expect(200);
      expect(res.body).toMatchObject({ created: true, user: { email } });
      const cookies = (res.headers['set-cookie'] as unknown as string[])
        .map((c) => c.split(';')[0])
        .join('; ');
      await t.http().get('/me').set('Cookie', cookies).expect(200);
    });

    const refused: [string, () => Promise<string>][] = [
      ['a bad signature', () => token({ email: nextEmail(), nonce: 'n' }, { key: provider.strangerKey })],
      ['an expired token', () => token({ email: nextEmail(), nonce: 'n' }, { expSeconds: -120 })],
      [
        'a token for another audience',
        () => token({ email: nextEmail(), nonce: 'n', aud: 'another-client' }),
      ],
      [
        'a token from another issuer',
        () => token({ email: nextEmail(), nonce: 'n', iss: 'https://evil.example' }),
      ],
      ['a nonce other than the one the portal sent', () => token({ email: nextEmail(), nonce: 'other' })],
    ];
    for (const [what, make] of refused) {
      it(`refuses ${what} with AUTH_PROVIDER_TOKEN_INVALID and signs nobody in`, async () => {
        const res = await p.post(await make(), 'n').expect(401);
        expect(res.body.code).toBe('AUTH_PROVIDER_TOKEN_INVALID');
        expect(res.headers['set-cookie']).toBeUndefined();
      });
    }

    it('refuses a replayed nonce: the same token, or another for the same account with that nonce', async () => {
      const email = nextEmail();
      const n = nonce();
      const first = await token({ email, nonce: n });
      await p.post(first, n).expect(200);
      const replayed = await p.post(first, n).expect(401);
      expect(replayed.body.code).toBe('AUTH_PROVIDER_TOKEN_INVALID');
      expect(replayed.headers['set-cookie']).toBeUndefined();
      const sameNonce = await p.post(
        await token({ email, nonce: n, iat: Math.floor(Date.now() / 1000) - 5 }),
        n,
      );
      expect(sameNonce.status).toBe(401);
      // A fresh sign-in with a fresh nonce goes through.
      const fresh = nonce();
      await p.post(await token({ email, nonce: fresh }), fresh).expect(200);
      const spent = await t.ctx.sequelize.query(
        'SELECT 1 FROM used_id_token_nonces WHERE issuer = :issuer AND subject = :subject',
        { replacements: { issuer: p.issuer, subject: `sub-${email}` }, type: QueryTypes.SELECT },
      );
      expect(spent).toHaveLength(2);
    });
  });
}

describe('the wallet strategy', () => {
  const post = (accessToken: string, body: { trueMoneyId: string; email: string }) =>
    t
      .http()
      .post('/auth/true-money-match')
      .set('x-tmn-access-token', accessToken)
      .send({ ...body, consents });

  it("signs in when the wallet's profile for the token names the posted wallet id and e-mail", async () => {
    const accessToken = randomUUID();
    const profile = { trueMoneyId: 'wallet-good-1', email: nextEmail(), allowInvest: true };
    walletTokens.set(accessToken, profile);
    const res = await post(accessToken, { trueMoneyId: profile.trueMoneyId, email: profile.email }).expect(
      200,
    );
    expect(res.body).toMatchObject({ allowInvest: true, user: { email: profile.email } });
  });

  it('refuses a token the wallet does not accept', async () => {
    const res = await post('unknown-token', { trueMoneyId: 'wallet-x-1', email: nextEmail() }).expect(401);
    expect(res.body.code).toBe('AUTH_PROVIDER_TOKEN_INVALID');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it("refuses a token whose profile is someone else's", async () => {
    const accessToken = randomUUID();
    walletTokens.set(accessToken, { trueMoneyId: 'wallet-owner-1', email: nextEmail(), allowInvest: true });
    const res = await post(accessToken, { trueMoneyId: 'wallet-other-1', email: nextEmail() }).expect(401);
    expect(res.body.code).toBe('AUTH_PROVIDER_PROFILE_MISMATCH');
  });
});

describe('the sister-platform strategy', () => {
  it('signs in with credentials the sister platform accepts, and refuses a wrong password', async () => {
    const email = nextEmail();
    sisterAccounts.set(email, { password: 'sister-secret', merkleUserId: randomUUID() });
    const ok = await t
      .http()
      .post('/transfer/login-with-merkle')
      .send({ email, password: 'sister-secret', consents })
      .expect(200);
    expect(ok.body).toMatchObject({ created: true, user: { email } });
    const wrong = await t
      .http()
      .post('/transfer/login-with-merkle')
      .send({ email, password: 'not-it', consents })
      .expect(401);
    expect(wrong.body.code).toBe('AUTH_INVALID_CREDENTIALS');
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });
});
