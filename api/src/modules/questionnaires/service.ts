import {
  type AmlIncomeRange,
  amlIncomeRanges,
  type EddReason,
  eddReasons,
  type FatcaAnswers,
  fatcaAnswerProblems,
  isBandAtLeast,
  isUsPerson,
  type SuitabilityQuestionKey,
  type SuitabilityRiskType,
  suitabilityBandOf,
  suitabilityRawScore,
  suitabilityScoreFromRaw,
  suitabilityValidityYears,
} from '@fund/domain';
import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { recordAudit } from '../audit/service.ts';
import type { SessionUser } from '../auth/session.ts';
import type { Actor } from '../security/actor.ts';
import { type AnswerValue, answerProblems, chosenValues } from './answers.ts';
import { publishedQuestionnaires } from './content/index.ts';
import type { ContentByKind, QuestionnaireKind, Text } from './types.ts';
import { questionnaireKinds } from './types.ts';

export interface Questionnaire<K extends QuestionnaireKind> {
  kind: K;
  version: number;
  content: ContentByKind[K];
}

/** Adds the published versions that are missing; a stored version is never overwritten. Safe on every start. */
export async function seedQuestionnaires(ctx: AppContext): Promise<void> {
  for (const kind of questionnaireKinds) {
    for (const { version, content } of publishedQuestionnaires[kind]) {
      await ctx.sequelize.query(
        `INSERT INTO questionnaires (kind, version, content) VALUES (:kind, :version, :content)
         ON CONFLICT (kind, version) DO NOTHING`,
        { replacements: { kind, version, content: JSON.stringify(content) } },
      );
    }
  }
}

/** The version served now: the highest of its kind. */
export async function currentQuestionnaire<K extends QuestionnaireKind>(
  ctx: AppContext,
  kind: K,
  transaction?: Transaction,
): Promise<Questionnaire<K>> {
  const [row] = await ctx.sequelize.query<{ version: number; content: ContentByKind[K] }>(
    'SELECT version, content FROM questionnaires WHERE kind = :kind ORDER BY version DESC LIMIT 1',
    { replacements: { kind }, type: QueryTypes.SELECT, transaction },
  );
  if (!row) throw new AppError('NOT_FOUND', 404, { detail: `No ${kind} questionnaire is published` });
  return { kind, version: row.version, content: row.content };
}

/** Block reasons of a customer (FATCA US person, and those other steps add); empty when not blocked. */
export async function kycBlockReasons(
  ctx: AppContext,
  userId: number,
  transaction?: Transaction,
): Promise<string[]> {
  const rows = await ctx.sequelize.query<{ reason: string }>(
    'SELECT reason FROM kyc_blocks WHERE user_id = :userId ORDER BY created_at, reason',
    { replacements: { userId }, type: QueryTypes.SELECT, transaction },
  );
  return rows.map((row) => row.reason);
}

export type QuestionnaireStepStatus = 'NOT_STARTED' | 'DONE' | 'BLOCKED';

export interface QuestionnaireState {
  status: QuestionnaireStepStatus;
  version: number | null;
  result: Record<string, unknown> | null;
  answeredAt: string | null;
}

/**
 * Each questionnaire's state for the progress page: NOT_STARTED without an answer, BLOCKED when the latest
 * FATCA answer made the customer a US person, otherwise DONE; with the latest result (its id included).
 */
export async function questionnaireStatus(
  ctx: AppContext,
  userId: number,
): Promise<Record<QuestionnaireKind, QuestionnaireState>> {
  const rows = await ctx.sequelize.query<{
    id: string;
    kind: QuestionnaireKind;
    version: number;
    result: Record<string, unknown>;
    created_at: Date;
  }>(
    `SELECT DISTINCT ON (kind) id, kind, version, result, created_at FROM questionnaire_answers
     WHERE user_id = :userId ORDER BY kind, id DESC`,
    { replacements: { userId }, type: QueryTypes.SELECT },
  );
  const state = {} as Record<QuestionnaireKind, QuestionnaireState>;
  for (const kind of questionnaireKinds) {
    const row = rows.find((r) => r.kind === kind);
    state[kind] = row
      ? {
          status: kind === 'fatca' && row.result.usPerson === true ? 'BLOCKED' : 'DONE',
          version: row.version,
          result: { id: Number(row.id), ...row.result },
          answeredAt: row.created_at.toISOString(),
        }
      : { status: 'NOT_STARTED', version: null, result: null, answeredAt: null };
  }
  return state;
}

/** The refusals every submission shares: a blocked customer, a juristic one where it applies, a stale version. */
async function checkSubmission<K extends QuestionnaireKind>(
  ctx: AppContext,
  user: SessionUser,
  kind: K,
  version: number,
  transaction: Transaction,
): Promise<Questionnaire<K>> {
  if (kind !== 'aml' && user.customerType === 'JURISTIC') throw new AppError('KYC_NOT_FOR_JURISTIC', 403);
  // Serialises one customer's submissions, so a block and a later answer cannot cross.
  await ctx.sequelize.query('SELECT 1 FROM users WHERE id = :id FOR UPDATE', {
    replacements: { id: user.id },
    transaction,
  });
  if ((await kycBlockReasons(ctx, user.id, transaction)).length > 0) throw new AppError('KYC_BLOCKED', 403);
  const current = await currentQuestionnaire(ctx, kind, transaction);
  if (version !== current.version) {
    throw new AppError('QUESTIONNAIRE_VERSION_STALE', 409, {
      detail: `The current ${kind} questionnaire is version ${current.version}`,
    });
  }
  return current;
}

async function storeAnswer(
  ctx: AppContext,
  actor: Actor,
  entry: { kind: QuestionnaireKind; version: number; answers: unknown; result: Record<string, unknown> },
  transaction: Transaction,
): Promise<number> {
  const [[row]] = (await ctx.sequelize.query(
    `INSERT INTO questionnaire_answers (user_id, kind, version, answers, result, created_at)
     VALUES (:userId, :kind, :version, :answers, :result, :now) RETURNING id`,
    {
      replacements: {
        userId: actor.id,
        kind: entry.kind,
        version: entry.version,
        answers: JSON.stringify(entry.answers),
        result: JSON.stringify(entry.result),
        now: ctx.clock.now(),
      },
      transaction,
    },
  )) as [[{ id: string }], unknown];
  await recordAudit(
    ctx,
    {
      actorId: actor.id,
      action: `KYC_${entry.kind.toUpperCase()}_SUBMITTED`,
      subject: `users/${actor.id}`,
      before: null,
      // The outcome only: answers stay in their own table.
      after: { answerId: Number(row.id), version: entry.version, ...outcomeOf(entry.kind, entry.result) },
      requestId: actor.requestId,
      request: { ip: actor.ip, userAgent: actor.userAgent },
    },
    transaction,
  );
  return Number(row.id);
}

function outcomeOf(kind: QuestionnaireKind, result: Record<string, unknown>): Record<string, unknown> {
  if (kind === 'suitability') return { score: result.score, type: result.type };
  if (kind === 'fatca') return { usPerson: result.usPerson };
  return { eddRequired: result.eddRequired };
}

export interface AnswersBody {
  version: number;
  answers: Record<string, AnswerValue>;
  otherText: Record<string, string>;
}

function assertNoProblems(problems: ReturnType<typeof answerProblems>): void {
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', 422, { errors: problems });
}

export interface SuitabilityResult {
  id: number;
  version: number;
  score: number;
  rawScore: number;
  type: SuitabilityRiskType;
  investType: Text;
  minScore: number;
  maxScore: number;
  suggestedShare: { minPercent: number; maxPercent: number | null };
  investInfo: Text;
  recommendation: Text;
  funds: { code: string; name: Text }[];
  adviserNote: Text;
  completedAt: string;
  expiresAt: string;
}

/** Scores a complete assessment, keeps it (a retake adds a row) and answers the spec's result. */
export async function submitSuitability(
  ctx: AppContext,
  user: SessionUser,
  actor: Actor,
  body: AnswersBody,
): Promise<SuitabilityResult> {
  return ctx.sequelize.transaction(async (transaction) => {
    const { version, content } = await checkSubmission(ctx, user, 'suitability', body.version, transaction);
    const items = content.pages.flatMap((page) => page.items);
    assertNoProblems(answerProblems(items, body.answers, body.otherText));
    const chosenScores = Object.fromEntries(
      items
        .filter((item) => item.calculate)
        .map((item) => {
          const chosen = chosenValues(body.answers[item.key]);
          return [item.key, item.options.filter((o) => chosen.includes(o.value)).map((o) => o.score ?? 0)];
        }),
    ) as Record<SuitabilityQuestionKey, number[]>;
    const rawScore = suitabilityRawScore(chosenScores);
    const score = suitabilityScoreFromRaw(rawScore);
    const band = suitabilityBandOf(score);
    const text = content.results.find((r) => r.type === band.type)!;
    const strategies = await ctx.sequelize.query<{ code: string; name: Text; min_band: SuitabilityRiskType }>(
      'SELECT code, name, min_band FROM strategies ORDER BY sort_order, code',
      { type: QueryTypes.SELECT, transaction },
    );
    const completedAt = ctx.clock.now();
    const expiresAt = new Date(completedAt);
    expiresAt.setUTCFullYear(expiresAt.getUTCFullYear() + suitabilityValidityYears);
    const result = {
      version,
      score,
      rawScore,
      type: band.type,
      investType: band.label,
      minScore: band.minScore,
      maxScore: band.maxScore,
      suggestedShare: band.suggestedShare,
      investInfo: text.investInfo,
      recommendation: text.recommendation,
      funds: strategies
        .filter((s) => isBandAtLeast(band.type, s.min_band))
        .map((s) => ({ code: s.code, name: s.name })),
      adviserNote: content.adviserNote,
      completedAt: completedAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
    };
    const answers = { answers: body.answers, otherText: body.otherText };
    const id = await storeAnswer(ctx, actor, { kind: 'suitability', version, answers, result }, transaction);
    return { id, ...result };
  });
}

export interface FatcaBody {
  version: number;
  answers: FatcaAnswers;
  agreement: boolean;
}

/** Keeps the FATCA answers; any Yes makes the customer a US person and blocks the account. */
export async function submitFatca(
  ctx: AppContext,
  user: SessionUser,
  actor: Actor,
  body: FatcaBody,
): Promise<{ id: number; version: number; usPerson: boolean; status: QuestionnaireStepStatus }> {
  return ctx.sequelize.transaction(async (transaction) => {
    const { version } = await checkSubmission(ctx, user, 'fatca', body.version, transaction);
    const problems = fatcaAnswerProblems(body.answers).map(({ key, problem }) =>
      problem === 'REQUIRED'
        ? { field: `body.answers.${key}`, code: 'answer.required', message: `Please answer ${key}` }
        : {
            field: `body.answers.${key}`,
            code: 'answer.skipped',
            message: `${key} is skipped after a Yes to 1-3`,
          },
    );
    assertNoProblems(problems);
    if (!body.agreement) throw new AppError('KYC_FATCA_AGREEMENT_REQUIRED', 422);
    const usPerson = isUsPerson(body.answers);
    const result = { usPerson };
    const id = await storeAnswer(
      ctx,
      actor,
      { kind: 'fatca', version, answers: { answers: body.answers, agreement: body.agreement }, result },
      transaction,
    );
    if (usPerson) {
      await ctx.sequelize.query(
        `INSERT INTO kyc_blocks (user_id, reason, created_at) VALUES (:userId, 'FATCA_US_PERSON', :now)
         ON CONFLICT (user_id, reason) DO NOTHING`,
        { replacements: { userId: user.id, now: ctx.clock.now() }, transaction },
      );
      await recordAudit(
        ctx,
        {
          actorId: actor.id,
          action: 'KYC_BLOCKED',
          subject: `users/${user.id}`,
          before: null,
          after: { reason: 'FATCA_US_PERSON', answerId: id },
          requestId: actor.requestId,
          request: { ip: actor.ip, userAgent: actor.userAgent },
        },
        transaction,
      );
    }
    return { id, version, usPerson, status: usPerson ? 'BLOCKED' : 'DONE' };
  });
}

/** Keeps the AML answers and says whether enhanced due diligence (6 months of statements and a document) is due. */
export async function submitAml(
  ctx: AppContext,
  user: SessionUser,
  actor: Actor,
  body: AnswersBody,
): Promise<{ id: number; version: number; eddRequired: boolean; eddReasons: EddReason[] }> {
  return ctx.sequelize.transaction(async (transaction) => {
    const { version, content } = await checkSubmission(ctx, user, 'aml', body.version, transaction);
    assertNoProblems(answerProblems(content.items, body.answers, body.otherText));
    const incomeRange = body.answers.incomeRange as string;
    const reasons = eddReasons(
      {
        countryIncome: body.answers.countryIncome as string,
        incomeRange: (amlIncomeRanges as readonly string[]).includes(incomeRange)
          ? (incomeRange as AmlIncomeRange)
          : 'OTHER',
      },
      content.edd.highRiskCountries,
    );
    const result = { eddRequired: reasons.length > 0, eddReasons: reasons };
    const answers = { answers: body.answers, otherText: body.otherText };
    const id = await storeAnswer(ctx, actor, { kind: 'aml', version, answers, result }, transaction);
    return { id, version, ...result };
  });
}
