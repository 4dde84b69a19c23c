import { consentPolicyVersion } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createListeningTestApp } from '../../../test/test-app.ts';
import { SettableClock } from '../../platform/clock.ts';
import { demoPassword } from '../../seed.ts';
import { sisterUsers } from '../simulators/merkle.ts';

// A first provider sign-in from the login page carries no consents: it must not open an account until the
// reader accepts them. The app calls its own simulators on a real port.
let t: TestApp;
const callback = 'http://localhost:3001/auth/callback';
const accepted = { privacyPolicy: true, terms: true, marketing: true };

beforeAll(async () => {
  t = await createListeningTestApp();
});
afterAll(() => t.close());

const cookiesOf = (res: { headers: Record<string, unknown> }) =>
  ((res.headers['set-cookie'] as string[] | undefined) ?? []).map((c) => c.split(';')[0]!).join('; ');

async function consentRedirect(path: string, fields: Record<string, string>) {
  const res = await t.http().post(path).type('form').send(fields).expect(302);
  return new URL(res.headers.location!);
}

async function googleIdToken(email: string) {
  const location = await consentRedirect('/simulators/google/authorize', {
    client_id: 'portal.google.simulator',
    redirect_uri: callback,
    state: 's',
    nonce: 'n',
    email,
    name: 'Consent Person',
  });
  return new URLSearchParams(location.hash.slice(1)).get('id_token')!;
}

async function stored(email: string) {
  const users = await t.ctx.sequelize.query<{ id: string }>(
    'SELECT id FROM users WHERE lower(email) = lower(:email)',
    { replacements: { email }, type: QueryTypes.SELECT },
  );
  const identities = await t.ctx.sequelize.query<{ provider: string }>(
    'SELECT provider FROM user_identities WHERE lower(email) = lower(:email)',
    { replacements: { email }, type: QueryTypes.SELECT },
  );
  const consents = await t.ctx.sequelize.query<{
    kind: string;
    accepted: boolean;
    policy_version: string;
    created_at: Date;
  }>(
    `SELECT c.kind, c.accepted, c.policy_version, c.created_at FROM consents c JOIN users u ON u.id = c.user_id
     WHERE lower(u.email) = lower(:email) ORDER BY c.kind`,
    { replacements: { email }, type: QueryTypes.SELECT },
  );
  return { users, identities, consents };
}

/** A Google sign-in from the login page for a new e-mail: refused, answers its pending token. */
async function refusedGoogle(email: string) {
  const res = await t
    .http()
    .post('/auth/google-match')
    .send({ idToken: await googleIdToken(email), nonce: 'n' })
    .expect(422);
  expect(res.body).toMatchObject({ code: 'AUTH_CONSENT_REQUIRED', status: 422 });
  expect(res.body.pendingSignInToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  expect(res.headers['set-cookie']).toBeUndefined();
  return res.body.pendingSignInToken as string;
}

describe('a first provider sign-in without consents', () => {
  it('is refused with AUTH_CONSENT_REQUIRED and creates, links and signs in nothing', async () => {
    const email = 'first-google@example.com';
    await refusedGoogle(email);
    expect(await stored(email)).toEqual({ users: [], identities: [], consents: [] });
    const pending = await t.ctx.sequelize.query<{ token_hash: string }>(
      'SELECT token_hash FROM pending_provider_sign_ins WHERE email = :email',
      { replacements: { email }, type: QueryTypes.SELECT },
    );
    expect(pending).toHaveLength(1);
  });

  it('the consent call opens the account with the stored consents, signs in, and the token works once', async () => {
    const email = 'consent-google@example.com';
    const pendingSignInToken = await refusedGoogle(email);
    const before = await t.signIn('investor@example.com');
    const res = await t
      .http()
      .post('/auth/provider-consent')
      .set('Cookie', before)
      .send({ pendingSignInToken, consents: accepted })
      .expect(200);
    expect(res.body).toMatchObject({
      created: true,
      user: { email, role: null, customerType: 'INDIVIDUAL' },
    });
    expect(res.body.user.accessTokenExpiresAt).toEqual(expect.any(String));
    const me = await t.http().get('/me').set('Cookie', cookiesOf(res)).expect(200);
    expect(me.body.user.email).toBe(email);
    // The session this browser had before is ended (no fixation).
    await t.http().get('/me').set('Cookie', before).expect(401);

    const { users, identities, consents } = await stored(email);
    expect(users).toHaveLength(1);
    expect(identities).toEqual([{ provider: 'google' }]);
    expect(
      consents.map(({ kind, accepted, policy_version }) => ({ kind, accepted, policy_version })),
    ).toEqual([
      { kind: 'MARKETING', accepted: true, policy_version: consentPolicyVersion },
      { kind: 'PRIVACY_POLICY', accepted: true, policy_version: consentPolicyVersion },
      { kind: 'TERMS', accepted: true, policy_version: consentPolicyVersion },
    ]);
    expect(consents.every((c) => c.created_at instanceof Date)).toBe(true);

    const reused = await t
      .http()
      .post('/auth/provider-consent')
      .send({ pendingSignInToken, consents: accepted })
      .expect(422);
    expect(reused.body.code).toBe('AUTH_PENDING_SIGN_IN_INVALID');
    expect(reused.headers['set-cookie']).toBeUndefined();

    // Now linked, the same Google account signs in from the login page without consents.
    const again = await t
      .http()
      .post('/auth/google-match')
      .send({ idToken: await googleIdToken(email), nonce: 'n' })
      .expect(200);
    expect(again.body).toMatchObject({ created: false, user: { email } });
  });

  it('refuses a pending token older than 10 minutes, and creates nothing', async () => {
    const email = 'late-google@example.com';
    const pendingSignInToken = await refusedGoogle(email);
    const clock = t.ctx.clock as SettableClock;
    expect(clock).toBeInstanceOf(SettableClock);
    clock.set(new Date(Date.now() + 10 * 60_000 + 5_000));
    try {
      const res = await t
        .http()
        .post('/auth/provider-consent')
        .send({ pendingSignInToken, consents: accepted })
        .expect(422);
      expect(res.body.code).toBe('AUTH_PENDING_SIGN_IN_INVALID');
    } finally {
      clock.set(null);
    }
    expect((await stored(email)).users).toEqual([]);
  });

  it('refuses a forged pending token', async () => {
    const res = await t
      .http()
      .post('/auth/provider-consent')
      .send({ pendingSignInToken: 'A'.repeat(43), consents: accepted })
      .expect(422);
    expect(res.body.code).toBe('AUTH_PENDING_SIGN_IN_INVALID');
    const malformed = await t
      .http()
      .post('/auth/provider-consent')
      .send({ pendingSignInToken: 'not a token!', consents: accepted })
      .expect(422);
    expect(malformed.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(malformed.body.errors[0].field).toBe('body.pendingSignInToken');
  });

  it('consents not accepted are a validation error that leaves the pending sign-in usable', async () => {
    const email = 'declined-google@example.com';
    const pendingSignInToken = await refusedGoogle(email);
    const noTerms = await t
      .http()
      .post('/auth/provider-consent')
      .send({ pendingSignInToken, consents: { privacyPolicy: true, terms: false, marketing: false } })
      .expect(422);
    expect(noTerms.body.code).toBe('VALIDATION_FAILED');
    expect(noTerms.body.errors).toEqual([
      expect.objectContaining({
        field: 'body.consents.terms',
        message: "Please accept the company's terms and conditions",
      }),
    ]);
    const none = await t.http().post('/auth/provider-consent').send({ pendingSignInToken }).expect(422);
    expect(none.body.errors[0].field).toBe('body.consents');
    expect((await stored(email)).users).toEqual([]);
    const res = await t
      .http()
      .post('/auth/provider-consent')
      .send({ pendingSignInToken, consents: { privacyPolicy: true, terms: true } })
      .expect(200);
    expect(res.body.created).toBe(true);
    const { consents } = await stored(email);
    expect(consents.find((c) => c.kind === 'MARKETING')?.accepted).toBe(false);
  });

  it('an existing account is signed in and linked as before, without consents', async () => {
    const res = await t
      .http()
      .post('/auth/google-match')
      .send({ idToken: await googleIdToken('Investor@Example.com'), nonce: 'n' })
      .expect(200);
    expect(res.body).toMatchObject({ created: false, user: { email: 'investor@example.com' } });
  });
});

describe('single-use provider credentials', () => {
  it('Apple: the code is spent on the refusal, and the pending token finishes the sign-in', async () => {
    const email = 'consent-apple@example.com';
    const location = await consentRedirect('/simulators/apple/authorize', {
      client_id: 'portal.apple.simulator',
      redirect_uri: callback,
      state: 'a',
      email,
    });
    const authCode = location.searchParams.get('code')!;
    const refused = await t
      .http()
      .post('/auth/apple-match')
      .send({ authCode, redirectUri: callback })
      .expect(422);
    expect(refused.body.code).toBe('AUTH_CONSENT_REQUIRED');
    await t.http().post('/auth/apple-match').send({ authCode, redirectUri: callback }).expect(401);
    const res = await t
      .http()
      .post('/auth/provider-consent')
      .send({ pendingSignInToken: refused.body.pendingSignInToken, consents: accepted })
      .expect(200);
    expect(res.body).toMatchObject({ created: true, user: { email } });
    expect((await stored(email)).identities).toEqual([{ provider: 'apple' }]);
  });

  it('the wallet app: the wallet data is kept and answered as the match endpoint does', async () => {
    const email = 'consent-wallet@example.com';
    const location = await consentRedirect('/simulators/true-money/authorize', {
      redirect_uri: callback,
      state: 'w',
      email,
      trueMoneyId: 'TMN-7001',
      name: 'Wallet Person',
    });
    const refused = await t
      .http()
      .post('/auth/true-money-match')
      .set('x-tmn-access-token', location.searchParams.get('accessToken')!)
      .send({ email, trueMoneyId: 'TMN-7001' })
      .expect(422);
    expect(refused.body.code).toBe('AUTH_CONSENT_REQUIRED');
    expect((await stored(email)).users).toEqual([]);
    const res = await t
      .http()
      .post('/auth/provider-consent')
      .send({ pendingSignInToken: refused.body.pendingSignInToken, consents: accepted })
      .expect(200);
    expect(res.body).toMatchObject({
      created: true,
      allowInvest: false,
      user: { email, trueMoneyId: 'TMN-7001', allowInvest: false },
    });
    expect(res.body.token).toEqual(expect.any(String));
    const [row] = await t.ctx.sequelize.query<{ true_money_id: string; allow_invest: boolean }>(
      'SELECT true_money_id, allow_invest FROM users WHERE email = :email',
      { replacements: { email }, type: QueryTypes.SELECT },
    );
    expect(row).toEqual({ true_money_id: 'TMN-7001', allow_invest: false });
  });

  it('the sister platform: refused without consents, then opened by the consent call', async () => {
    const sister = sisterUsers[0]!;
    const refused = await t
      .http()
      .post('/transfer/login-with-merkle')
      .send({ email: sister.email, password: demoPassword })
      .expect(422);
    expect(refused.body.code).toBe('AUTH_CONSENT_REQUIRED');
    const before = await t.http().get(`/transfer/check-existed-user/${sister.merkleUserId}`).expect(200);
    expect(before.body).toEqual({ existed: false });
    const res = await t
      .http()
      .post('/auth/provider-consent')
      .send({ pendingSignInToken: refused.body.pendingSignInToken, consents: accepted })
      .expect(200);
    expect(res.body).toMatchObject({ created: true, user: { email: sister.email } });
    expect(res.body.token).toBeUndefined();
    const after = await t.http().get(`/transfer/check-existed-user/${sister.merkleUserId}`).expect(200);
    expect(after.body).toEqual({ existed: true });
  });
});
