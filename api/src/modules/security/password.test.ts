import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { auditActions, investorPassword, makeInvestor, signInAs } from './test-investors.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (cookie: string, body: object) =>
  t.http().put('/me/security/password').set('Cookie', cookie).send(body);
const hashOf = async (id: number) => {
  const [[row]] = (await t.ctx.sequelize.query('SELECT password_hash FROM users WHERE id = :id', {
    replacements: { id },
  })) as [[{ password_hash: string }], unknown];
  return row.password_hash;
};

describe('password change', () => {
  it('ends every session of the user, this one included, and the new password signs in', async () => {
    const { id, cookie } = await makeInvestor(t, 'pw-ok@example.com');
    const otherDevice = await signInAs(t, 'pw-ok@example.com');
    const other = await makeInvestor(t, 'pw-bystander@example.com');
    const res = await change(cookie, {
      currentPassword: investorPassword,
      newPassword: 'Lampang#River88',
    }).expect(204);
    expect((res.headers['set-cookie'] as unknown as string[]).join()).toMatch(
      /sid=;.*Expires=Thu, 01 Jan 1970/,
    );
    await t.http().get('/me').set('Cookie', cookie).expect(401);
    await t.http().get('/me').set('Cookie', otherDevice).expect(401);
    await t.http().get('/me').set('Cookie', other.cookie).expect(200);
    await t
      .http()
      .post('/auth/login')
      .send({ email: 'pw-ok@example.com', password: investorPassword })
      .expect(401);
    await signInAs(t, 'pw-ok@example.com', 'Lampang#River88');
    expect(await auditActions(t, id)).toEqual(['PASSWORD_CHANGED']);
    const [mails] = await t.ctx.sequelize.query(
      "SELECT subject FROM outbox_messages WHERE recipient = 'pw-ok@example.com' AND template = 'password-changed'",
    );
    expect(mails).toEqual([{ subject: 'รหัสผ่านของท่านถูกเปลี่ยนแล้ว' }]);
  });

  it('a wrong current password is AUTH_CURRENT_PASSWORD_WRONG on that field, and nothing changes', async () => {
    const { id, cookie } = await makeInvestor(t, 'pw-wrong@example.com');
    const before = await hashOf(id);
    const res = await change(cookie, {
      currentPassword: 'Not!theRight1',
      newPassword: 'Lampang#River88',
    }).expect(422);
    expect(res.body.code).toBe('AUTH_CURRENT_PASSWORD_WRONG');
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'body.currentPassword' })]);
    expect(await hashOf(id)).toBe(before);
    await t.http().get('/me').set('Cookie', cookie).expect(200);
    expect(await auditActions(t, id)).toEqual([]);
  });

  it('the new password follows the sign-up policy; refusals change nothing', async () => {
    const { id, cookie } = await makeInvestor(t, 'pw-policy@example.com');
    const before = await hashOf(id);
    for (const newPassword of [
      'Short1!',
      'nouppercase1!',
      'NoDigits!!',
      'NoSpecial123',
      'A1!'.padEnd(129, 'x'),
    ]) {
      const res = await change(cookie, { currentPassword: investorPassword, newPassword }).expect(422);
      expect(res.body.code, newPassword).toBe('VALIDATION_FAILED');
      expect(res.body.errors[0].field).toBe('body.newPassword');
    }
    const common = await change(cookie, {
      currentPassword: investorPassword,
      newPassword: 'Password1!',
    }).expect(422);
    expect(common.body.code).toBe('AUTH_PASSWORD_TOO_COMMON');
    const missing = await change(cookie, { newPassword: 'Lampang#River88' }).expect(422);
    expect(missing.body.code).toBe('VALIDATION_FAILED');
    const extra = await change(cookie, {
      currentPassword: investorPassword,
      newPassword: 'Lampang#River88',
      email: 'someone@example.com',
    }).expect(422);
    expect(extra.body.code).toBe('VALIDATION_FAILED');
    expect(await hashOf(id)).toBe(before);
    await t.http().get('/me').set('Cookie', cookie).expect(200);
  });

  it('needs a session', async () => {
    await t
      .http()
      .put('/me/security/password')
      .send({ currentPassword: investorPassword, newPassword: 'Lampang#River88' })
      .expect(401);
  });
});
