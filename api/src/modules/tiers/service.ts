import { investing, type BilingualText as Text, tierThresholdsProblem } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type RequestActor, recordAudit } from '../audit/service.ts';

type Lines = { th: string[]; en: string[] };

export interface TierRecord {
  id: string;
  name: Text;
  /** The AUM from which the tier applies, inclusive (THB, 2 places). */
  minAum: string;
  benefits: Lines;
  /** Investors in the tier now. */
  investors: number;
  updatedAt: string;
  updatedBy: string | null;
}

export interface TierChange {
  name: Text;
  minAum: string;
  benefits: Lines;
}

interface TierRow {
  id: string;
  name: Text;
  minAum: string;
  benefits: Lines;
  investors: number;
  updatedAt: Date;
  updatedBy: string | null;
}

const selectTiers = `SELECT t.code AS id, t.name, t.min_aum::text AS "minAum", t.benefits,
    (SELECT count(*) FROM users u WHERE u.tier_code = t.code)::int AS investors,
    t.updated_at AS "updatedAt", e.email AS "updatedBy"
  FROM tiers t LEFT JOIN users e ON e.id = t.updated_by`;

const toRecord = (row: TierRow): TierRecord => ({ ...row, updatedAt: row.updatedAt.toISOString() });

/** Every tier, lowest threshold first. */
export async function listTiers(ctx: AppContext): Promise<TierRecord[]> {
  const rows = await ctx.sequelize.query<TierRow>(`${selectTiers} ORDER BY t.min_aum`, {
    type: QueryTypes.SELECT,
  });
  return rows.map(toRecord);
}

export async function getTier(ctx: AppContext, code: string): Promise<TierRecord> {
  const [row] = await ctx.sequelize.query<TierRow>(`${selectTiers} WHERE t.code = :code`, {
    type: QueryTypes.SELECT,
    replacements: { code },
  });
  if (!row) throw new AppError('NOT_FOUND', 404);
  return toRecord(row);
}

/**
 * An admin changes a tier's name, threshold or benefits (audited, before → after). The thresholds as they would
 * stand are checked by the domain's rule first: a refusal changes nothing. Investors move to their new tier at
 * the next recalculation (the staff action, or the next settlement touching them).
 */
export async function updateTier(
  ctx: AppContext,
  code: string,
  change: TierChange,
  actor: RequestActor,
): Promise<TierRecord> {
  await ctx.sequelize.transaction(async (transaction) => {
    // Tiers are few: locking them all makes two concurrent edits check the thresholds one after the other.
    const rows = await ctx.sequelize.query<{ code: string; name: Text; minAum: string; benefits: Lines }>(
      'SELECT code, name, min_aum::text AS "minAum", benefits FROM tiers ORDER BY code FOR UPDATE',
      { type: QueryTypes.SELECT, transaction },
    );
    const before = rows.find((row) => row.code === code);
    if (!before) throw new AppError('NOT_FOUND', 404);
    const after = rows.map((row) => (row.code === code ? { code, minAum: change.minAum } : row));
    if (tierThresholdsProblem(after)) throw new AppError('TIER_THRESHOLDS_INVALID', 422);
    await ctx.sequelize.query(
      `UPDATE tiers SET name = :name, min_aum = :minAum, benefits = :benefits, updated_at = :now,
         updated_by = :actorId
       WHERE code = :code`,
      {
        replacements: {
          code,
          name: JSON.stringify(change.name),
          minAum: change.minAum,
          benefits: JSON.stringify(change.benefits),
          now: ctx.clock.now(),
          actorId: actor.id,
        },
        transaction,
      },
    );
    const { code: _code, ...was } = before;
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action: 'tiers.update',
        subject: `tiers/${code}`,
        before: was,
        after: { ...change, minAum: investing.dec(change.minAum).toFixed(2) },
        requestId: actor.requestId,
        request: actor.request,
      },
      transaction,
    );
  });
  return getTier(ctx, code);
}
