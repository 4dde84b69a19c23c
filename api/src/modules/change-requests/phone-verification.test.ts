import { phoneVerificationRules } from '@fund/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { newInvestor } from '../kyc/test-fixtures.ts';
import { general } from '../kyc-cases/test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An investor whose general form carries this phone. */
async function investorWithPhone(phone: string) {
  const a = await newInvestor(t);
  await t
    .http()
    .put('/kyc/general')
    .set('Cookie', a.cookie)
    .send({ ...general, phone })
    .expect(200);
  return a;
}

const sendCode = (cookie: string) => t.http().post('/me/phone/code').set('Cookie', cookie).send({});
const verify = (cookie: string, code: string) =>
  t.http().post('/me/phone/verify').set('Cookie', cookie).send({ code });
const standing = async (cookie: string) =>
  (await t.http().get('/me/phone').set('Cookie', cookie).expect(200)).body;

/** The code in the last SMS to this number (with mockSMSOTP on, SMS land in the outbox as messages). */
async function lastTextTo(number: string): Promise<string> {
  const [[row]] = (await t.ctx.sequelize.query(
    `SELECT body_text FROM outbox_messages WHERE channel = 'sms' AND recipient = :number ORDER BY id DESC LIMIT 1`,
    { replacements: { number } },
  )) as [[{ body_text: string }], unknown];
  return row.body_text.match(/\b\d{6}\b/)![0];
}

/** Ages this account's codes past the 60-second cooldown, as if the investor waited. */
const waitOutCooldown = (userId: number) =>
  t.ctx.sequelize.query(
    `UPDATE otp_codes SET created_at = created_at - interval '61 seconds'
     WHERE lower(email) = (SELECT lower(email) FROM users WHERE id = :userId)`,
    { replacements: { userId } },
  );

describe('verifying the phone by SMS', () => {
  it('texts a code to the profile’s mobile; the right code verifies that number, audited', async () => {
    const a = await investorWithPhone('081-555-0101');
    expect(await standing(a.cookie)).toEqual({ phone: '0815550101', verified: false, verifiedAt: null });
    const sent = await sendCode(a.cookie).expect(202);
    expect(sent.body).toEqual({ phoneEnding: '0101', expiresInSeconds: 300, resendAfterSeconds: 60 });
    const code = await lastTextTo('0815550101');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await verify(a.cookie, wrong).expect(422)).body.code).toBe('AUTH_OTP_INVALID');
    expect((await standing(a.cookie)).verified).toBe(false);

    const done = await verify(a.cookie, code).expect(200);
    expect(done.body).toMatchObject({ phone: '0815550101', verified: true });
    const [[audit]] = (await t.ctx.sequelize.query(
      "SELECT after FROM audit_log WHERE action = 'PHONE_VERIFIED' AND subject = :subject",
      { replacements: { subject: `users/${a.id}` } },
    )) as [[{ after: unknown }], unknown];
    expect(audit.after).toEqual({ phoneEnding: '0101' });
    // A code is used once.
    expect((await verify(a.cookie, code).expect(422)).body.code).toBe('AUTH_OTP_INVALID');
  });

  it('a new phone on the profile is no longer verified', async () => {
    const a = await investorWithPhone('0815550102');
    await sendCode(a.cookie).expect(202);
    await verify(a.cookie, await lastTextTo('0815550102')).expect(200);
    await t
      .http()
      .put('/kyc/general')
      .set('Cookie', a.cookie)
      .send({ ...general, phone: '0815550199' })
      .expect(200);
    expect(await standing(a.cookie)).toEqual({ phone: '0815550199', verified: false, verifiedAt: null });
  });

  it('five wrong codes end the code', async () => {
    const a = await investorWithPhone('0815550103');
    await sendCode(a.cookie).expect(202);
    const code = await lastTextTo('0815550103');
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await verify(a.cookie, wrong)).body.code);
    expect(answers).toEqual([...Array(4).fill('AUTH_OTP_INVALID'), 'AUTH_OTP_EXPIRED']);
    expect((await verify(a.cookie, code).expect(422)).body.code).toBe('AUTH_OTP_EXPIRED');
  });

  it('refuses a second code within 60 s, and a sixth to one number within the hour, even from another account', async () => {
    const a = await investorWithPhone('0815550104');
    await sendCode(a.cookie).expect(202);
    expect((await sendCode(a.cookie).expect(429)).body.code).toBe('AUTH_OTP_COOLDOWN');
    for (let i = 1; i < phoneVerificationRules.maxCodesPerNumberPerHour; i++) {
      await waitOutCooldown(a.id);
      await sendCode(a.cookie).expect(202);
    }
    await waitOutCooldown(a.id);
    expect((await sendCode(a.cookie).expect(429)).body.code).toBe('PHONE_CODE_LIMIT');
    const b = await investorWithPhone('0815550104');
    expect((await sendCode(b.cookie).expect(429)).body.code).toBe('PHONE_CODE_LIMIT');
    const [[{ count }]] = (await t.ctx.sequelize.query(
      "SELECT count(*)::int AS count FROM otp_codes WHERE phone_number = '0815550104'",
    )) as [[{ count: number }], unknown];
    expect(count).toBe(phoneVerificationRules.maxCodesPerNumberPerHour);
  });

  it('needs a mobile number on the profile, and says SMS setup failed while no SMS can be sent', async () => {
    const landline = await investorWithPhone('021234567');
    expect((await sendCode(landline.cookie).expect(422)).body.code).toBe('PHONE_NOT_MOBILE');
    const a = await investorWithPhone('0815550105');
    await t.setFlag('mockSMSOTP', false);
    try {
      expect((await sendCode(a.cookie).expect(503)).body.code).toBe('PHONE_SMS_UNAVAILABLE');
    } finally {
      await t.setFlag('mockSMSOTP', true);
    }
    expect((await verify(a.cookie, '12345').expect(422)).body.code).toBe('VALIDATION_FAILED');
    await t.http().post('/me/phone/code').send({}).expect(401);
  });
});
