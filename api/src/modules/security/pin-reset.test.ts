import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { auditActions, makeInvestor, setPin } from './test-investors.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verifyPin = (cookie: string, pin: string) =>
  t.http().post('/me/security/pin/verify').set('Cookie', cookie).send({ pin });

/** Blocks the PIN with five wrong tries, then asks for a reset-pin OTP; returns the cookies to send it with. */
async function blockedWithOtp(email: string) {
  const investor = await makeInvestor(t, email);
  await setPin(t, investor.cookie, '975310');
  for (let i = 0; i < 5; i += 1) await verifyPin(investor.cookie, '000000');
  await verifyPin(investor.cookie, '975310').expect(423);
  const sent = await t
    .http()
    .post('/auth/send-otp')
    .set('Cookie', investor.cookie)
    .send({ channel: 'email', action: 'reset-pin', email })
    .expect(202);
  const otpCookie = (sent.headers['set-cookie'] as unknown as string[])
    .find((c) => c.startsWith('otp_ctx='))!
    .split(';')[0]!;
  return { ...investor, cookies: `${investor.cookie}; ${otpCookie}` };
}

async function otpSentTo(email: string): Promise<string> {
  const [[row]] = (await t.ctx.sequelize.query(
    "SELECT body_text FROM outbox_messages WHERE recipient = :email AND template = 'otp' ORDER BY id DESC LIMIT 1",
    { replacements: { email } },
  )) as [[{ body_text: string }], unknown];
  return row.body_text.match(/\b(\d{6})\b/)![1]!;
}

const reset = (cookies: string, body: object) =>
  t.http().post('/me/security/pin/reset').set('Cookie', cookies).send(body);

describe('PIN reset by OTP', () => {
  it('the e-mailed code sets a new PIN and lifts the block', async () => {
    const { id, cookie, cookies } = await blockedWithOtp('reset-ok@example.com');
    const otp = await otpSentTo('reset-ok@example.com');
    await reset(cookies, { otp, pin: '112358', confirmPin: '112358' }).expect(204);
    expect((await t.http().get('/me/security').set('Cookie', cookie)).body).toEqual({
      pinSet: true,
      pinBlocked: false,
      twoFactorEnabled: false,
    });
    await verifyPin(cookie, '975310').expect(422);
    await verifyPin(cookie, '112358').expect(204);
    expect(await auditActions(t, id)).toEqual(['PIN_SET', 'PIN_BLOCKED', 'PIN_RESET']);
    const again = await reset(cookies, { otp, pin: '271828', confirmPin: '271828' }).expect(422);
    expect(again.body.code).toBe('AUTH_OTP_INVALID');
  });

  it('a wrong code, a mismatch or a bad PIN is refused and the block stays', async () => {
    const { cookie, cookies } = await blockedWithOtp('reset-bad@example.com');
    const otp = await otpSentTo('reset-bad@example.com');
    const wrongOtp = otp === '000000' ? '111111' : '000000';
    const wrong = await reset(cookies, { otp: wrongOtp, pin: '112358', confirmPin: '112358' }).expect(422);
    expect(wrong.body.code).toBe('AUTH_OTP_INVALID');
    expect(wrong.body.title).toBe('The OTP you entered is incorrect, please check and enter the code again');
    const mismatch = await reset(cookies, { otp, pin: '112358', confirmPin: '112359' }).expect(422);
    expect(mismatch.body.code).toBe('PIN_MISMATCH');
    const badPin = await reset(cookies, { otp, pin: '1123', confirmPin: '1123' }).expect(422);
    expect(badPin.body.code).toBe('VALIDATION_FAILED');
    const badOtp = await reset(cookies, { otp: '12ab', pin: '112358', confirmPin: '112358' }).expect(422);
    expect(badOtp.body.code).toBe('VALIDATION_FAILED');
    expect((await t.http().get('/me/security').set('Cookie', cookie)).body.pinBlocked).toBe(true);
    await reset(cookies, { otp, pin: '112358', confirmPin: '112358' }).expect(204);
  });

  it('a code asked for another address is neither e-mailed nor usable by this user', async () => {
    const a = await makeInvestor(t, 'reset-a@example.com');
    const b = await makeInvestor(t, 'reset-b@example.com');
    const sent = await t
      .http()
      .post('/auth/send-otp')
      .set('Cookie', a.cookie)
      .send({ channel: 'email', action: 'reset-pin', email: 'reset-b@example.com' })
      .expect(202);
    const [mails] = await t.ctx.sequelize.query(
      "SELECT 1 FROM outbox_messages WHERE recipient = 'reset-b@example.com' AND template = 'otp'",
    );
    expect(mails).toHaveLength(0);
    const otpCookie = (sent.headers['set-cookie'] as unknown as string[])
      .find((c) => c.startsWith('otp_ctx='))!
      .split(';')[0]!;
    await reset(`${a.cookie}; ${otpCookie}`, { otp: '123456', pin: '112358', confirmPin: '112358' }).expect(
      422,
    );
    expect((await t.http().get('/me/security').set('Cookie', b.cookie)).body.pinSet).toBe(false);
    expect((await t.http().get('/me/security').set('Cookie', a.cookie)).body.pinSet).toBe(false);
  });
});
