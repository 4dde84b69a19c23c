import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { secretBox } from '../../platform/secret-box.ts';
import { auditActions, investorPassword, makeInvestor } from './test-investors.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let clock = Date.parse('2026-03-02T03:00:00Z');
/** Moves the test clock on by whole 30-second steps, so each code belongs to a new step. */
async function tick(steps = 1) {
  clock += steps * 30_000;
  await t
    .http()
    .put('/test/clock')
    .send({ now: new Date(clock).toISOString() })
    .expect(200);
}
const codeAt = (secret: string, at = clock) => generate({ secret, epoch: Math.floor(at / 1000) });

const start = (cookie: string) => t.http().post('/me/security/2fa').set('Cookie', cookie);
const confirm = (cookie: string, code: string) =>
  t.http().post('/me/security/2fa/confirm').set('Cookie', cookie).send({ code });
const disable = (cookie: string, code: string) =>
  t.http().delete('/me/security/2fa').set('Cookie', cookie).send({ code });
const login = (email: string, twoFactor?: string) =>
  t
    .http()
    .post('/auth/login')
    .send({ email, password: investorPassword, ...(twoFactor === undefined ? {} : { twoFactor }) });
const enabled = async (cookie: string) =>
  (await t.http().get('/me/security').set('Cookie', cookie).expect(200)).body.twoFactorEnabled;

async function enrolled(email: string) {
  await tick();
  const investor = await makeInvestor(t, email);
  const { secret } = (await start(investor.cookie).expect(200)).body as { secret: string };
  await confirm(investor.cookie, await codeAt(secret)).expect(204);
  await tick();
  return { ...investor, secret };
}

describe('2FA enrolment', () => {
  it('gives a secret, an otpauth URL and a QR image; a right code at the server clock turns 2FA on', async () => {
    await tick();
    const { id, cookie } = await makeInvestor(t, 'tf-enrol@example.com');
    const res = await start(cookie).expect(200);
    expect(res.body.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(res.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/MFund:tf-enrol%40example\.com\?/);
    expect(res.body.otpauthUrl).toContain(`secret=${res.body.secret}`);
    expect(res.body.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(await enabled(cookie)).toBe(false);
    // A code for the real time, hours away from the test clock, is refused: verification uses ctx.clock.
    const realTimeCode = await codeAt(res.body.secret, clock + 3 * 3600_000);
    expect((await confirm(cookie, realTimeCode).expect(422)).body.code).toBe('AUTH_2FA_INVALID');
    await confirm(cookie, await codeAt(res.body.secret)).expect(204);
    expect(await enabled(cookie)).toBe(true);
    expect(await auditActions(t, id)).toEqual(['2FA_ENABLED']);
    expect((await start(cookie).expect(409)).body.code).toBe('AUTH_2FA_ALREADY_ENABLED');
  });

  it('a wrong or malformed code, or no enrolment started, is refused and 2FA stays off', async () => {
    await tick();
    const { id, cookie } = await makeInvestor(t, 'tf-bad@example.com');
    expect((await confirm(cookie, '123456').expect(422)).body.code).toBe('AUTH_2FA_INVALID');
    const { secret } = (await start(cookie).expect(200)).body;
    const right = await codeAt(secret);
    const wrong = right === '000000' ? '000001' : '000000';
    expect((await confirm(cookie, wrong).expect(422)).body.code).toBe('AUTH_2FA_INVALID');
    expect((await confirm(cookie, '12345').expect(422)).body.code).toBe('VALIDATION_FAILED');
    const extra = await t
      .http()
      .post('/me/security/2fa/confirm')
      .set('Cookie', cookie)
      .send({ code: right, userId: 1 })
      .expect(422);
    expect(extra.body.code).toBe('VALIDATION_FAILED');
    expect(await enabled(cookie)).toBe(false);
    expect(await auditActions(t, id)).toEqual([]);
    const [[row]] = (await t.ctx.sequelize.query(
      'SELECT totp_secret, totp_pending_secret FROM user_security WHERE user_id = :id',
      { replacements: { id } },
    )) as [[{ totp_secret: string | null; totp_pending_secret: string }], unknown];
    // Stored sealed: the table alone does not give the seed away.
    expect(row.totp_secret).toBeNull();
    expect(row.totp_pending_secret).not.toContain(secret);
    expect(secretBox('test-data-key-test-data-key-test-data-key').open(row.totp_pending_secret)).toBe(secret);
  });

  it('needs a session; one user’s code does not enable another’s pending enrolment', async () => {
    await t.http().post('/me/security/2fa').expect(401);
    await t.http().post('/me/security/2fa/confirm').send({ code: '123456' }).expect(401);
    await t.http().delete('/me/security/2fa').send({ code: '123456' }).expect(401);
    await tick();
    const a = await makeInvestor(t, 'tf-a@example.com');
    const b = await makeInvestor(t, 'tf-b@example.com');
    const secretA = (await start(a.cookie).expect(200)).body.secret;
    await start(b.cookie).expect(200);
    await confirm(b.cookie, await codeAt(secretA)).expect(422);
    expect(await enabled(b.cookie)).toBe(false);
    expect(await enabled(a.cookie)).toBe(false);
  });
});

describe('2FA at sign-in', () => {
  it('a right password without a code is AUTH_2FA_REQUIRED; with the right code it signs in', async () => {
    const { secret } = await enrolled('tf-login@example.com');
    expect((await login('tf-login@example.com').expect(401)).body.code).toBe('AUTH_2FA_REQUIRED');
    expect((await login('tf-login@example.com', '').expect(401)).body.code).toBe('AUTH_2FA_REQUIRED');
    const res = await login('tf-login@example.com', await codeAt(secret)).expect(200);
    expect(res.body.user.email).toBe('tf-login@example.com');
  });

  it('a code is not accepted twice, and a wrong password still says only that', async () => {
    const { secret } = await enrolled('tf-replay@example.com');
    const code = await codeAt(secret);
    await login('tf-replay@example.com', code).expect(200);
    expect((await login('tf-replay@example.com', code).expect(401)).body.code).toBe('AUTH_2FA_INVALID');
    const wrongPassword = await t
      .http()
      .post('/auth/login')
      .send({ email: 'tf-replay@example.com', password: 'Wrong!pass1', twoFactor: code })
      .expect(401);
    expect(wrongPassword.body.code).toBe('AUTH_INVALID_CREDENTIALS');
  });

  it('wrong codes count as login failures: the 5th locks the account', async () => {
    const { id, secret } = await enrolled('tf-lock@example.com');
    const right = await codeAt(secret);
    const wrong = right === '000000' ? '000001' : '000000';
    for (let i = 0; i < 4; i += 1) {
      expect((await login('tf-lock@example.com', wrong).expect(401)).body.code).toBe('AUTH_2FA_INVALID');
    }
    const [[before]] = (await t.ctx.sequelize.query('SELECT locked_at FROM users WHERE id = :id', {
      replacements: { id },
    })) as [[{ locked_at: Date | null }], unknown];
    expect(before.locked_at).toBeNull();
    await login('tf-lock@example.com', wrong).expect(401);
    const locked = await login('tf-lock@example.com', right).expect(401);
    expect(locked.body.code).toBe('AUTH_INVALID_CREDENTIALS');
  });

  it('a user without 2FA signs in whatever twoFactor holds', async () => {
    await makeInvestor(t, 'tf-none@example.com');
    await login('tf-none@example.com', '999999').expect(200);
  });
});

describe('2FA disable', () => {
  it('needs a current, unused code; then sign-in no longer asks for one', async () => {
    const { id, cookie, secret } = await enrolled('tf-off@example.com');
    const right = await codeAt(secret);
    const wrong = right === '000000' ? '000001' : '000000';
    expect((await disable(cookie, wrong).expect(422)).body.code).toBe('AUTH_2FA_INVALID');
    expect((await disable(cookie, 'abcdef').expect(422)).body.code).toBe('VALIDATION_FAILED');
    expect(await enabled(cookie)).toBe(true);
    await disable(cookie, right).expect(204);
    expect(await enabled(cookie)).toBe(false);
    expect(await auditActions(t, id)).toEqual(['2FA_ENABLED', '2FA_DISABLED']);
    expect((await disable(cookie, right).expect(409)).body.code).toBe('AUTH_2FA_NOT_ENABLED');
    await login('tf-off@example.com').expect(200);
  });
});
