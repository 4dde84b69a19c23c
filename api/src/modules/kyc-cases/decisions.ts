import {
  isRevisionDeadlineValid,
  type KycBlockReason,
  type KycCaseAction,
  type KycCaseStatus,
  kycCaseActionFrom,
} from '@fund/domain';
import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { reopenContract } from '../contract/state.ts';
import { currentFlags } from '../feature-flags/service.ts';
import type { CaseReason, KycCase } from './case-state.ts';
import { loadCase } from './case-state.ts';
import type { CaseActor } from './events.ts';
import { kycPage, mailInvestor, overviewPage, recordCaseChange } from './events.ts';

/**
 * The steps whose status is a stored column take the review's status there, so the kyc module lets the
 * investor edit them again and sets them back to PENDING on the next save. The others are compared by time.
 */
async function reopenSteps(
  ctx: AppContext,
  userId: number,
  reasons: CaseReason[],
  status: 'REJECT' | 'REVIEW',
  transaction: Transaction,
) {
  const steps = new Set(reasons.map((r) => r.step));
  const replacements = { userId, status, now: ctx.clock.now() };
  const profileColumns = [
    ...(steps.has('identityData') ? ['identity_status'] : []),
    ...(steps.has('personalInfo') ? ['personal_status'] : []),
  ];
  if (profileColumns.length > 0) {
    await ctx.sequelize.query(
      `UPDATE kyc_profiles SET ${profileColumns.map((c) => `${c} = :status`).join(', ')}, updated_at = :now
       WHERE user_id = :userId`,
      { replacements, transaction },
    );
  }
  if (steps.has('bankAccount')) {
    await ctx.sequelize.query(
      'UPDATE kyc_bank_accounts SET status = :status, updated_at = :now WHERE user_id = :userId',
      { replacements, transaction },
    );
  }
  // The signed contract no longer stands and must be signed again.
  if (steps.has('contract')) await reopenContract(ctx, userId, transaction);
}

/** An investor's case, locked; an investor without one is NOT_SUBMITTED; anyone else is not found. */
async function lockCase(ctx: AppContext, userId: number, transaction: Transaction) {
  const [user] = await ctx.sequelize.query<{ role: string | null }>(
    'SELECT role FROM users WHERE id = :userId FOR UPDATE',
    { replacements: { userId }, type: QueryTypes.SELECT, transaction },
  );
  if (!user || user.role !== null) throw new AppError('NOT_FOUND', 404);
  return loadCase(ctx, userId, { transaction, lock: true });
}

/** The case's state, when `action` may start from it (the domain's transitions); otherwise 409. */
function assertState(kycCase: KycCase | null, action: KycCaseAction) {
  const status = kycCase?.status ?? 'NOT_SUBMITTED';
  if (!kycCaseActionFrom[action].includes(status))
    throw new AppError('KYC_CASE_STATE', 409, { details: { status } });
  return status;
}

async function setCase(
  ctx: AppContext,
  userId: number,
  fields: {
    status: KycCaseStatus;
    actorId: number | null;
    deadline?: string | null;
    reasons?: CaseReason[];
    blockReason?: KycBlockReason;
  },
  extra: string,
  transaction: Transaction,
) {
  await ctx.sequelize.query(
    `INSERT INTO kyc_cases (user_id, status, decided_at, decided_by, deadline, reasons, block_reason, created_at,
                            updated_at)
     VALUES (:userId, :status, :now, :actorId, :deadline, CAST(:reasons AS jsonb), :blockReason, :now, :now)
     ON CONFLICT (user_id) DO UPDATE SET status = :status, decided_at = :now, decided_by = :actorId,
       deadline = :deadline, reasons = CAST(:reasons AS jsonb), block_reason = :blockReason,
       updated_at = :now${extra}`,
    {
      replacements: {
        userId,
        status: fields.status,
        actorId: fields.actorId,
        deadline: fields.deadline ?? null,
        reasons: JSON.stringify(fields.reasons ?? []),
        blockReason: fields.blockReason ?? null,
        now: ctx.clock.now(),
      },
      transaction,
    },
  );
}

/** PENDING → VERIFIED: every step, the liveness check and the bank account verified; approval e-mail. */
export async function approveCase(ctx: AppContext, userId: number, actor: CaseActor, note?: string) {
  await ctx.sequelize.transaction(async (transaction) => {
    const before = assertState(await lockCase(ctx, userId, transaction), 'approve');
    const replacements = { userId, now: ctx.clock.now() };
    await ctx.sequelize.query(
      `UPDATE kyc_profiles SET identity_status = 'VERIFIED', liveness_status = 'VERIFIED',
         personal_status = 'VERIFIED', updated_at = :now WHERE user_id = :userId`,
      { replacements, transaction },
    );
    await ctx.sequelize.query(
      `UPDATE kyc_bank_accounts SET status = 'VERIFIED', verified_at = :now, updated_at = :now
       WHERE user_id = :userId`,
      { replacements, transaction },
    );
    await setCase(
      ctx,
      userId,
      { status: 'VERIFIED', actorId: actor.id },
      ', approved_at = :now',
      transaction,
    );
    await recordCaseChange(
      ctx,
      actor,
      { userId, event: 'APPROVED', audit: 'KYC_APPROVED', before, after: 'VERIFIED', note },
      transaction,
    );
    // The approved investor starts from the account overview, where Invest is now open to them.
    await mailInvestor(ctx, transaction, userId, 'kyc-approved', { portalUrl: overviewPage(ctx) });
  });
}

/** PENDING → REJECTED: the named steps reopen as "re-enter data"; the e-mail lists the reasons (spec §4). */
export async function rejectCase(
  ctx: AppContext,
  userId: number,
  actor: CaseActor,
  body: { reasons: CaseReason[]; note?: string },
) {
  await ctx.sequelize.transaction(async (transaction) => {
    const before = assertState(await lockCase(ctx, userId, transaction), 'reject');
    await reopenSteps(ctx, userId, body.reasons, 'REJECT', transaction);
    await setCase(
      ctx,
      userId,
      { status: 'REJECTED', actorId: actor.id, reasons: body.reasons },
      ', rejected_at = :now',
      transaction,
    );
    await recordCaseChange(
      ctx,
      actor,
      {
        userId,
        event: 'REJECTED',
        audit: 'KYC_REJECTED',
        before,
        after: 'REJECTED',
        note: body.note,
        reasons: body.reasons,
      },
      transaction,
    );
    await mailInvestor(ctx, transaction, userId, 'kyc-rejected', {
      portalUrl: kycPage(ctx),
      reasons: body.reasons,
    });
  });
}

/**
 * PENDING or VERIFIED → REVIEW: the investor revises the named steps by a deadline after today in Bangkok;
 * past it the daily job makes the case OVERDUE (spec §4).
 */
export async function requestRevision(
  ctx: AppContext,
  userId: number,
  actor: CaseActor,
  body: { deadline: string; reasons: CaseReason[]; note?: string },
) {
  if (!isRevisionDeadlineValid(body.deadline, ctx.clock.now())) {
    throw new AppError('VALIDATION_FAILED', 422, {
      errors: [
        { field: 'body.deadline', code: 'date.min', message: 'The deadline must be after today (Bangkok)' },
      ],
    });
  }
  await ctx.sequelize.transaction(async (transaction) => {
    const before = assertState(await lockCase(ctx, userId, transaction), 'request-revision');
    await reopenSteps(ctx, userId, body.reasons, 'REVIEW', transaction);
    await setCase(
      ctx,
      userId,
      { status: 'REVIEW', actorId: actor.id, deadline: body.deadline, reasons: body.reasons },
      '',
      transaction,
    );
    await recordCaseChange(
      ctx,
      actor,
      {
        userId,
        event: 'REVISION_REQUESTED',
        audit: 'KYC_REVISION_REQUESTED',
        before,
        after: 'REVIEW',
        note: body.note,
        deadline: body.deadline,
        reasons: body.reasons,
      },
      transaction,
    );
    await mailInvestor(ctx, transaction, userId, 'kyc-revision-requested', {
      portalUrl: kycPage(ctx),
      deadline: body.deadline,
      reasons: body.reasons,
    });
  });
}

// kyc_blocks names the FATCA block as the questionnaire module recorded it.
const blockRowReason: Record<KycBlockReason, string> = {
  UNDER_AGE: 'UNDER_AGE',
  US_PERSON: 'FATCA_US_PERSON',
  DATA_MISMATCH: 'DATA_MISMATCH',
  COMPANY_POLICY: 'COMPANY_POLICY',
};

/** Any state but BLOCKED → BLOCKED: the onboarding policy refuses the customer (DESIGN §4); policy e-mail. */
export async function blockCase(
  ctx: AppContext,
  userId: number,
  actor: CaseActor,
  body: { reason: KycBlockReason; note?: string },
) {
  // The policy's own blocks (a US person, under 20) do not wait on staff and do not read the flag.
  if (!(await currentFlags(ctx)).useBlockedStatus) throw new AppError('KYC_BLOCK_DISABLED', 409);
  await ctx.sequelize.transaction(async (transaction) => {
    const before = assertState(await lockCase(ctx, userId, transaction), 'block');
    await ctx.sequelize.query(
      `INSERT INTO kyc_blocks (user_id, reason, created_at) VALUES (:userId, :reason, :now)
       ON CONFLICT DO NOTHING`,
      { replacements: { userId, reason: blockRowReason[body.reason], now: ctx.clock.now() }, transaction },
    );
    await setCase(
      ctx,
      userId,
      { status: 'BLOCKED', actorId: actor.id, blockReason: body.reason },
      '',
      transaction,
    );
    await recordCaseChange(
      ctx,
      actor,
      {
        userId,
        event: 'BLOCKED',
        audit: 'KYC_BLOCKED',
        before,
        after: 'BLOCKED',
        note: body.note,
        details: { reason: body.reason },
      },
      transaction,
    );
    await mailInvestor(ctx, transaction, userId, 'kyc-blocked', { reason: body.reason });
  });
}
