import { bangkokDate, suitabilityExpiryNoticeDays } from '@fund/domain';
import type { PgBoss } from 'pg-boss';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { enqueueUserMail } from '../mail/outbox.ts';

export const suitabilityExpiryQueue = 'suitability-expiry-notices';

/**
 * E-mails every investor whose latest suitability assessment expires within the notice period (30 days) and has
 * not expired yet, once per assessment; answers how many were told. The portal shows the same from the standing
 * `GET /kyc/suitability` answers, so an investor who does not read e-mail still sees it.
 */
export async function noticeExpiringSuitability(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  return ctx.sequelize.transaction(async (transaction) => {
    const told = await ctx.sequelize.query<{ userId: number; expiresAt: Date }>(
      `WITH latest AS (
         SELECT DISTINCT ON (user_id) id, user_id, (result ->> 'expiresAt')::timestamptz AS expires_at
         FROM questionnaire_answers WHERE kind = 'suitability' ORDER BY user_id, id DESC)
       INSERT INTO suitability_expiry_notices (answer_id, user_id, expires_at, notified_at)
       SELECT l.id, l.user_id, l.expires_at, :now FROM latest l
       WHERE l.expires_at > :now::timestamptz
         AND l.expires_at <= :now::timestamptz + make_interval(days => :noticeDays)
       ON CONFLICT (answer_id) DO NOTHING
       RETURNING user_id::int AS "userId", expires_at AS "expiresAt"`,
      {
        type: QueryTypes.SELECT,
        replacements: { now, noticeDays: suitabilityExpiryNoticeDays },
        transaction,
      },
    );
    for (const { userId, expiresAt } of told) {
      await enqueueUserMail(ctx, transaction, userId, 'suitability-expiring', {
        expiresOn: bangkokDate(new Date(expiresAt)),
        portalUrl: `${ctx.config.portalUrl}/kyc/suitability`,
      });
    }
    return told.length;
  });
}

/** Every morning at 08:00 Bangkok, so the e-mail arrives in the working day. Safe to run twice. */
export async function scheduleSuitabilityJobs(boss: PgBoss, ctx: AppContext): Promise<void> {
  await boss.createQueue(suitabilityExpiryQueue);
  await boss.schedule(suitabilityExpiryQueue, '0 8 * * *', null, { tz: 'Asia/Bangkok' });
  await boss.work(suitabilityExpiryQueue, async () => {
    const told = await noticeExpiringSuitability(ctx);
    ctx.logger.info({ told }, 'suitability expiry notices');
  });
}
