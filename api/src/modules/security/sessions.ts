import type { Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';

/** Ends every server-side session of the user (password change): each cookie they hold stops working. */
export async function revokeAllSessions(
  ctx: AppContext,
  userId: number,
  transaction?: Transaction,
): Promise<void> {
  await ctx.sequelize.query(
    'UPDATE sessions SET revoked_at = :now WHERE user_id = :userId AND revoked_at IS NULL',
    { replacements: { userId, now: ctx.clock.now() }, transaction },
  );
}
