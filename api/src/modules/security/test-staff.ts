import { generate, generateSecret } from 'otplib';
import type { TestApp } from '../../../test/test-app.ts';
import { secretBox } from '../../platform/secret-box.ts';
import { investorPassword } from './test-investors.ts';

/**
 * Signs in a staff member who is not a seeded demo account, as they would after enrolling their second factor
 * (staff without one may only enrol): a confirmed TOTP secret is stored for them, and its current code goes with
 * the password. Returns the session's Cookie.
 */
export async function signInEnrolledStaff(
  t: TestApp,
  email: string,
  password = investorPassword,
): Promise<string> {
  const secret = generateSecret();
  await t.ctx.sequelize.query(
    `INSERT INTO user_security (user_id, totp_secret, totp_enabled_at, updated_at)
     SELECT id, :sealed, now(), now() FROM users WHERE lower(email) = lower(:email)
     ON CONFLICT (user_id) DO UPDATE SET totp_secret = EXCLUDED.totp_secret, totp_enabled_at = now(),
       totp_last_step = NULL`,
    { replacements: { email, sealed: secretBox(t.ctx.config.dataEncryptionKey).seal(secret) } },
  );
  const twoFactor = await generate({ secret, epoch: Math.floor(t.ctx.clock.now().getTime() / 1000) });
  const res = await t.http().post('/auth/login').send({ email, password, twoFactor }).expect(200);
  return ((res.headers['set-cookie'] as unknown as string[]) ?? [])
    .find((c) => c.startsWith('sid='))!
    .split(';')[0]!;
}
