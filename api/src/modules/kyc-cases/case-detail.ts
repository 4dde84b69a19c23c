import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { bankAccountOf } from '../kyc/bank.ts';
import { kycOverview } from '../kyc/overview.ts';
import { questionnaireStatus } from '../questionnaires/service.ts';
import { loadCase } from './case-state.ts';
import { caseRow } from './cases.ts';
import { nearMatchesOf } from './near-matches.ts';

async function profileOf(ctx: AppContext, userId: number) {
  const [row] = await ctx.sequelize.query<{
    identity: Record<string, unknown> | null;
    passDopa: boolean;
    dopaCheckedAt: Date | null;
    livenessStatus: string;
    livenessProvider: string | null;
    livenessScore: string | null;
    general: Record<string, unknown> | null;
    personal: Record<string, unknown> | null;
  }>(
    `SELECT identity, pass_dopa AS "passDopa", dopa_checked_at AS "dopaCheckedAt",
            liveness_status AS "livenessStatus", liveness_provider AS "livenessProvider",
            liveness_score AS "livenessScore", general, personal
     FROM kyc_profiles WHERE user_id = :userId`,
    { replacements: { userId }, type: QueryTypes.SELECT },
  );
  return row ?? null;
}

async function filesOf(ctx: AppContext, userId: number) {
  const rows = await ctx.sequelize.query<{ id: string; kind: string; mimeType: string; createdAt: Date }>(
    `SELECT id, kind, mime_type AS "mimeType", created_at AS "createdAt" FROM kyc_files
     WHERE user_id = :userId ORDER BY created_at DESC, id`,
    { replacements: { userId }, type: QueryTypes.SELECT },
  );
  return rows.map((row) => ({ ...row, url: `/kyc/files/${row.id}` }));
}

/** The latest signed contract. */
export async function signedContractOf(ctx: AppContext, userId: number) {
  const [row] = await ctx.sequelize.query<{
    version: number | string;
    signedAt: Date;
    contentHash: string;
    ip: string | null;
    storageKey: string;
  }>(
    `SELECT version, signed_at AS "signedAt", content_hash AS "contentHash", ip, storage_key AS "storageKey"
     FROM kyc_contracts WHERE user_id = :userId AND signed_at IS NOT NULL ORDER BY signed_at DESC LIMIT 1`,
    { replacements: { userId }, type: QueryTypes.SELECT },
  );
  return row ?? null;
}

async function eventsOf(ctx: AppContext, userId: number) {
  const rows = await ctx.sequelize.query<{
    id: string;
    action: string;
    actorId: string | null;
    actorEmail: string | null;
    at: Date;
    note: string | null;
    deadline: string | null;
    reasons: unknown;
  }>(
    `SELECT e.id, e.action, e.actor_id AS "actorId", a.email AS "actorEmail", e.created_at AS at, e.note,
            to_char(e.deadline, 'YYYY-MM-DD') AS deadline, e.reasons
     FROM kyc_case_events e LEFT JOIN users a ON a.id = e.actor_id
     WHERE e.user_id = :userId ORDER BY e.id DESC`,
    { replacements: { userId }, type: QueryTypes.SELECT },
  );
  return rows.map(({ actorId, actorEmail, ...event }) => ({
    ...event,
    id: Number(event.id),
    actor: actorId === null ? null : { id: Number(actorId), email: actorEmail },
  }));
}

/** Everything compliance reviews about one investor (the staff contract's case detail). */
export async function caseDetail(ctx: AppContext, userId: number) {
  const row = await caseRow(ctx, userId);
  if (!row) throw new AppError('NOT_FOUND', 404);
  const [overview, profile, bankAccount, files, questionnaires, contract, kycCase, events, nearMatches] =
    await Promise.all([
      kycOverview(ctx, userId),
      profileOf(ctx, userId),
      bankAccountOf(ctx, userId),
      filesOf(ctx, userId),
      questionnaireStatus(ctx, userId),
      signedContractOf(ctx, userId),
      loadCase(ctx, userId),
      eventsOf(ctx, userId),
      nearMatchesOf(ctx, userId),
    ]);
  const { suitability, fatca, aml } = questionnaires;
  const answersOf = async (id: unknown) => {
    const [answer] = await ctx.sequelize.query<{ answers: unknown }>(
      'SELECT answers FROM questionnaire_answers WHERE id = :id',
      { replacements: { id }, type: QueryTypes.SELECT },
    );
    return answer?.answers ?? null;
  };
  const suitabilityResult = suitability.result as Record<string, unknown> | null;
  const fatcaResult = fatca.result as Record<string, unknown> | null;
  const amlResult = aml.result as Record<string, unknown> | null;
  return {
    ...row,
    steps: overview.steps,
    identity: profile?.identity ?? null,
    dopa: { passDopa: profile?.passDopa ?? false, checkedAt: profile?.dopaCheckedAt ?? null },
    liveness: {
      status: profile?.livenessStatus ?? 'WAITING',
      provider: profile?.livenessProvider ?? null,
      score: profile?.livenessScore ?? null,
    },
    general: profile?.general ?? null,
    personal: profile?.personal ?? null,
    bankAccount,
    files,
    suitability: suitabilityResult && {
      version: suitability.version,
      score: suitabilityResult.score,
      band: suitabilityResult.type,
      answers: await answersOf(suitabilityResult.id),
      answeredAt: suitability.answeredAt,
      expiresAt: suitabilityResult.expiresAt ?? null,
    },
    fatca: fatcaResult && {
      version: fatca.version,
      usPerson: fatcaResult.usPerson === true,
      answers: await answersOf(fatcaResult.id),
      answeredAt: fatca.answeredAt,
    },
    aml: amlResult && {
      version: aml.version,
      eddRequired: amlResult.eddRequired === true,
      eddReasons: amlResult.eddReasons ?? [],
      answers: await answersOf(amlResult.id),
      answeredAt: aml.answeredAt,
    },
    contract: contract && {
      version: Number(contract.version),
      signedAt: contract.signedAt,
      contentHash: contract.contentHash,
      ip: contract.ip,
      url: `/admin/kyc-cases/${userId}/contract`,
    },
    reasons: kycCase?.reasons ?? [],
    events,
    nearMatches,
  };
}
