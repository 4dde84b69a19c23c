import {
  type UserChangeSource,
  type UserFieldChanges,
  userChangeAction,
  userChangeSides,
} from '@fund/domain';
import type { Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { currentFlags } from '../feature-flags/service.ts';
import { type AuditRequest, recordAudit } from './service.ts';

/** The investor who changed their own account, and the request it came with when there is one. */
export interface UserChangeActor {
  id: number;
  requestId: string | null;
  request?: AuditRequest;
}

/**
 * Spec §9 logUserChange: while on, a change an investor makes to their own account is written to the audit log as
 * one `user-change` entry on `users/{id}` (fields before and after; secrets hidden, ID and bank numbers masked), in
 * the transaction of the change. Off, nothing is written here; the entries the change writes regardless (security
 * events, change requests, contact changes) are its callers' own.
 */
export async function recordUserChange(
  ctx: AppContext,
  transaction: Transaction,
  actor: UserChangeActor,
  source: UserChangeSource,
  changes: UserFieldChanges,
): Promise<void> {
  if (!(await currentFlags(ctx, transaction)).logUserChange) return;
  const sides = userChangeSides(source, changes);
  if (!sides) return;
  await recordAudit(
    ctx,
    {
      actorId: actor.id,
      action: userChangeAction,
      subject: `users/${actor.id}`,
      ...sides,
      requestId: actor.requestId,
      request: actor.request,
    },
    transaction,
  );
}

/** One `user-change` entry as staff read it on the user's page: what changed, from what, to what. */
export function toUserChange(entry: Record<string, unknown>) {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const { source, ...fields } = after;
  return {
    id: entry.id,
    createdAt: entry.createdAt,
    source,
    ip: entry.ip ?? null,
    fields: Object.keys(fields).map((field) => ({
      field,
      before: before[field] ?? null,
      after: fields[field] ?? null,
    })),
  };
}
