import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type RequestActor, recordAudit } from '../audit/service.ts';
import { loadProfile, updateProfile } from '../kyc/profile.ts';
import { enqueueUserMail } from '../mail/outbox.ts';
import { type ChangeRequest, requestColumns, shapeRequest } from './requests.ts';
import { applyWallet } from './wallet.ts';

type Raw = Parameters<typeof shapeRequest>[0];

/** A pending request, locked; a decided one cannot be decided again. */
async function lockPending(ctx: AppContext, id: number, transaction: Transaction) {
  const [row] = await ctx.sequelize.query<Raw>(
    `SELECT ${requestColumns} FROM change_requests r WHERE r.id = :id FOR UPDATE`,
    { type: QueryTypes.SELECT, replacements: { id }, transaction },
  );
  if (!row) throw new AppError('NOT_FOUND', 404);
  const request = shapeRequest(row);
  if (request.status !== 'PENDING') {
    throw new AppError('CHANGE_REQUEST_STATE', 409, { details: { status: request.status } });
  }
  return request;
}

/** Applies an approved profile request's new values over the profile's current ones. */
async function applyProfile(ctx: AppContext, request: ChangeRequest, transaction: Transaction) {
  const profile = await loadProfile(ctx, request.userId, { transaction, lock: true });
  const forms = { general: { ...(profile.general ?? {}) }, personal: { ...(profile.personal ?? {}) } };
  for (const [field, value] of Object.entries(request.after)) {
    const [section, name] = field.split('.') as ['general' | 'personal', string];
    forms[section][name] = value;
    if (name.endsWith('Address')) forms[section][`${name}SameAs`] = null;
  }
  await updateProfile(ctx, request.userId, forms, transaction);
}

/** The approved account becomes the verified one: later payouts go to it (DESIGN §4 "Money out"). */
async function applyBankAccount(ctx: AppContext, request: ChangeRequest, transaction: Transaction) {
  await ctx.sequelize.query(
    `UPDATE kyc_bank_accounts SET bank_code = :bankCode, account_number = :accountNumber,
       account_name = :accountName, status = 'VERIFIED', verified_at = :now, updated_at = :now
     WHERE user_id = :userId`,
    {
      replacements: {
        userId: request.userId,
        bankCode: request.after['bank.bankCode'],
        accountNumber: request.after['bank.accountNumber'],
        accountName: request.after['bank.accountName'],
        now: ctx.clock.now(),
      },
      transaction,
    },
  );
}

const appliers: Record<
  string,
  (ctx: AppContext, r: ChangeRequest, t: Transaction, deciderId: number) => Promise<void>
> = {
  PROFILE: applyProfile,
  BANK_ACCOUNT: applyBankAccount,
  WALLET: applyWallet,
};

const profilePage = (ctx: AppContext) => `${ctx.config.portalUrl}/profile`;

async function decide(
  ctx: AppContext,
  id: number,
  actor: RequestActor,
  outcome: { status: 'APPROVED' } | { status: 'REJECTED'; reason: string },
) {
  await ctx.sequelize.transaction(async (transaction) => {
    const request = await lockPending(ctx, id, transaction);
    // Maker-checker: nobody decides a request about their own account.
    if (request.userId === actor.id) throw new AppError('AUTH_FORBIDDEN', 403);
    if (outcome.status === 'APPROVED') await appliers[request.kind]!(ctx, request, transaction, actor.id);
    const reason = outcome.status === 'REJECTED' ? outcome.reason : null;
    await ctx.sequelize.query(
      `UPDATE change_requests SET status = :status, reason = :reason, decided_by = :actorId, decided_at = :now,
         updated_at = :now WHERE id = :id`,
      {
        replacements: { id, status: outcome.status, reason, actorId: actor.id, now: ctx.clock.now() },
        transaction,
      },
    );
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action: `CHANGE_REQUEST_${outcome.status}`,
        subject: `change-requests/${id}`,
        before: { status: 'PENDING', values: request.before },
        after: { status: outcome.status, reason, values: request.after, userId: request.userId },
        requestId: actor.requestId,
        request: actor.request,
      },
      transaction,
    );
    const portalUrl = profilePage(ctx);
    if (reason === null) {
      await enqueueUserMail(ctx, transaction, request.userId, 'change-request-approved', {
        kind: request.kind,
        portalUrl,
      });
    } else {
      await enqueueUserMail(ctx, transaction, request.userId, 'change-request-rejected', {
        kind: request.kind,
        reason,
        portalUrl,
      });
    }
  });
}

/** Compliance approves: the new values apply now; the investor is e-mailed. */
export const approveRequest = (ctx: AppContext, id: number, actor: RequestActor) =>
  decide(ctx, id, actor, { status: 'APPROVED' });

/** Compliance rejects with a reason: the old values stay; the investor reads why by e-mail and in the portal. */
export const rejectRequest = (ctx: AppContext, id: number, actor: RequestActor, reason: string) =>
  decide(ctx, id, actor, { status: 'REJECTED', reason });
