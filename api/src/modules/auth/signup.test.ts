import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distinctClientIp } from '../../../test/client-address.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ip = distinctClientIp;
const consents = { privacyPolicy: true, terms: true, marketing: false };
const body = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: 'Kanok!2026x',
  customerType: 'INDIVIDUAL',
  saleCode: 'MF0001',
  companyName: '',
  consents,
  ...extra,
});

async function lastCodeTo(email: string): Promise<string> {
  const [[row]] = (await t.ctx.sequelize.query(
    "SELECT body_text FROM outbox_messages WHERE recipient = :email AND template = 'otp' ORDER BY id DESC LIMIT 1",
    { replacements: { email } },
  )) as [[{ body_text: string }], unknown];
  return row.body_text.match(/\b\d{6}\b/)![0];
}

async function lastMailTo(email: string): Promise<string> {
  const [[row]] = (await t.ctx.sequelize.query(
    "SELECT body_text FROM outbox_messages WHERE recipient = :email AND template = 'otp' ORDER BY id DESC LIMIT 1",
    { replacements: { email } },
  )) as [[{ body_text: string }], unknown];
  return row.body_text;
}

const cookieOf = (res: { headers: Record<string, unknown> }, name: string) =>
  ((res.headers['set-cookie'] as string[]) ?? []).find((c) => c.startsWith(`${name}=`))!.split(';')[0]!;

describe('sign up, then verify the e-mail with the OTP', () => {
  it('records the user with consents and signs in once the code is right', async () => {
    const signup = await t
      .http()
      .post('/auth/signup')
      .set('X-Forwarded-For', ip())
      .send(body('new@example.com'))
      .expect(201);
    expect(signup.body).toMatchObject({ customerType: 'INDIVIDUAL', selfOpen: true, next: 'VERIFY_EMAIL' });
    expect(signup.body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const [consentRows] = await t.ctx.sequelize.query(
      'SELECT kind, accepted, policy_version FROM consents c JOIN users u ON u.id = c.user_id WHERE u.uuid = :uuid ORDER BY kind',
      { replacements: { uuid: signup.body.uuid } },
    );
    expect(consentRows).toEqual([
      { kind: 'MARKETING', accepted: false, policy_version: '2026-01' },
      { kind: 'PRIVACY_POLICY', accepted: true, policy_version: '2026-01' },
      { kind: 'TERMS', accepted: true, policy_version: '2026-01' },
    ]);

    const otpCookie = cookieOf(signup, 'otp_ctx');
    const code = await lastCodeTo('new@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await t
      .http()
      .post('/auth/verify')
      .set('Cookie', otpCookie)
      .send({ token: wrong })
      .expect(422);
    expect(bad.body.code).toBe('AUTH_OTP_INVALID');
    const ok = await t.http().post('/auth/verify').set('Cookie', otpCookie).send({ token: code }).expect(200);
    expect(ok.body.user).toMatchObject({ email: 'new@example.com', isAdmin: false });
    const session = cookieOf(ok, 'sid');
    await t.http().get('/me').set('Cookie', session).expect(200);
    // A code works once.
    await t.http().post('/auth/verify').set('Cookie', otpCookie).send({ token: code }).expect(422);
  });

  it('a juristic customer is recorded and sent to customer service, with no code', async () => {
    const res = await t
      .http()
      .post('/auth/signup')
      .set('X-Forwarded-For', ip())
      .send(body('corp@example.com', { customerType: 'JURISTIC', companyName: 'บริษัท ตัวอย่าง จำกัด' }))
      .expect(201);
    expect(res.body).toMatchObject({ selfOpen: false, next: 'CONTACT_CUSTOMER_SERVICE' });
    const [mails] = await t.ctx.sequelize.query(
      "SELECT 1 FROM outbox_messages WHERE recipient = 'corp@example.com'",
    );
    expect(mails).toHaveLength(0);
  });

  it('each bad field gets the spec message and nothing is recorded', async () => {
    const res = await t
      .http()
      .post('/auth/signup')
      .set('X-Forwarded-For', ip())
      .send({
        email: 'nope',
        password: 'short',
        customerType: 'INDIVIDUAL',
        saleCode: 'x1',
        consents: { privacyPolicy: false, terms: false, marketing: false },
      })
      .expect(422);
    const messages = res.body.errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Invalid Email',
        'Password must be at least 8 characters',
        'Sale code is not correct, please fill the correct Sale code',
        'Please accept the Privacy Policy',
        "Please accept the company's terms and conditions",
      ]),
    );
    const [users] = await t.ctx.sequelize.query("SELECT 1 FROM users WHERE email = 'nope'");
    expect(users).toHaveLength(0);
  });

  it.each([
    ['a common password', { password: 'Password1!' }, 'AUTH_PASSWORD_TOO_COMMON'],
    ['an unknown sale code', { saleCode: 'ZZ9999' }, 'AUTH_SALE_CODE_UNKNOWN'],
  ])('refuses %s', async (_label, extra, code) => {
    const res = await t
      .http()
      .post('/auth/signup')
      .set('X-Forwarded-For', ip())
      .send(body('x@example.com', extra))
      .expect(422);
    expect(res.body.code).toBe(code);
  });

  it('an address already registered gets the answer a new one gets; its owner is e-mailed, nothing is made', async () => {
    const mails = async (email: string) => {
      const [rows] = await t.ctx.sequelize.query(
        'SELECT template, body_text FROM outbox_messages WHERE lower(recipient) = lower(:email) ORDER BY id',
        { replacements: { email } },
      );
      return rows as { template: string; body_text: string }[];
    };
    const users = async () => {
      const [[row]] = (await t.ctx.sequelize.query('SELECT count(*)::int AS n FROM users')) as [
        [{ n: number }],
        unknown,
      ];
      return row.n;
    };
    const usersBefore = await users();
    const mailsBefore = (await mails('investor@example.com')).length;

    const fresh = await t
      .http()
      .post('/auth/signup')
      .set('X-Forwarded-For', ip())
      .send(body('fresh@example.com'));
    const taken = await t
      .http()
      .post('/auth/signup')
      .set('X-Forwarded-For', ip())
      .send(body('Investor@Example.com'));

    expect(taken.status).toBe(fresh.status);
    expect(taken.status).toBe(201);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(taken.body).toMatchObject({ customerType: 'INDIVIDUAL', selfOpen: true, next: 'VERIFY_EMAIL' });
    expect(taken.body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(cookieOf(taken, 'otp_ctx')).toMatch(/^otp_ctx=.+/);
    expect(await users()).toBe(usersBefore + 1);

    // The owner hears of it, with the ways back into their own account; no code goes to them.
    const sent = (await mails('investor@example.com')).slice(mailsBefore);
    expect(sent.map((m) => m.template)).toEqual(['signup-existing-account']);
    expect(sent[0]!.body_text).toMatch(/\/auth\/login\n/);
    expect(sent[0]!.body_text).toMatch(/\/auth\/forget-password\n/);
    // The made-up uuid names nobody.
    const [owners] = await t.ctx.sequelize.query('SELECT id FROM users WHERE uuid = :uuid', {
      replacements: { uuid: taken.body.uuid },
    });
    expect(owners).toEqual([]);
  });
});

describe('verify from a signed-in session, without the sign-up tab', () => {
  it('signing in unverified answers emailVerified false; the e-mailed code verifies with no otp cookie', async () => {
    const email = 'later@example.com';
    await t.http().post('/auth/signup').set('X-Forwarded-For', ip()).send(body(email)).expect(201);
    const mail = await lastMailTo(email);
    // The e-mail opens the portal's verification page; the code stays out of the address.
    expect(mail).toMatch(/https?:\/\/\S+\/auth\/verify-email\n/);
    const code = await lastCodeTo(email);
    expect(mail.match(/https?:\/\/\S+/)![0]).not.toContain(code);

    // A new browser: no otp cookie, only the password sign-in.
    const login = await t
      .http()
      .post('/auth/login')
      .set('X-Forwarded-For', ip())
      .send({ email, password: 'Kanok!2026x' })
      .expect(200);
    expect(login.body.user).toMatchObject({ email, emailVerified: false });
    const session = cookieOf(login, 'sid');
    expect((await t.http().get('/me').set('Cookie', session).expect(200)).body.user.emailVerified).toBe(
      false,
    );

    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await t.http().post('/auth/verify').set('Cookie', session).send({ token: wrong }).expect(422);
    expect(bad.body.code).toBe('AUTH_OTP_INVALID');
    // Signed out, the same code names no pending verification.
    await t.http().post('/auth/verify').send({ token: code }).expect(422);
    const ok = await t.http().post('/auth/verify').set('Cookie', session).send({ token: code }).expect(200);
    expect(ok.body.user).toMatchObject({ email, emailVerified: true });
    const renewed = cookieOf(ok, 'sid');
    expect((await t.http().get('/me').set('Cookie', renewed).expect(200)).body.user.emailVerified).toBe(true);
    // Used once.
    await t.http().post('/auth/verify').set('Cookie', renewed).send({ token: code }).expect(422);
  });

  it("a signed-in session verifies only its own account's code", async () => {
    await t
      .http()
      .post('/auth/signup')
      .set('X-Forwarded-For', ip())
      .send(body('mine@example.com'))
      .expect(201);
    await t
      .http()
      .post('/auth/signup')
      .set('X-Forwarded-For', ip())
      .send(body('theirs@example.com'))
      .expect(201);
    const login = await t
      .http()
      .post('/auth/login')
      .set('X-Forwarded-For', ip())
      .send({ email: 'mine@example.com', password: 'Kanok!2026x' })
      .expect(200);
    const theirCode = await lastCodeTo('theirs@example.com');
    const myCode = await lastCodeTo('mine@example.com');
    const session = cookieOf(login, 'sid');
    if (theirCode !== myCode) {
      await t.http().post('/auth/verify').set('Cookie', session).send({ token: theirCode }).expect(422);
    }
    const [[theirs]] = (await t.ctx.sequelize.query(
      "SELECT email_verified_at FROM users WHERE email = 'theirs@example.com'",
    )) as [[{ email_verified_at: Date | null }], unknown];
    expect(theirs.email_verified_at).toBeNull();
  });

  it('a resend within the cooldown answers the seconds left', async () => {
    await t
      .http()
      .post('/auth/signup')
      .set('X-Forwarded-For', ip())
      .send(body('wait@example.com'))
      .expect(201);
    await t.ctx.sequelize.query(
      "UPDATE otp_codes SET created_at = created_at - interval '45 seconds' WHERE email = 'wait@example.com'",
    );
    const res = await t
      .http()
      .post('/auth/send-otp')
      .set('X-Forwarded-For', ip())
      .send({ channel: 'email', action: 'verify-email', email: 'wait@example.com' })
      .expect(429);
    expect(res.body).toMatchObject({ code: 'AUTH_OTP_COOLDOWN', details: { retryAfterSeconds: 15 } });
  });
});

describe('send-otp', () => {
  it('answers the same for an unknown address and sends it nothing', async () => {
    const res = await t
      .http()
      .post('/auth/send-otp')
      .set('X-Forwarded-For', ip())
      .send({ channel: 'email', action: 'verify-email', email: 'ghost@example.com' })
      .expect(202);
    expect(res.body).toEqual({ expiresInSeconds: 300, resendAfterSeconds: 60 });
    const [mails] = await t.ctx.sequelize.query(
      "SELECT 1 FROM outbox_messages WHERE recipient = 'ghost@example.com'",
    );
    expect(mails).toHaveLength(0);
  });

  it('a second code within 60 seconds is refused; at 60 seconds it is sent', async () => {
    await t
      .http()
      .post('/auth/signup')
      .set('X-Forwarded-For', ip())
      .send(body('cool@example.com'))
      .expect(201);
    const again = () =>
      t
        .http()
        .post('/auth/send-otp')
        .set('X-Forwarded-For', ip())
        .send({ channel: 'email', action: 'verify-email', email: 'cool@example.com' });
    expect((await again().expect(429)).body.code).toBe('AUTH_OTP_COOLDOWN');
    await t.ctx.sequelize.query(
      "UPDATE otp_codes SET created_at = created_at - interval '60 seconds' WHERE email = 'cool@example.com'",
    );
    await again().expect(202);
  });

  it('the fifth wrong code ends the code, and an expired code is refused', async () => {
    const signup = await t
      .http()
      .post('/auth/signup')
      .set('X-Forwarded-For', ip())
      .send(body('tries@example.com'))
      .expect(201);
    const cookie = cookieOf(signup, 'otp_ctx');
    const code = await lastCodeTo('tries@example.com');
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 1; i <= 4; i += 1) {
      expect(
        (await t.http().post('/auth/verify').set('Cookie', cookie).send({ token: wrong })).body.code,
      ).toBe('AUTH_OTP_INVALID');
    }
    expect((await t.http().post('/auth/verify').set('Cookie', cookie).send({ token: wrong })).body.code).toBe(
      'AUTH_OTP_EXPIRED',
    );
    expect((await t.http().post('/auth/verify').set('Cookie', cookie).send({ token: code })).body.code).toBe(
      'AUTH_OTP_EXPIRED',
    );
  });
});

describe('send-otp by SMS', () => {
  const sms = (email: string, phoneNumber?: string) =>
    t
      .http()
      .post('/auth/send-otp')
      .set('X-Forwarded-For', ip())
      .send({
        channel: 'sms',
        action: 'verify-email',
        email,
        ...(phoneNumber === undefined ? {} : { phoneNumber }),
      });

  it('sends the code to the mobile number while mockSMSOTP is on, and it verifies the e-mail account', async () => {
    await t
      .http()
      .post('/auth/signup')
      .set('X-Forwarded-For', ip())
      .send(body('sms@example.com'))
      .expect(201);
    await t.ctx.sequelize.query(
      "UPDATE otp_codes SET created_at = created_at - interval '60 seconds' WHERE email = 'sms@example.com'",
    );
    const res = await sms('sms@example.com', '081-234-5678').expect(202);
    const [[row]] = (await t.ctx.sequelize.query(
      "SELECT channel, recipient, body_text FROM outbox_messages WHERE template = 'otp-sms' ORDER BY id DESC LIMIT 1",
    )) as [[{ channel: string; recipient: string; body_text: string }], unknown];
    expect(row).toMatchObject({ channel: 'sms', recipient: '0812345678' });
    const code = row.body_text.match(/\b\d{6}\b/)![0];
    const verified = await t
      .http()
      .post('/auth/verify')
      .set('Cookie', cookieOf(res, 'otp_ctx'))
      .send({ token: code })
      .expect(200);
    expect(verified.body.user.email).toBe('sms@example.com');
  });

  it('needs a Thai mobile number, and stores nothing otherwise', async () => {
    for (const phone of [undefined, '', '021234567', '12345']) {
      const res = await sms('nophone@example.com', phone).expect(422);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    const [codes] = await t.ctx.sequelize.query(
      "SELECT 1 FROM otp_codes WHERE email = 'nophone@example.com'",
    );
    expect(codes).toHaveLength(0);
  });

  it('with mockSMSOTP off there is no SMS provider: 503, nothing stored', async () => {
    await t.ctx.sequelize.query(
      "INSERT INTO feature_flags (name, enabled) VALUES ('mockSMSOTP', false) ON CONFLICT (name) DO UPDATE SET enabled = false",
    );
    try {
      const res = await sms('off@example.com', '0812345678').expect(503);
      expect(res.body.code).toBe('AUTH_SMS_UNAVAILABLE');
      const [codes] = await t.ctx.sequelize.query("SELECT 1 FROM otp_codes WHERE email = 'off@example.com'");
      expect(codes).toHaveLength(0);
    } finally {
      await t.ctx.sequelize.query("UPDATE feature_flags SET enabled = true WHERE name = 'mockSMSOTP'");
    }
  });
});
