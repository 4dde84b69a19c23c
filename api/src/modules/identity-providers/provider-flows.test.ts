import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createListeningTestApp } from '../../../test/test-app.ts';
import { SettableClock } from '../../platform/clock.ts';
import { demoPassword } from '../../seed.ts';
import { sisterUsers } from '../simulators/merkle.ts';
import { canInvest } from './accounts.ts';

// The app listens on a real port and, as outside production by default, calls its own simulators there.
let t: TestApp;
const callback = 'http://localhost:3001/auth/callback';
const consents = { privacyPolicy: true, terms: true, marketing: false };

beforeAll(async () => {
  t = await createListeningTestApp();
});
afterAll(() => t.close());

const cookieOf = (res: { headers: Record<string, unknown> }) =>
  (res.headers['set-cookie'] as string[])[0]!.split(';')[0]!;

async function consent(path: string, fields: Record<string, string>) {
  const res = await t.http().post(path).type('form').send(fields).expect(302);
  return new URL(res.headers.location!);
}

async function userRow(email: string) {
  const [row] = await t.ctx.sequelize.query<{
    id: string;
    true_money_id: string | null;
    allow_invest: boolean;
  }>('SELECT id, true_money_id, allow_invest FROM users WHERE email = :email', {
    replacements: { email },
    type: QueryTypes.SELECT,
  });
  return row;
}

describe('Google through the simulator', () => {
  it('the id token from the consent redirect signs in', async () => {
    const location = await consent('/simulators/google/authorize', {
      client_id: 'portal.google.simulator',
      redirect_uri: callback,
      state: 'st-1',
      nonce: 'n-1',
      email: 'sim-google@example.com',
      name: 'Sim Google',
    });
    expect(`${location.origin}${location.pathname}`).toBe(callback);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('state')).toBe('st-1');
    const res = await t
      .http()
      .post('/auth/google-match')
      .send({ idToken: fragment.get('id_token'), nonce: 'n-1', consents })
      .expect(200);
    expect(res.body).toMatchObject({ created: true, user: { email: 'sim-google@example.com' } });
    await t.http().get('/me').set('Cookie', cookieOf(res)).expect(200);
  });
});

describe('POST /auth/apple-match', () => {
  const appleCode = async (email: string) => {
    const location = await consent('/simulators/apple/authorize', {
      client_id: 'portal.apple.simulator',
      redirect_uri: callback,
      state: 'apple-state',
      email,
    });
    expect(location.searchParams.get('state')).toBe('apple-state');
    return location.searchParams.get('code')!;
  };

  it('exchanges the code, verifies the id token and signs in; the same code is refused the second time', async () => {
    const authCode = await appleCode('sim-apple@example.com');
    const res = await t
      .http()
      .post('/auth/apple-match')
      .send({ authCode, redirectUri: callback, consents })
      .expect(200);
    expect(res.body).toMatchObject({ created: true, user: { email: 'sim-apple@example.com' } });
    await t.http().get('/me').set('Cookie', cookieOf(res)).expect(200);
    const reused = await t.http().post('/auth/apple-match').send({ authCode }).expect(401);
    expect(reused.body.code).toBe('AUTH_PROVIDER_TOKEN_INVALID');
  });

  it('refuses a code older than 5 minutes and one it never issued', async () => {
    const authCode = await appleCode('sim-apple-late@example.com');
    const clock = t.ctx.clock as SettableClock;
    expect(clock).toBeInstanceOf(SettableClock);
    clock.set(new Date(Date.now() + 6 * 60_000));
    try {
      await t.http().post('/auth/apple-match').send({ authCode }).expect(401);
    } finally {
      clock.set(null);
    }
    await t.http().post('/auth/apple-match').send({ authCode: 'never-issued' }).expect(401);
    expect(await userRow('sim-apple-late@example.com')).toBeUndefined();
  });
});

describe('Sign in with Apple by form_post, through the simulator', () => {
  /** The hidden fields of the simulator's form-post page, which the browser posts at once. */
  const formFields = (html: string) =>
    Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [
        name!,
        value!.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code))),
      ]),
    );

  it('posts code, id token, state and user to the API, which signs in and sends the reader back to the portal', async () => {
    const started = await t.http().post('/auth/apple/start').send({ consents }).expect(200);
    const flowCookie = (started.headers['set-cookie'] as unknown as string[])
      .find((c) => c.startsWith('apple_flow='))!
      .split(';')[0]!;
    const authorize = new URL(started.body.authorizeUrl, 'http://localhost:3001');
    expect(authorize.pathname).toBe('/api/simulators/apple/authorize');
    const request = Object.fromEntries(authorize.searchParams);
    expect(request.response_mode).toBe('form_post');

    // The simulator's consent page carries response_mode through its own form.
    const page = await t.http().get(`/simulators/apple/authorize${authorize.search}`).expect(200);
    expect(page.text).toContain('name="response_mode" value="form_post"');
    const answer = await t
      .http()
      .post('/simulators/apple/authorize')
      .type('form')
      // What the consent page's form sends: its hidden fields and what the reader typed.
      .send({ ...formFields(page.text), email: 'sim-apple-post@example.com', name: 'Somsak Rakdee' })
      .expect(200);
    expect(answer.text).toContain(`action="${request.redirect_uri}"`);
    const fields = formFields(answer.text);
    expect(Object.keys(fields).sort()).toEqual(['code', 'id_token', 'state', 'user']);
    expect(fields.state).toBe(request.state);
    await t
      .http()
      .get('/simulators/apple/form-post.js')
      .expect(200)
      .expect('content-type', /javascript/);

    const res = await t
      .http()
      .post('/auth/apple/callback')
      .type('form')
      .set('Origin', 'https://appleid.apple.com')
      .set('Cookie', flowCookie)
      .send(fields)
      .expect(303);
    const back = new URL(res.headers.location!);
    expect(back.pathname).toBe('/auth/callback/apple');
    expect(back.searchParams.get('signedIn')).toBe('1');
    const session = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('sid='))!;
    await t.http().get('/me').set('Cookie', session.split(';')[0]!).expect(200);
    const [identity] = await t.ctx.sequelize.query<{ name: string }>(
      `SELECT i.name FROM user_identities i JOIN users u ON u.id = i.user_id
       WHERE i.provider = 'apple' AND u.email = 'sim-apple-post@example.com'`,
      { type: QueryTypes.SELECT },
    );
    expect(identity?.name).toBe('Somsak Rakdee');
  });
});

describe('POST /auth/true-money-match and GET /true-money/user/profile', () => {
  const walletSignIn = async (email: string, trueMoneyId: string, allowInvest: boolean) => {
    const location = await consent('/simulators/true-money/authorize', {
      redirect_uri: callback,
      state: 'w',
      email,
      trueMoneyId,
      name: 'Wallet Person',
      ...(allowInvest ? { allowInvest: 'true' } : {}),
    });
    const q = location.searchParams;
    expect(q.get('trueMoneyId')).toBe(trueMoneyId);
    return q.get('accessToken')!;
  };

  it('stores allowInvest false on the user, answers it with a token, and investing is refused', async () => {
    const accessToken = await walletSignIn('wallet-no@example.com', 'TMN-0001', false);
    const res = await t
      .http()
      .post('/auth/true-money-match')
      .set('x-tmn-access-token', accessToken)
      .send({ email: 'wallet-no@example.com', trueMoneyId: 'TMN-0001', consents })
      .expect(200);
    expect(res.body).toMatchObject({
      allowInvest: false,
      created: true,
      user: { email: 'wallet-no@example.com', trueMoneyId: 'TMN-0001', allowInvest: false },
    });
    expect(res.body.token).toEqual(expect.any(String));
    expect(res.headers['set-cookie']![0]).not.toContain(res.body.token);
    const row = await userRow('wallet-no@example.com');
    expect(row).toMatchObject({ true_money_id: 'TMN-0001', allow_invest: false });
    expect(await canInvest(t.ctx, Number(row!.id))).toBe(false);

    const cookie = cookieOf(res);
    const own = await t
      .http()
      .get('/true-money/user/profile')
      .query({ trueMoneyId: 'TMN-0001' })
      .set('Cookie', cookie)
      .set('x-tmn-access-token', accessToken)
      .expect(200);
    expect(own.body).toMatchObject({
      trueMoneyId: 'TMN-0001',
      email: 'wallet-no@example.com',
      allowInvest: false,
    });
    const other = await t
      .http()
      .get('/true-money/user/profile')
      .query({ trueMoneyId: 'TMN-9999' })
      .set('Cookie', cookie)
      .set('x-tmn-access-token', accessToken)
      .expect(403);
    expect(other.body.code).toBe('AUTH_FORBIDDEN');
  });

  it('allowInvest true lets the user invest', async () => {
    const accessToken = await walletSignIn('wallet-yes@example.com', 'TMN-0002', true);
    const res = await t
      .http()
      .post('/auth/true-money-match')
      .set('x-tmn-access-token', accessToken)
      .send({ email: 'wallet-yes@example.com', trueMoneyId: 'TMN-0002', consents })
      .expect(200);
    expect(res.body.allowInvest).toBe(true);
    expect(await canInvest(t.ctx, Number((await userRow('wallet-yes@example.com'))!.id))).toBe(true);
  });

  it('refuses a wallet id or e-mail that is not the access token holder, and a missing token', async () => {
    const accessToken = await walletSignIn('wallet-3@example.com', 'TMN-0003', true);
    const wrongId = await t
      .http()
      .post('/auth/true-money-match')
      .set('x-tmn-access-token', accessToken)
      .send({ email: 'wallet-3@example.com', trueMoneyId: 'TMN-0001' })
      .expect(401);
    expect(wrongId.body.code).toBe('AUTH_PROVIDER_PROFILE_MISMATCH');
    await t
      .http()
      .post('/auth/true-money-match')
      .set('x-tmn-access-token', 'forged')
      .send({ email: 'wallet-3@example.com', trueMoneyId: 'TMN-0003' })
      .expect(401);
    const missing = await t
      .http()
      .post('/auth/true-money-match')
      .send({ email: 'wallet-3@example.com', trueMoneyId: 'TMN-0003' })
      .expect(422);
    expect(missing.body.errors[0].field).toBe('headers.x-tmn-access-token');
    expect(await userRow('wallet-3@example.com')).toBeUndefined();
  });

  it('a user without a linked wallet cannot read a wallet profile', async () => {
    const cookie = await t.signIn('investor@example.com');
    await t
      .http()
      .get('/true-money/user/profile')
      .query({ trueMoneyId: 'TMN-0001' })
      .set('Cookie', cookie)
      .set('x-tmn-access-token', 'anything')
      .expect(403);
    await t.http().get('/true-money/user/profile').query({ trueMoneyId: 'TMN-0001' }).expect(401);
  });
});

describe('sister platform', () => {
  const [demo, withTwoFactor] = sisterUsers;

  it('login-with-merkle signs the sister-platform user in, and check-existed-user then knows the id', async () => {
    const before = await t.http().get(`/transfer/check-existed-user/${demo!.merkleUserId}`).expect(200);
    expect(before.body).toEqual({ existed: false });
    const res = await t
      .http()
      .post('/transfer/login-with-merkle')
      .send({ email: 'merkle@example.com', password: demoPassword, twoFactor: '', consents })
      .expect(200);
    expect(res.body).toMatchObject({ created: true, user: { email: 'merkle@example.com' } });
    await t.http().get('/me').set('Cookie', cookieOf(res)).expect(200);
    const after = await t.http().get(`/transfer/check-existed-user/${demo!.merkleUserId}`).expect(200);
    expect(after.body).toEqual({ existed: true });
    const again = await t
      .http()
      .post('/transfer/login-with-merkle')
      .send({ email: 'merkle@example.com', password: demoPassword })
      .expect(200);
    expect(again.body.created).toBe(false);
  });

  it('a wrong password or second factor is AUTH_INVALID_CREDENTIALS and creates nothing', async () => {
    const wrong = await t
      .http()
      .post('/transfer/login-with-merkle')
      .send({ email: 'merkle@example.com', password: 'Wrong!2026' })
      .expect(401);
    expect(wrong.body.code).toBe('AUTH_INVALID_CREDENTIALS');
    await t
      .http()
      .post('/transfer/login-with-merkle')
      .send({ email: withTwoFactor!.email, password: demoPassword, twoFactor: '000000' })
      .expect(401);
    expect(await userRow(withTwoFactor!.email)).toBeUndefined();
    await t
      .http()
      .post('/transfer/login-with-merkle')
      .send({
        email: withTwoFactor!.email,
        password: demoPassword,
        twoFactor: withTwoFactor!.twoFactor,
        consents,
      })
      .expect(200);
  });

  it('check-existed-user refuses an id that is not a sister-platform id', async () => {
    const res = await t.http().get('/transfer/check-existed-user/not-an-id').expect(422);
    expect(res.body.errors[0].field).toBe('params.id');
  });
});

describe('LINE on password login', () => {
  const lineIdentities = async () =>
    t.ctx.sequelize.query<{ email: string; subject: string }>(
      "SELECT u.email, i.subject FROM user_identities i JOIN users u ON u.id = i.user_id WHERE i.provider = 'line'",
      { type: QueryTypes.SELECT },
    );

  it('a valid LINE token links the LINE account to the user who signed in', async () => {
    const sub = `U${'a1'.repeat(16)}`;
    const { body } = await t
      .http()
      .post('/simulators/line/token')
      .send({ sub, name: 'Line User' })
      .expect(200);
    await t
      .http()
      .post('/auth/login')
      .send({ email: 'investor@example.com', password: demoPassword, lineAccessToken: body.access_token })
      .expect(200);
    expect(await lineIdentities()).toEqual([{ email: 'investor@example.com', subject: sub }]);
  });

  it('an invalid LINE token does not fail the login and links nothing', async () => {
    const before = await lineIdentities();
    await t
      .http()
      .post('/auth/login')
      .send({ email: 'operations@example.com', password: demoPassword, lineAccessToken: 'not-from-line' })
      .expect(200);
    expect(await lineIdentities()).toEqual(before);
  });
});

describe('partner sign-ins switched by their flags', () => {
  it('tmnEagle off: the wallet app is not offered and its sign-in is refused; on again, it is back', async () => {
    await t.setFlag('tmnEagle', false);
    try {
      const offered = await t.http().get('/auth/providers').expect(200);
      expect(offered.body.trueMoney).toBeNull();
      expect(offered.body.google).not.toBeNull();
      const refused = await t
        .http()
        .post('/auth/true-money-match')
        .set('x-tmn-access-token', 'any')
        .send({ email: 'wallet-off@example.com', trueMoneyId: 'TMN-0404', consents })
        .expect(403);
      expect(refused.body.code).toBe('AUTH_PROVIDER_DISABLED');
      expect(await userRow('wallet-off@example.com')).toBeUndefined();
    } finally {
      await t.setFlag('tmnEagle', true);
    }
    expect((await t.http().get('/auth/providers')).body.trueMoney).not.toBeNull();
  });

  it('useMerkleToMfund off: neither sister-platform sign-in is offered or accepted', async () => {
    await t.setFlag('useMerkleToMfund', false);
    try {
      const offered = await t.http().get('/auth/providers').expect(200);
      expect(offered.body).toMatchObject({ merkleGoogle: null, merkle: { enabled: false } });
      const byPassword = await t
        .http()
        .post('/transfer/login-with-merkle')
        .send({ email: 'merkle@example.com', password: demoPassword, consents })
        .expect(403);
      expect(byPassword.body.code).toBe('AUTH_PROVIDER_DISABLED');
      const byGoogle = await t
        .http()
        .post('/auth/merkle-google-match')
        .send({ idToken: 'x.y.z', nonce: 'n' })
        .expect(403);
      expect(byGoogle.body.code).toBe('AUTH_PROVIDER_DISABLED');
    } finally {
      await t.setFlag('useMerkleToMfund', true);
    }
    expect((await t.http().get('/auth/providers')).body.merkle).toEqual({ enabled: true });
  });
});
