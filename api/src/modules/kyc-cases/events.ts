import type { KycCaseEvent, KycCaseListStatus, KycCaseStatus } from '@fund/domain';
import type { Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import type { AuditRequest } from '../audit/service.ts';
import { recordAudit } from '../audit/service.ts';
import { enqueueUserMail } from '../mail/outbox.ts';
import type { MailTemplate, mailTemplates } from '../mail/templates.ts';
import type { CaseReason } from './case-state.ts';

/** Who changed a case: an investor, a staff member, or nobody (the daily job). */
export interface CaseActor {
  id: number | null;
  requestId: string | null;
  request?: AuditRequest;
}

export interface CaseChange {
  userId: number;
  event: KycCaseEvent;
  audit: string;
  before: KycCaseListStatus;
  after: KycCaseStatus;
  note?: string | null;
  deadline?: string | null;
  reasons?: CaseReason[] | null;
  details?: Record<string, unknown>;
}

/** The case event and the audit entry of one change, in the change's own transaction. */
export async function recordCaseChange(
  ctx: AppContext,
  actor: CaseActor,
  change: CaseChange,
  transaction: Transaction,
): Promise<void> {
  await ctx.sequelize.query(
    `INSERT INTO kyc_case_events (user_id, action, actor_id, note, deadline, reasons, created_at)
     VALUES (:userId, :action, :actorId, :note, :deadline, CAST(:reasons AS jsonb), :now)`,
    {
      replacements: {
        userId: change.userId,
        action: change.event,
        actorId: actor.id,
        note: change.note ?? null,
        deadline: change.deadline ?? null,
        reasons: change.reasons ? JSON.stringify(change.reasons) : null,
        now: ctx.clock.now(),
      },
      transaction,
    },
  );
  await recordAudit(
    ctx,
    {
      actorId: actor.id,
      action: change.audit,
      subject: `users/${change.userId}`,
      before: { status: change.before },
      after: {
        status: change.after,
        note: change.note ?? null,
        deadline: change.deadline ?? null,
        reasons: change.reasons ?? null,
        ...change.details,
      },
      requestId: actor.requestId,
      request: actor.request,
    },
    transaction,
  );
}

type TemplateData = { [K in MailTemplate]: Parameters<(typeof mailTemplates)[K]>[1] };

/** An e-mail to the investor of a case, in the language they read. */
export async function mailInvestor<T extends MailTemplate>(
  ctx: AppContext,
  transaction: Transaction,
  userId: number,
  template: T,
  data: TemplateData[T],
): Promise<void> {
  await enqueueUserMail(ctx, transaction, userId, template, data);
}

/** Where the investor sees and corrects their verification. */
export const kycPage = (ctx: AppContext) => `${ctx.config.portalUrl}/kyc`;

/** The portal's account overview, where an approved investor starts investing. */
export const overviewPage = (ctx: AppContext) => `${ctx.config.portalUrl}/portfolio`;
