import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { demoPassword } from '../../seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function linkTokenTo(email: string): Promise<string> {
  const [[row]] = (await t.ctx.sequelize.query(
    "SELECT body_text FROM outbox_messages WHERE recipient = :email AND template = 'password-reset' ORDER BY id DESC LIMIT 1",
    { replacements: { email } },
  )) as [[{ body_text: string }], unknown];
  const link = row.body_text.match(/http:\/\/\S+/)![0];
  expect(link.startsWith('http://localhost:3001/auth/reset-password?token=')).toBe(true);
  return new URL(link).searchParams.get('token')!;
}

describe('password reset', () => {
  it('a link resets the password once and signs the account out everywhere', async () => {
    const oldSession = await t.signIn('operations@example.com');
    await t.http().post('/auth/forget-password').send({ email: 'Operations@Example.com' }).expect(202);
    const token = await linkTokenTo('operations@example.com');

    expect((await t.http().post('/auth/reset-password/verify').send({ token }).expect(200)).body).toEqual({
      email: 'op********@example.com',
    });
    await t.http().post('/auth/reset-password').send({ token, password: 'Nakhon!Pathom26' }).expect(200);

    await t.http().get('/me').set('Cookie', oldSession).expect(401);
    await t
      .http()
      .post('/auth/login')
      .send({ email: 'operations@example.com', password: demoPassword })
      .expect(401);
    await t
      .http()
      .post('/auth/login')
      .send({ email: 'operations@example.com', password: 'Nakhon!Pathom26' })
      .expect(200);

    const again = await t
      .http()
      .post('/auth/reset-password')
      .send({ token, password: 'Another!Pass99' })
      .expect(422);
    expect(again.body.code).toBe('AUTH_RESET_LINK_INVALID');
    expect((await t.http().post('/auth/reset-password/verify').send({ token })).body).toBeNull();
  });

  it('a link older than 30 minutes is refused and changes nothing', async () => {
    await t.http().post('/auth/forget-password').send({ email: 'compliance@example.com' }).expect(202);
    const token = await linkTokenTo('compliance@example.com');
    await t.ctx.sequelize.query("UPDATE password_reset_tokens SET expires_at = now() - interval '1 second'");
    expect((await t.http().post('/auth/reset-password/verify').send({ token })).body).toBeNull();
    await t.http().post('/auth/reset-password').send({ token, password: 'Nakhon!Pathom26' }).expect(422);
    await t
      .http()
      .post('/auth/login')
      .send({ email: 'compliance@example.com', password: demoPassword })
      .expect(200);
  });

  it('an unknown address gets the same answer and no e-mail; a weak new password is refused', async () => {
    const res = await t
      .http()
      .post('/auth/forget-password')
      .send({ email: 'nobody@example.com' })
      .expect(202);
    expect(res.body).toEqual({ accepted: true });
    const [mails] = await t.ctx.sequelize.query(
      "SELECT 1 FROM outbox_messages WHERE recipient = 'nobody@example.com'",
    );
    expect(mails).toHaveLength(0);
    await t.http().post('/auth/forget-password').send({ email: 'admin@example.com' }).expect(202);
    const token = await linkTokenTo('admin@example.com');
    const weak = await t.http().post('/auth/reset-password').send({ token, password: 'weak' }).expect(422);
    expect(weak.body.code).toBe('VALIDATION_FAILED');
    expect((await t.http().post('/auth/reset-password/verify').send({ token })).body).not.toBeNull();
  });

  it('a malformed token reads as null', async () => {
    expect(
      (await t.http().post('/auth/reset-password/verify').send({ token: '../etc' }).expect(200)).body,
    ).toBeNull();
  });
});
