import { featureFlagCatalogue, flagNames, isFlagName, lookupFlag, resolveFlags } from '@fund/domain';
import type { Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type PreparedStatement, runPrepared } from '../../platform/prepared-statements.ts';
import { type AuditRequest, recordAudit } from '../audit/service.ts';

export interface FlagRecord {
  id: string;
  enabled: boolean;
  /** What the flag does, on and off, in plain words: the staff member reads it in their language. */
  governs: { th: string; en: string };
  updatedAt: string | null;
  /** The e-mail of the staff member who last switched it; null while it keeps its default. */
  updatedBy: string | null;
}

interface StoredFlag {
  name: string;
  enabled: boolean;
  updated_at: Date;
  updated_by_email: string | null;
}

/**
 * A prepared statement rather than the model: the account overview and order placement read every flag on each
 * request, with the switcher's e-mail joined.
 */
const storedFlagsStatement: PreparedStatement = {
  name: 'feature-flags',
  text: `SELECT f.name, f.enabled, f.updated_at, u.email AS updated_by_email
    FROM feature_flags f LEFT JOIN users u ON u.id = f.updated_by`,
};

async function storedFlags(ctx: AppContext, transaction?: Transaction) {
  const rows = await runPrepared<StoredFlag>(ctx.sequelize, storedFlagsStatement, [], transaction);
  return new Map(rows.map((r) => [r.name, r]));
}

/**
 * Every flag's value. Inside a transaction, pass it: the read then runs on the transaction's own connection, so
 * many transactions at once never wait on the pool for a second one (a settlement, a queued e-mail).
 */
export async function currentFlags(
  ctx: AppContext,
  transaction?: Transaction,
): Promise<Record<string, boolean>> {
  const stored = await storedFlags(ctx, transaction);
  return resolveFlags(Object.fromEntries([...stored].map(([name, row]) => [name, row.enabled])));
}

export async function lookupOne(ctx: AppContext, name: string) {
  return lookupFlag(await currentFlags(ctx), name);
}

export async function listFlagRecords(ctx: AppContext): Promise<FlagRecord[]> {
  const stored = await storedFlags(ctx);
  return flagNames.map((name) => ({
    id: name,
    enabled: stored.get(name)?.enabled ?? featureFlagCatalogue[name].default,
    governs: featureFlagCatalogue[name].governs,
    updatedAt: stored.get(name)?.updated_at.toISOString() ?? null,
    updatedBy: stored.get(name)?.updated_by_email ?? null,
  }));
}

export async function getFlagRecord(ctx: AppContext, name: string): Promise<FlagRecord> {
  const record = (await listFlagRecords(ctx)).find((f) => f.id === name);
  if (!record) throw new AppError('NOT_FOUND', 404, { detail: `No feature flag named ${name}` });
  return record;
}

export async function setFlag(
  ctx: AppContext,
  name: string,
  enabled: boolean,
  actor: { id: number; requestId: string | null; request?: AuditRequest },
): Promise<FlagRecord> {
  if (!isFlagName(name)) throw new AppError('NOT_FOUND', 404, { detail: `No feature flag named ${name}` });
  const before = await getFlagRecord(ctx, name);
  await ctx.sequelize.transaction(async (transaction) => {
    await ctx.models.FeatureFlag.upsert(
      { name, enabled, updatedBy: actor.id, updatedAt: ctx.clock.now() },
      { transaction },
    );
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action: 'feature-flags.update',
        subject: `feature-flags/${name}`,
        before: { enabled: before.enabled },
        after: { enabled },
        requestId: actor.requestId,
        request: actor.request,
      },
      transaction,
    );
  });
  return getFlagRecord(ctx, name);
}
