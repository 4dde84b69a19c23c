import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { demoAccounts } from '../../platform/demo-accounts.ts';
import type { SessionUser } from './session.ts';

const demoStaffEmails = new Set(demoAccounts.filter((account) => account.role !== null).map((a) => a.email));

/**
 * Outside production the seeded demo staff accounts keep signing in with the password alone, so the demo, the
 * API tests and the journeys need no authenticator; in production (where they are never seeded) there is no
 * exception at all.
 */
export const isDemoStaffExempt = (ctx: AppContext, email: string): boolean =>
  ctx.config.appEnv !== 'production' && demoStaffEmails.has(email.toLowerCase());

/**
 * Whether this signed-in user is staff without a confirmed second factor: such a session may only enrol (and read
 * `/me`, sign out); every staff endpoint answers STAFF_2FA_ENROLMENT_REQUIRED.
 */
export async function staffEnrolmentRequired(
  ctx: AppContext,
  user: Pick<SessionUser, 'id' | 'email' | 'role'>,
): Promise<boolean> {
  if (user.role === null || isDemoStaffExempt(ctx, user.email)) return false;
  const [row] = await ctx.sequelize.query<{ enabled: boolean }>(
    'SELECT totp_enabled_at IS NOT NULL AS enabled FROM user_security WHERE user_id = :userId',
    { replacements: { userId: user.id }, type: QueryTypes.SELECT },
  );
  return row?.enabled !== true;
}
