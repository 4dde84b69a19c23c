import type { Request } from 'express';
import type { Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { recordAudit } from '../audit/service.ts';

/** Who made a change, for the audit log: the signed-in user, from which address and browser. */
export interface Actor {
  id: number;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

export function actorOf(req: Request, id = req.user!.id): Actor {
  return {
    id,
    ip: req.ip ?? null,
    userAgent: req.get('user-agent') ?? null,
    requestId: req.id ? String(req.id) : null,
  };
}

/** Audits a change users make to their own account (password, PIN, 2FA), with the address and browser. */
export async function auditOwnChange(
  ctx: AppContext,
  actor: Actor,
  action: string,
  transaction: Transaction,
) {
  await recordAudit(
    ctx,
    {
      actorId: actor.id,
      action,
      subject: `users/${actor.id}`,
      before: null,
      after: { ip: actor.ip, userAgent: actor.userAgent },
      requestId: actor.requestId,
    },
    transaction,
  );
}
