import { mayDecideJuristicAccount } from '@fund/domain';
import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type RequestActor, recordAudit } from '../audit/service.ts';
import { issueSingleUseToken } from '../auth/single-use-token.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { assertEmailAvailable, type JuristicAccount, loadAccount } from './accounts.ts';

/** The set-password link in the approval e-mail lasts a week: the company may read it days later. */
export const setPasswordLinkDays = 7;

/** A pending account, locked; a decided one cannot be decided again, nor by the staff member who prepared it. */
async function lockPending(ctx: AppContext, id: number, actor: RequestActor, transaction: Transaction) {
  const account = await loadAccount(ctx, id, { transaction, lock: true });
  if (account.status !== 'PENDING') {
    throw new AppError('JURISTIC_ACCOUNT_STATE', 409, { details: { status: account.status } });
  }
  if (!mayDecideJuristicAccount(account.preparedBy, actor.id)) {
    throw new AppError('JURISTIC_MAKER_CANNOT_DECIDE', 403);
  }
  return account;
}

/**
 * The portal sign-in of the company: a new juristic customer for the e-mail, or the juristic customer who signed
 * up with it in the portal. Customer service checked the address against the board resolution, so it counts as
 * verified; the password is set from the e-mailed link.
 */
async function signInFor(ctx: AppContext, account: JuristicAccount, transaction: Transaction) {
  const existing = await assertEmailAvailable(ctx, account.email, { transaction, accountId: account.id });
  const now = ctx.clock.now();
  if (existing !== null) {
    await ctx.sequelize.query(
      `UPDATE users SET company_name = :companyName, email_verified_at = coalesce(email_verified_at, :now),
         updated_at = :now WHERE id = :id`,
      { replacements: { id: existing, companyName: account.companyName, now }, transaction },
    );
    return existing;
  }
  const [created] = await ctx.sequelize.query<{ id: string }>(
    `INSERT INTO users (email, customer_type, company_name, language, email_verified_at, created_at, updated_at)
     VALUES (:email, 'JURISTIC', :companyName, :language, :now, :now, :now) RETURNING id`,
    {
      type: QueryTypes.SELECT,
      replacements: {
        email: account.email,
        companyName: account.companyName,
        language: account.language,
        now,
      },
      transaction,
    },
  );
  return Number(created!.id);
}

/**
 * The account stands approved the way an individual's stands after compliance's review (spec §4 "fully ready to
 * invest"): a VERIFIED case with the company's risk band, and the identity check done by customer service, whose
 * authorised persons DOPA confirmed. FATCA and suitability do not apply to a juristic customer.
 */
async function markVerified(
  ctx: AppContext,
  userId: number,
  account: JuristicAccount,
  actor: RequestActor,
  transaction: Transaction,
) {
  const now = ctx.clock.now();
  const replacements = {
    userId,
    now,
    submittedAt: account.createdAt,
    actorId: actor.id,
    band: account.riskLevel,
  };
  await ctx.sequelize.query(
    `INSERT INTO kyc_profiles (user_id, pass_dopa, dopa_checked_at, liveness_status, liveness_provider,
       created_at, updated_at)
     VALUES (:userId, true, :submittedAt, 'VERIFIED', 'customer-service', :now, :now)
     ON CONFLICT (user_id) DO UPDATE SET pass_dopa = true, dopa_checked_at = :submittedAt,
       liveness_status = 'VERIFIED', liveness_provider = 'customer-service', updated_at = :now`,
    { replacements, transaction },
  );
  await ctx.sequelize.query(
    `INSERT INTO kyc_cases (user_id, status, submitted_at, decided_at, decided_by, approved_at, risk_band)
     VALUES (:userId, 'VERIFIED', :submittedAt, :now, :actorId, :now, :band)
     ON CONFLICT (user_id) DO UPDATE SET status = 'VERIFIED', decided_at = :now, decided_by = :actorId,
       approved_at = :now, risk_band = :band`,
    { replacements, transaction },
  );
  await ctx.sequelize.query(
    `INSERT INTO kyc_case_events (user_id, action, actor_id, note, created_at)
     VALUES (:userId, 'APPROVED', :actorId, 'Juristic account approved', :now)`,
    { replacements, transaction },
  );
}

/**
 * Compliance approve: the company's sign-in is created (or the portal sign-up's taken over), stands ready to
 * invest, and the authorised person is e-mailed a link to set the password. Audited.
 */
export async function approveAccount(ctx: AppContext, id: number, actor: RequestActor): Promise<void> {
  await ctx.sequelize.transaction(async (transaction) => {
    const account = await lockPending(ctx, id, actor, transaction);
    const userId = await signInFor(ctx, account, transaction);
    await markVerified(ctx, userId, account, actor, transaction);
    const now = ctx.clock.now();
    await ctx.sequelize.query(
      `UPDATE juristic_accounts SET status = 'APPROVED', decided_by = :actorId, decided_at = :now, user_id = :userId,
         updated_at = :now WHERE id = :id`,
      { replacements: { id, actorId: actor.id, now, userId }, transaction },
    );
    const token = await issueSingleUseToken(
      ctx,
      transaction,
      'password_reset_tokens',
      userId,
      setPasswordLinkDays * 24 * 60,
    );
    await enqueueMail(ctx, transaction, {
      to: account.email,
      language: account.language,
      template: 'juristic-account-opened',
      data: {
        link: `${ctx.config.portalUrl}/auth/reset-password?token=${token}`,
        companyName: account.companyName,
        days: setPasswordLinkDays,
      },
    });
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action: 'JURISTIC_ACCOUNT_APPROVED',
        subject: `juristic-accounts/${id}`,
        before: { status: 'PENDING' },
        after: { status: 'APPROVED', userId, email: account.email, riskLevel: account.riskLevel },
        requestId: actor.requestId,
        request: actor.request,
      },
      transaction,
    );
  });
}

/** Compliance refuse with a reason: nothing is created, and the number may be opened again. Audited. */
export async function rejectAccount(
  ctx: AppContext,
  id: number,
  actor: RequestActor,
  reason: string,
): Promise<void> {
  await ctx.sequelize.transaction(async (transaction) => {
    await lockPending(ctx, id, actor, transaction);
    const now = ctx.clock.now();
    await ctx.sequelize.query(
      `UPDATE juristic_accounts SET status = 'REJECTED', reject_reason = :reason, decided_by = :actorId,
         decided_at = :now, updated_at = :now WHERE id = :id`,
      { replacements: { id, reason, actorId: actor.id, now }, transaction },
    );
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action: 'JURISTIC_ACCOUNT_REJECTED',
        subject: `juristic-accounts/${id}`,
        before: { status: 'PENDING' },
        after: { status: 'REJECTED', reason },
        requestId: actor.requestId,
        request: actor.request,
      },
      transaction,
    );
  });
}
