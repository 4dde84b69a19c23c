import type { Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';

export interface AuditEntry {
  actorId: number | null;
  action: string;
  subject: string;
  before: unknown;
  after: unknown;
  requestId: string | null;
}

/** Written in the same transaction as the change it records, so neither exists without the other. */
export async function recordAudit(
  ctx: AppContext,
  entry: AuditEntry,
  transaction: Transaction,
): Promise<void> {
  await ctx.sequelize.query(
    `INSERT INTO audit_log (actor_id, action, subject, before, after, request_id)
     VALUES (:actorId, :action, :subject, :before, :after, :requestId)`,
    {
      replacements: {
        ...entry,
        before: JSON.stringify(entry.before ?? null),
        after: JSON.stringify(entry.after ?? null),
      },
      transaction,
    },
  );
}
