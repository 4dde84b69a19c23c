import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const languageOf = async (email: string) => {
  const [[row]] = (await t.ctx.sequelize.query('SELECT language FROM users WHERE email = :email', {
    replacements: { email },
  })) as [[{ language: string }], unknown];
  return row.language;
};

const signUp = (email: string, extra: Record<string, unknown> = {}) =>
  t
    .http()
    .post('/auth/signup')
    .send({
      email,
      password: 'Kanok!2026x',
      customerType: 'INDIVIDUAL',
      saleCode: 'MF0001',
      companyName: '',
      consents: { privacyPolicy: true, terms: true, marketing: false },
      ...extra,
    })
    .expect(201);

describe('the language a user reads', () => {
  it('is the one chosen at sign-up, Thai when none is given', async () => {
    await signUp('reads-english@example.com', { language: 'en' });
    await signUp('reads-thai@example.com');
    expect(await languageOf('reads-english@example.com')).toBe('en');
    expect(await languageOf('reads-thai@example.com')).toBe('th');
  });

  it('is changed with PUT /me/language, answered in /me; anything but th or en changes nothing', async () => {
    const cookie = await t.signIn('investor@example.com');
    const me = () => t.http().get('/me').set('Cookie', cookie).expect(200);
    const put = (body: object) => t.http().put('/me/language').set('Cookie', cookie).send(body);
    expect((await me()).body.user.language).toBe('th');

    const changed = await put({ language: 'en' }).expect(200);
    expect(changed.body.user).toMatchObject({ email: 'investor@example.com', language: 'en' });
    expect((await me()).body.user.language).toBe('en');

    for (const body of [{ language: 'fr' }, { language: '' }, {}, { language: 'en', extra: 1 }]) {
      const refused = await put(body).expect(422);
      expect(refused.body.code).toBe('VALIDATION_FAILED');
    }
    expect(await languageOf('investor@example.com')).toBe('en');
    await t.http().put('/me/language').send({ language: 'th' }).expect(401);
    expect(await languageOf('investor@example.com')).toBe('en');
  });

  it('writes the e-mails about the account in it: the lockout notice to an English reader is in English', async () => {
    await t.ctx.sequelize.query("UPDATE users SET language = 'en' WHERE email = 'operations@example.com'");
    await t.ctx.sequelize.query("UPDATE users SET language = 'th' WHERE email = 'compliance@example.com'");
    for (const email of ['operations@example.com', 'compliance@example.com']) {
      for (let i = 0; i < 5; i += 1) {
        await t.http().post('/auth/login').send({ email, password: 'Wrong!pass1' }).expect(401);
      }
    }
    const [mails] = (await t.ctx.sequelize.query(
      `SELECT recipient, subject FROM outbox_messages WHERE template = 'account-locked' ORDER BY recipient`,
    )) as [{ recipient: string; subject: string }[], unknown];
    expect(mails).toEqual([
      { recipient: 'compliance@example.com', subject: 'บัญชีของท่านถูกระงับชั่วคราว' },
      { recipient: 'operations@example.com', subject: 'Your account has been locked' },
    ]);
  });
});
