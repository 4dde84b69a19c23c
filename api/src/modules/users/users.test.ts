import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { demoPassword } from '../../seed.ts';
import { makeInvestor } from '../security/test-investors.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const idOf = async (email: string) => {
  const [[row]] = (await t.ctx.sequelize.query('SELECT id, uuid FROM users WHERE email = :email', {
    replacements: { email },
  })) as [[{ id: string; uuid: string }], unknown];
  return { id: Number(row.id), uuid: row.uuid };
};

describe('GET /user/{id}', () => {
  it('the owner reads their own record by id or uuid', async () => {
    const me = await idOf('investor@example.com');
    const cookie = await t.signIn('investor@example.com');
    expect((await t.http().get(`/user/${me.id}`).set('Cookie', cookie).expect(200)).body.email).toBe(
      'investor@example.com',
    );
    expect((await t.http().get(`/user/${me.uuid}`).set('Cookie', cookie).expect(200)).body.isAdmin).toBe(
      false,
    );
  });

  it("a customer asking for another user's record gets 404, as if it did not exist", async () => {
    const other = await idOf('admin@example.com');
    const cookie = await t.signIn('investor@example.com');
    const res = await t.http().get(`/user/${other.id}`).set('Cookie', cookie).expect(404);
    expect(JSON.stringify(res.body)).not.toContain('admin@example.com');
  });

  it('staff read any user; nobody reads without a session', async () => {
    const investor = await idOf('investor@example.com');
    const cookie = await t.signIn('compliance@example.com');
    expect((await t.http().get(`/user/${investor.id}`).set('Cookie', cookie).expect(200)).body.email).toBe(
      'investor@example.com',
    );
    await t.http().get(`/user/${investor.id}`).expect(401);
  });
});

describe('staff manage users', () => {
  it('lists with search and filters, and refuses investors', async () => {
    const cookie = await t.signIn('compliance@example.com');
    const res = await t
      .http()
      .get('/admin/users')
      .query({ filter: JSON.stringify({ q: 'investor', customerType: 'INDIVIDUAL', locked: false }) })
      .set('Cookie', cookie)
      .expect(200);
    expect(res.body.map((u: { email: string }) => u.email)).toEqual(['investor@example.com']);
    const investor = await t.signIn('investor@example.com');
    await t.http().get('/admin/users').set('Cookie', investor).expect(403);
  });

  it('a locked account is unlocked by staff, audited, and its owner can log in again', async () => {
    const target = await idOf('operations@example.com');
    for (let i = 0; i < 5; i += 1) {
      await t
        .http()
        .post('/auth/login')
        .send({ email: 'operations@example.com', password: 'Wrong!pass1' })
        .expect(401);
    }
    const staff = await t.signIn('compliance@example.com');
    expect((await t.http().get(`/admin/users/${target.id}`).set('Cookie', staff)).body.locked).toBe(true);
    const unlocked = await t.http().post(`/admin/users/${target.id}/unlock`).set('Cookie', staff).expect(200);
    expect(unlocked.body).toMatchObject({ locked: false, lockedReason: null });
    await t
      .http()
      .post('/auth/login')
      .send({ email: 'operations@example.com', password: demoPassword })
      .expect(200);
    const log = await t
      .http()
      .get('/admin/audit-log')
      .query({ filter: JSON.stringify({ subject: `users/${target.id}` }) })
      .set('Cookie', staff)
      .expect(200);
    // Newest first: the owner's sign-in, the staff unlock, the automatic lock after the failures.
    expect(log.body.slice(0, 3).map((e: { action: string }) => e.action)).toEqual([
      'LOGIN_OK',
      'users.unlock',
      'ACCOUNT_LOCKED',
    ]);
    expect(log.body[1]).toMatchObject({ action: 'users.unlock', actor: 'compliance@example.com' });
  });

  it('a staff lock ends the sessions at once', async () => {
    const target = await idOf('investor@example.com');
    const victim = await t.signIn('investor@example.com');
    const staff = await t.signIn('admin@example.com');
    await t
      .http()
      .post(`/admin/users/${target.id}/lock`)
      .set('Cookie', staff)
      .send({ reason: 'Suspicious activity' })
      .expect(200);
    await t.http().get('/me').set('Cookie', victim).expect(401);
    expect((await t.http().get(`/security/${target.uuid}/security-locked`)).body.locked).toBe(true);
    await t.http().post(`/admin/users/${target.id}/unlock`).set('Cookie', staff).expect(200);
  });

  it('only an admin changes roles, never their own, and operations cannot unlock', async () => {
    const target = await idOf('investor@example.com');
    const admin = await idOf('admin@example.com');
    const ops = await t.signIn('operations@example.com');
    await t
      .http()
      .post(`/admin/users/${target.id}/role`)
      .set('Cookie', ops)
      .send({ role: 'support' })
      .expect(403);
    await t.http().post(`/admin/users/${target.id}/unlock`).set('Cookie', ops).expect(403);
    const adminCookie = await t.signIn('admin@example.com');
    await t
      .http()
      .post(`/admin/users/${admin.id}/role`)
      .set('Cookie', adminCookie)
      .send({ role: null })
      .expect(403);
    await t
      .http()
      .post(`/admin/users/${target.id}/role`)
      .set('Cookie', adminCookie)
      .send({ role: 'emperor' })
      .expect(422);
    const res = await t
      .http()
      .post(`/admin/users/${target.id}/role`)
      .set('Cookie', adminCookie)
      .send({ role: 'support' })
      .expect(200);
    expect(res.body).toMatchObject({ role: 'support', isAdmin: true });
  });

  it('the outbox never shows a one-time code', async () => {
    await t
      .http()
      .post('/auth/signup')
      .send({
        email: 'otp-hidden@example.com',
        password: 'Kanok!2026x',
        customerType: 'INDIVIDUAL',
        consents: { privacyPolicy: true, terms: true, marketing: true },
      });
    const cookie = await t.signIn('admin@example.com');
    const res = await t.http().get('/admin/outbox').set('Cookie', cookie).expect(200);
    const otp = res.body.find((m: { recipient: string }) => m.recipient === 'otp-hidden@example.com');
    expect(otp.subject).toBe('(one-time code)');
    expect(JSON.stringify(res.body)).not.toMatch(/OTP ของท่านคือ|Your OTP is/);
  });
});

describe('the /admin tree', () => {
  it('refuses anyone who is not staff, even on a path no route answers', async () => {
    await t.http().get('/admin/no-such-resource').expect(401);
    const investor = await makeInvestor(t, 'admin-tree@example.com');
    const res = await t.http().get('/admin/no-such-resource').set('Cookie', investor.cookie).expect(403);
    expect(res.body.code).toBe('AUTH_FORBIDDEN');
    const staff = await t.signIn('admin@example.com');
    await t.http().get('/admin/no-such-resource').set('Cookie', staff).expect(404);
  });
});
