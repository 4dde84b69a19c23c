import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { verifyLineToken } from './adapters.ts';

/**
 * Links the LINE account behind `accessToken` to a user who has just signed in with a password. Linking is a
 * convenience: a token LINE does not accept, or LINE being unreachable, leaves the sign-in as it is and links
 * nothing. A LINE account already linked to someone else stays with them.
 */
export async function linkLineAccount(
  ctx: AppContext,
  userId: number,
  accessToken: string | null | undefined,
): Promise<boolean> {
  if (!accessToken) return false;
  const subject = await verifyLineToken(ctx, accessToken).catch((err: unknown) => {
    if (err instanceof AppError) return null;
    throw err;
  });
  if (!subject) return false;
  const inserted = await ctx.sequelize.query(
    `INSERT INTO user_identities (user_id, provider, subject, created_at)
     VALUES (:userId, 'line', :subject, :now) ON CONFLICT (provider, subject) DO NOTHING RETURNING id`,
    { replacements: { userId, subject, now: ctx.clock.now() }, type: QueryTypes.SELECT },
  );
  return inserted.length > 0;
}
