import { generate } from 'otplib';
import type { TestApp } from '../../../test/test-app.ts';
import { hashPassword } from '../auth/passwords.ts';

export const investorPassword = 'Chiang!Mai2026';

/** A verified investor of its own, so each test changes only its own account. Returns the session's Cookie. */
export async function makeInvestor(t: TestApp, email: string): Promise<{ id: number; cookie: string }> {
  const [[row]] = (await t.ctx.sequelize.query(
    `INSERT INTO users (email, password_hash, customer_type, email_verified_at)
     VALUES (:email, :hash, 'INDIVIDUAL', now()) RETURNING id`,
    { replacements: { email, hash: await hashPassword(investorPassword) } },
  )) as [[{ id: string }], unknown];
  return { id: Number(row.id), cookie: await signInAs(t, email) };
}

export async function signInAs(t: TestApp, email: string, password = investorPassword): Promise<string> {
  const res = await t.http().post('/auth/login').send({ email, password }).expect(200);
  return ((res.headers['set-cookie'] as unknown as string[]) ?? [])
    .find((c) => c.startsWith('sid='))!
    .split(';')[0]!;
}

/** The investor sets their PIN, as on the portal's security page. */
export async function setPin(t: TestApp, cookie: string, pin: string): Promise<void> {
  await t.http().put('/me/security/pin').set('Cookie', cookie).send({ pin, confirmPin: pin }).expect(204);
}

/**
 * Turns two-factor sign-in on as the security page does: a secret, then its code at the test clock's instant to
 * confirm it; answers the secret. The confirmation answers staff their recovery codes (200), investors nothing (204).
 */
export async function turnOnTwoFactor(t: TestApp, cookie: string, confirmed: 200 | 204): Promise<string> {
  const started = await t.http().post('/me/security/2fa').set('Cookie', cookie).expect(200);
  const secret = (started.body as { secret: string }).secret;
  const code = await generate({ secret, epoch: Math.floor(t.ctx.clock.now().getTime() / 1000) });
  await t.http().post('/me/security/2fa/confirm').set('Cookie', cookie).send({ code }).expect(confirmed);
  return secret;
}

/** The user's audit entries other than sign-ins and the user-change history (each covered by its own tests). */
export async function auditActions(t: TestApp, userId: number): Promise<string[]> {
  const [rows] = (await t.ctx.sequelize.query(
    `SELECT action FROM audit_log WHERE subject = :subject
     AND action NOT IN ('LOGIN_OK', 'LOGIN_FAILED', 'ACCOUNT_LOCKED', 'user-change') ORDER BY id`,
    { replacements: { subject: `users/${userId}` } },
  )) as [{ action: string }[], unknown];
  return rows.map((r) => r.action);
}
