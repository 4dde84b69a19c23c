import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import type { SettableClock } from '../../platform/clock.ts';
import type { AppContext } from '../../platform/context.ts';
import { investorPassword, makeInvestor, signInAs } from '../security/test-investors.ts';
import { hashPassword } from './passwords.ts';
import { isDemoStaffExempt } from './staff-second-factor.ts';

let t: TestApp;
let clock: SettableClock;
beforeAll(async () => {
  t = await createTestApp();
  clock = t.ctx.clock as SettableClock;
});
afterEach(() => clock.set(null));
afterAll(() => t.close());

const minutes = (m: number, s = 0) => (m * 60 + s) * 1000;

/** A staff member who is not one of the seeded demo accounts, so the second factor is theirs to enrol. */
async function makeStaff(email: string, role = 'support'): Promise<number> {
  const [[row]] = (await t.ctx.sequelize.query(
    `INSERT INTO users (email, password_hash, role, email_verified_at) VALUES (:email, :hash, :role, now())
     RETURNING id`,
    { replacements: { email, hash: await hashPassword(investorPassword), role } },
  )) as [[{ id: string }], unknown];
  return Number(row.id);
}

const codeNow = (secret: string) =>
  generate({ secret, epoch: Math.floor(t.ctx.clock.now().getTime() / 1000) });

/** Signs a new staff member in and confirms their second factor; answers the session and the TOTP secret. */
async function enrolledStaff(email: string) {
  const id = await makeStaff(email);
  const cookie = await signInAs(t, email);
  const { secret } = (await t.http().post('/me/security/2fa').set('Cookie', cookie).expect(200)).body;
  const confirmed = await t
    .http()
    .post('/me/security/2fa/confirm')
    .set('Cookie', cookie)
    .send({ code: await codeNow(secret) })
    .expect(200);
  // The next code belongs to a later step: the confirmed one cannot be replayed.
  clock.pass(30_000);
  return { id, cookie, secret: secret as string, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

const login = (email: string, twoFactor?: string) =>
  t
    .http()
    .post('/auth/login')
    .send({ email, password: investorPassword, ...(twoFactor === undefined ? {} : { twoFactor }) });

describe('staff enrol their second factor at their first sign-in', () => {
  it('a staff member without one gets a session that may only enrol, until a confirmed code opens the rest', async () => {
    await makeStaff('staff-new@example.com');
    const signedIn = await login('staff-new@example.com').expect(200);
    expect(signedIn.body.user).toMatchObject({ role: 'support', twoFactorEnrolmentRequired: true });
    const cookie = await signInAs(t, 'staff-new@example.com');

    const refused = await t.http().get('/admin/dashboard').set('Cookie', cookie).expect(403);
    expect(refused.body.code).toBe('STAFF_2FA_ENROLMENT_REQUIRED');
    expect((await t.http().get('/admin/strategies').set('Cookie', cookie).expect(403)).body.code).toBe(
      'STAFF_2FA_ENROLMENT_REQUIRED',
    );
    expect(
      (await t.http().get('/me').set('Cookie', cookie).expect(200)).body.user.twoFactorEnrolmentRequired,
    ).toBe(true);

    const { secret } = (await t.http().post('/me/security/2fa').set('Cookie', cookie).expect(200)).body;
    // A started but unconfirmed enrolment opens nothing.
    await t.http().get('/admin/dashboard').set('Cookie', cookie).expect(403);
    const code = await generate({ secret, epoch: Math.floor(t.ctx.clock.now().getTime() / 1000) });
    await t.http().post('/me/security/2fa/confirm').set('Cookie', cookie).send({ code }).expect(200);

    await t.http().get('/admin/dashboard').set('Cookie', cookie).expect(200);
    expect(
      (await t.http().get('/me').set('Cookie', cookie).expect(200)).body.user.twoFactorEnrolmentRequired,
    ).toBe(false);
    // From now on the password alone is not enough.
    expect((await login('staff-new@example.com').expect(401)).body.code).toBe('AUTH_2FA_REQUIRED');
  });

  it('outside production the seeded demo staff sign in with the password alone; investors are not asked', async () => {
    const admin = await t.signIn('admin@example.com');
    expect(
      (await t.http().get('/me').set('Cookie', admin).expect(200)).body.user.twoFactorEnrolmentRequired,
    ).toBe(false);
    await t.http().get('/admin/dashboard').set('Cookie', admin).expect(200);
    const investor = await makeInvestor(t, 'staff-2fa-investor@example.com');
    const me = await t.http().get('/me').set('Cookie', investor.cookie).expect(200);
    expect(me.body.user.twoFactorEnrolmentRequired).toBe(false);
  });

  it('in production even the demo e-mails enrol', () => {
    const inEnv = (appEnv: string) => ({ config: { appEnv } }) as AppContext;
    expect(isDemoStaffExempt(inEnv('test'), 'Admin@Example.com')).toBe(true);
    expect(isDemoStaffExempt(inEnv('development'), 'operations@example.com')).toBe(true);
    expect(isDemoStaffExempt(inEnv('production'), 'admin@example.com')).toBe(false);
    // The demo investor is no staff account to exempt, and other staff never are.
    expect(isDemoStaffExempt(inEnv('development'), 'investor@example.com')).toBe(false);
    expect(isDemoStaffExempt(inEnv('development'), 'someone@example.com')).toBe(false);
  });
});

describe('staff sessions end after 30 minutes without a request', () => {
  it('29:59 after the last request still answers; 30:00 after it the session is over with AUTH_SESSION_IDLE', async () => {
    const cookie = await signInAs(t, 'operations@example.com', 'Demo!2026');
    clock.pass(minutes(29, 59));
    await t.http().get('/admin/dashboard').set('Cookie', cookie).expect(200);
    // Every request starts the 30 minutes again.
    clock.pass(minutes(29, 59));
    await t.http().get('/me').set('Cookie', cookie).expect(200);
    clock.pass(minutes(30));
    const idle = await t.http().get('/admin/dashboard').set('Cookie', cookie).expect(401);
    expect(idle.body.code).toBe('AUTH_SESSION_IDLE');
    expect(idle.headers['set-cookie']?.toString()).toMatch(/sid=;/);
    // The session was revoked, not only refused once.
    expect((await t.http().get('/me').set('Cookie', cookie).expect(401)).body.code).toBe('AUTH_REQUIRED');
  });

  it('standing the date days ahead is not idle time; investors are never timed out for idling', async () => {
    const staff = await signInAs(t, 'compliance@example.com', 'Demo!2026');
    const investor = await makeInvestor(t, 'staff-idle-investor@example.com');
    clock.set(new Date(Date.now() + minutes(60)));
    await t.http().get('/admin/dashboard').set('Cookie', staff).expect(200);
    clock.set(null);
    clock.pass(minutes(45));
    await t.http().get('/me').set('Cookie', investor.cookie).expect(200);
    expect((await t.http().get('/me').set('Cookie', staff).expect(401)).body.code).toBe('AUTH_SESSION_IDLE');
  });
});

describe("an admin resets another staff member's second factor", () => {
  const reset = (id: number, cookie: string, reason: string) =>
    t.http().post(`/admin/users/${id}/two-factor/reset`).set('Cookie', cookie).send({ reason });
  const idOf = async (email: string) => {
    const [[row]] = (await t.ctx.sequelize.query('SELECT id FROM users WHERE email = :email', {
      replacements: { email },
    })) as [[{ id: string }], unknown];
    return Number(row.id);
  };

  it('with a reason of at least 10 characters: audited, their sessions end, and they enrol again', async () => {
    const staff = await enrolledStaff('staff-reset@example.com');
    const admin = await t.signIn('admin@example.com');
    const detail = await t.http().get(`/admin/users/${staff.id}`).set('Cookie', admin).expect(200);
    expect(detail.body.twoFactorEnabled).toBe(true);

    const short = await reset(staff.id, admin, 'lost phn.').expect(422);
    expect(short.body.code).toBe('VALIDATION_FAILED');
    await t.http().get('/me').set('Cookie', staff.cookie).expect(200);

    await reset(staff.id, admin, 'Lost phone').expect(200, { twoFactorEnabled: false });
    await t.http().get('/me').set('Cookie', staff.cookie).expect(401);
    const [entries] = (await t.ctx.sequelize.query(
      `SELECT actor_id, action, before, after FROM audit_log WHERE subject = :subject AND action = 'staff.2fa-reset'`,
      { replacements: { subject: `users/${staff.id}` } },
    )) as [{ actor_id: string; before: unknown; after: unknown }[], unknown];
    expect(entries).toHaveLength(1);
    expect(Number(entries[0]!.actor_id)).toBe(await idOf('admin@example.com'));
    expect(entries[0]).toMatchObject({
      before: { twoFactorEnabled: true },
      after: { twoFactorEnabled: false, reason: 'Lost phone' },
    });

    // The password alone signs in again, into a session that may only enrol.
    const again = await login('staff-reset@example.com').expect(200);
    expect(again.body.user.twoFactorEnrolmentRequired).toBe(true);
    expect((await reset(staff.id, admin, 'Lost phone again').expect(409)).body.code).toBe(
      'AUTH_2FA_NOT_ENABLED',
    );
  });

  it('never their own, never by another role, and only for staff', async () => {
    const staff = await enrolledStaff('staff-reset-refused@example.com');
    const admin = await t.signIn('admin@example.com');
    const own = await reset(await idOf('admin@example.com'), admin, 'I lost my phone').expect(403);
    expect(own.body.code).toBe('STAFF_2FA_RESET_SELF');
    const ops = await t.signIn('operations@example.com');
    expect((await reset(staff.id, ops, 'Lost their phone').expect(403)).body.code).toBe('AUTH_FORBIDDEN');
    const investor = await makeInvestor(t, 'staff-reset-investor@example.com');
    await reset(investor.id, admin, 'Not a staff member').expect(403);
    await reset(999_999, admin, 'Nobody at all here').expect(404);
    // Nothing changed: the staff member's session and factor stand.
    await t.http().get('/admin/dashboard').set('Cookie', staff.cookie).expect(200);
    expect((await login('staff-reset-refused@example.com').expect(401)).body.code).toBe('AUTH_2FA_REQUIRED');
  });
});

describe('staff keep their second factor', () => {
  it('turning it off with a right code is refused with STAFF_2FA_KEEP, and nothing changes', async () => {
    const staff = await enrolledStaff('staff-keep@example.com');
    const right = await codeNow(staff.secret);
    const refused = await t
      .http()
      .delete('/me/security/2fa')
      .set('Cookie', staff.cookie)
      .send({ code: right })
      .expect(403);
    expect(refused.body.code).toBe('STAFF_2FA_KEEP');
    // The session still opens the back office, the factor is still asked for, and no audit entry says otherwise.
    await t.http().get('/admin/dashboard').set('Cookie', staff.cookie).expect(200);
    expect((await login('staff-keep@example.com').expect(401)).body.code).toBe('AUTH_2FA_REQUIRED');
    const [disabled] = (await t.ctx.sequelize.query(
      `SELECT 1 FROM audit_log WHERE subject = :subject AND action = '2FA_DISABLED'`,
      { replacements: { subject: `users/${staff.id}` } },
    )) as [unknown[], unknown];
    expect(disabled).toHaveLength(0);
    // The code was not spent: it still signs in.
    await login('staff-keep@example.com', right).expect(200);
  });
});

describe('recovery codes', () => {
  it('10 are shown once on enrolling; each replaces the app code at one sign-in, and only once', async () => {
    const staff = await enrolledStaff('staff-recovery@example.com');
    expect(staff.recoveryCodes).toHaveLength(10);
    expect(new Set(staff.recoveryCodes).size).toBe(10);
    for (const code of staff.recoveryCodes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
    // Only hashes are kept.
    const [stored] = (await t.ctx.sequelize.query(
      'SELECT code_hash FROM staff_recovery_codes WHERE user_id = :id',
      { replacements: { id: staff.id } },
    )) as [{ code_hash: string }[], unknown];
    expect(stored).toHaveLength(10);
    for (const row of stored)
      expect(staff.recoveryCodes.map((c) => c.replace('-', ''))).not.toContain(row.code_hash);

    const first = staff.recoveryCodes[0]!;
    const signedIn = await login('staff-recovery@example.com', first.toLowerCase().replace('-', ' ')).expect(
      200,
    );
    expect(signedIn.body.user.twoFactorEnrolmentRequired).toBe(false);
    expect((await login('staff-recovery@example.com', first).expect(401)).body.code).toBe('AUTH_2FA_INVALID');
    expect((await login('staff-recovery@example.com', 'ABCDE-FGHJK').expect(401)).body.code).toBe(
      'AUTH_2FA_INVALID',
    );
    await login('staff-recovery@example.com', staff.recoveryCodes[1]).expect(200);
    const [used] = (await t.ctx.sequelize.query(
      `SELECT after FROM audit_log WHERE subject = :subject AND action = '2FA_RECOVERY_CODE_USED' ORDER BY id`,
      { replacements: { subject: `users/${staff.id}` } },
    )) as [{ after: { recoveryCodesLeft: number } }[], unknown];
    expect(used.map((row) => row.after.recoveryCodesLeft)).toEqual([9, 8]);
  });

  it('new ones need a current code from the app, and the old ones then stop working', async () => {
    const staff = await enrolledStaff('staff-recovery-new@example.com');
    const regenerate = (code: string) =>
      t.http().post('/me/security/2fa/recovery-codes').set('Cookie', staff.cookie).send({ code });
    const right = await codeNow(staff.secret);
    const wrong = right === '000000' ? '000001' : '000000';
    expect((await regenerate(wrong).expect(422)).body.code).toBe('AUTH_2FA_INVALID');
    const fresh = (await regenerate(right).expect(200)).body.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(staff.recoveryCodes[0]);
    await login('staff-recovery-new@example.com', staff.recoveryCodes[0]).expect(401);
    await login('staff-recovery-new@example.com', fresh[0]).expect(200);
    // Investors have no recovery codes: their confirmation answers none, and they cannot ask for them.
    const investor = await makeInvestor(t, 'staff-recovery-investor@example.com');
    const { secret } = (await t.http().post('/me/security/2fa').set('Cookie', investor.cookie).expect(200))
      .body;
    clock.pass(30_000);
    await t
      .http()
      .post('/me/security/2fa/confirm')
      .set('Cookie', investor.cookie)
      .send({ code: await codeNow(secret) })
      .expect(204);
    clock.pass(30_000);
    await t
      .http()
      .post('/me/security/2fa/recovery-codes')
      .set('Cookie', investor.cookie)
      .send({ code: await codeNow(secret) })
      .expect(403);
  });
});
