import { createHash, randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';

export const handoffTtlMinutes = 5;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A link (and its QR code) that opens the photo step on a phone, signed in as the same user. */
export async function createHandoff(ctx: AppContext, userId: number) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(ctx.clock.now().getTime() + handoffTtlMinutes * 60_000);
  await ctx.models.KycHandoffToken.create({
    tokenHash: hashOf(token),
    userId,
    expiresAt,
    createdAt: ctx.clock.now(),
  });
  const url = `${ctx.config.portalUrl}/kyc/handoff?token=${encodeURIComponent(token)}`;
  const qrDataUrl = await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2 });
  return { url, qrDataUrl, expiresAt: expiresAt.toISOString() };
}

/**
 * Spends a token: once, before it expires. Answers whose account it opens. SQL: one conditional UPDATE, so two
 * phones presenting the same token cannot both spend it.
 */
export async function redeemHandoff(ctx: AppContext, token: string): Promise<number> {
  const [row] = await ctx.sequelize.query<{ user_id: string }>(
    `UPDATE kyc_handoff_tokens SET used_at = :now
     WHERE token_hash = :hash AND used_at IS NULL AND expires_at > :now
     RETURNING user_id`,
    { type: QueryTypes.SELECT, replacements: { hash: hashOf(token), now: ctx.clock.now() } },
  );
  if (!row) throw new AppError('KYC_HANDOFF_INVALID', 400);
  return Number(row.user_id);
}
