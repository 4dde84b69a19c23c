import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { auditActions, investorPassword, makeInvestor } from './test-investors.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Every request here comes from one address; each test starts with a fresh allowance.
beforeEach(async () => {
  await t.ctx.sequelize.query('DELETE FROM rate_limits');
});

/** Five wrong passwords lock the account (tooManyLoginBan); returns the token of the e-mailed recovery link. */
async function lockedWithLink(email: string) {
  const investor = await makeInvestor(t, email);
  for (let i = 0; i < 5; i += 1) {
    await t.http().post('/auth/login').send({ email, password: 'Wrong!pass1' }).expect(401);
  }
  const [[mail]] = (await t.ctx.sequelize.query(
    "SELECT body_text FROM outbox_messages WHERE recipient = :email AND template = 'account-locked'",
    { replacements: { email } },
  )) as [[{ body_text: string }], unknown];
  const link = mail.body_text.match(/http:\/\/\S+/)![0];
  expect(link.startsWith('http://localhost:3001/auth/account-recovery?token=')).toBe(true);
  expect(mail.body_text).toContain('30');
  return { ...investor, token: new URL(link).searchParams.get('token')! };
}

const state = async (id: number) => {
  const [[row]] = (await t.ctx.sequelize.query(
    `SELECT u.uuid, u.locked_at IS NOT NULL AS locked,
       (SELECT count(*)::int FROM account_recovery_tokens WHERE user_id = u.id AND used_at IS NULL) AS usable_links,
       (SELECT count(*)::int FROM password_reset_tokens WHERE user_id = u.id) AS reset_tokens
     FROM users u WHERE u.id = :id`,
    { replacements: { id } },
  )) as [[{ uuid: string; locked: boolean; usable_links: number; reset_tokens: number }], unknown];
  return row;
};

const verify = (token: string) => t.http().post('/auth/account-recovery/verify').send({ token });
const recover = (body: object) => t.http().post('/auth/account-recovery').send(body);

describe('account recovery', () => {
  it('verify → recover → reset password → sign in; the lock is gone and the link is spent', async () => {
    const { id, token } = await lockedWithLink('recover-ok@example.com');
    const { uuid } = await state(id);
    expect((await t.http().get(`/security/${uuid}/security-locked`)).body).toEqual({ locked: true });
    expect((await verify(token).expect(200)).body).toEqual({ email: 're********@example.com' });

    const res = await recover({ token, email: 'Recover-OK@example.com', birthDate: '01/02/1990' }).expect(
      200,
    );
    expect(res.body).toEqual({ resetToken: expect.stringMatching(/^[\w-]{40,}$/) });
    expect((await t.http().get(`/security/${uuid}/security-locked`)).body).toEqual({ locked: false });
    expect(await auditActions(t, id)).toEqual(['ACCOUNT_RECOVERED']);
    const [mails] = await t.ctx.sequelize.query(
      "SELECT 1 FROM outbox_messages WHERE recipient = 'recover-ok@example.com' AND template = 'account-recovered'",
    );
    expect(mails).toHaveLength(1);

    await t
      .http()
      .post('/auth/reset-password')
      .send({ token: res.body.resetToken, password: 'Songkhla!Bay42' })
      .expect(200);
    await t
      .http()
      .post('/auth/login')
      .send({ email: 'recover-ok@example.com', password: investorPassword })
      .expect(401);
    await t
      .http()
      .post('/auth/login')
      .send({ email: 'recover-ok@example.com', password: 'Songkhla!Bay42' })
      .expect(200);

    expect((await verify(token).expect(200)).body).toBeNull();
    const again = await recover({ token, email: 'recover-ok@example.com' }).expect(400);
    expect(again.body.code).toBe('AUTH_RECOVERY_LINK_INVALID');
  });

  it('a different e-mail is AUTH_RECOVERY_DATA_MISMATCH and changes nothing', async () => {
    const { id, token } = await lockedWithLink('recover-mismatch@example.com');
    const before = await state(id);
    const res = await recover({ token, email: 'someone-else@example.com' }).expect(422);
    expect(res.body.code).toBe('AUTH_RECOVERY_DATA_MISMATCH');
    expect(await state(id)).toEqual(before);
    expect(before).toMatchObject({ locked: true, usable_links: 1, reset_tokens: 0 });
    expect(await auditActions(t, id)).toEqual([]);
    await recover({ token, email: 'recover-mismatch@example.com' }).expect(200);
  });

  it('an expired, unknown or malformed link is AUTH_RECOVERY_LINK_INVALID, and verify answers null', async () => {
    const { id, token } = await lockedWithLink('recover-expired@example.com');
    await t.ctx.sequelize.query(
      "UPDATE account_recovery_tokens SET expires_at = now() - interval '1 second' WHERE user_id = :id",
      { replacements: { id } },
    );
    const before = await state(id);
    expect((await verify(token).expect(200)).body).toBeNull();
    const expired = await recover({ token, email: 'recover-expired@example.com' }).expect(400);
    expect(expired.body.code).toBe('AUTH_RECOVERY_LINK_INVALID');
    for (const bad of ['x'.repeat(43), '../etc/passwd']) {
      expect((await verify(bad).expect(200)).body).toBeNull();
      const res = await recover({ token: bad, email: 'recover-expired@example.com' }).expect(400);
      expect(res.body.code).toBe('AUTH_RECOVERY_LINK_INVALID');
    }
    expect(await state(id)).toEqual(before);
    expect(before.locked).toBe(true);
  });

  it('a link cannot lift a lock that staff put on the account', async () => {
    const { id, token } = await lockedWithLink('recover-staff@example.com');
    await t.ctx.sequelize.query("UPDATE users SET locked_reason = 'STAFF' WHERE id = :id", {
      replacements: { id },
    });
    const before = await state(id);
    expect((await verify(token).expect(200)).body).toBeNull();
    const res = await recover({ token, email: 'recover-staff@example.com' }).expect(400);
    expect(res.body.code).toBe('AUTH_RECOVERY_LINK_INVALID');
    expect(await state(id)).toEqual(before);
    expect(before.locked).toBe(true);
  });

  it('bad bodies are validation errors and change nothing', async () => {
    const { id, token } = await lockedWithLink('recover-body@example.com');
    const before = await state(id);
    for (const body of [
      { token },
      { token, email: 'not-an-email' },
      { token, email: 'recover-body@example.com', birthDate: '1990-02-01' },
      { token, email: 'recover-body@example.com', birthDate: '31/13/1990' },
      { token, email: 'recover-body@example.com', password: 'Songkhla!Bay42' },
    ]) {
      expect((await recover(body).expect(422)).body.code, JSON.stringify(body)).toBe('VALIDATION_FAILED');
    }
    await t.http().post('/auth/account-recovery/verify').send({}).expect(422);
    expect(await state(id)).toEqual(before);
  });

  it('once a birth date is on file it must match too', async () => {
    await t.ctx.sequelize.query('ALTER TABLE users ADD COLUMN IF NOT EXISTS birth_date date');
    const { id, token } = await lockedWithLink('recover-birth@example.com');
    await t.ctx.sequelize.query("UPDATE users SET birth_date = '1990-02-01' WHERE id = :id", {
      replacements: { id },
    });
    const email = 'recover-birth@example.com';
    await recover({ token, email }).expect(422);
    expect((await recover({ token, email, birthDate: '02/01/1990' }).expect(422)).body.code).toBe(
      'AUTH_RECOVERY_DATA_MISMATCH',
    );
    expect((await state(id)).locked).toBe(true);
    await recover({ token, email, birthDate: '01/02/1990' }).expect(200);
    expect((await state(id)).locked).toBe(false);
  });

  it('guessing is rate limited: the 11th attempt within 15 minutes is refused', async () => {
    for (let i = 0; i < 10; i += 1) {
      await recover({ token: 'y'.repeat(43), email: 'nobody@example.com' }).expect(400);
    }
    const res = await recover({ token: 'y'.repeat(43), email: 'nobody@example.com' }).expect(429);
    expect(res.body.code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
