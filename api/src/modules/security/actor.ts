import type { UserFieldChanges } from '@fund/domain';
import type { Request } from 'express';
import type { Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { recordAudit } from '../audit/service.ts';
import { recordUserChange } from '../audit/user-change.ts';

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

export type OwnSecurityChange =
  | 'PASSWORD_CHANGED'
  | 'PIN_SET'
  | 'PIN_CHANGED'
  | 'PIN_RESET'
  | '2FA_ENABLED'
  | '2FA_DISABLED';

/** The security setting each change touches, for the user-change history: secrets say only that they changed. */
const settingChanged: Record<OwnSecurityChange, UserFieldChanges> = {
  PASSWORD_CHANGED: { 'security.password': { before: 'set', after: 'set' } },
  PIN_SET: { 'security.pin': { before: null, after: 'set' } },
  PIN_CHANGED: { 'security.pin': { before: 'set', after: 'set' } },
  PIN_RESET: { 'security.pin': { before: 'set', after: 'set' } },
  '2FA_ENABLED': { 'security.twoFactor': { before: false, after: true } },
  '2FA_DISABLED': { 'security.twoFactor': { before: true, after: false } },
};

/**
 * Audits a change users make to their own account (password, PIN, 2FA), with the address and browser: a security
 * event, written whatever the flags say. While logUserChange is on the change also joins the user-change history.
 */
export async function auditOwnChange(
  ctx: AppContext,
  actor: Actor,
  action: OwnSecurityChange,
  transaction: Transaction,
) {
  await recordUserChange(
    ctx,
    transaction,
    { id: actor.id, requestId: actor.requestId, request: { ip: actor.ip, userAgent: actor.userAgent } },
    'security',
    settingChanged[action],
  );
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
