import { suitabilityStanding } from '@fund/domain';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { requireUser } from '../auth/guards.ts';
import { actorOf } from '../security/actor.ts';
import {
  amlBody,
  amlResultAnswer,
  fatcaBody,
  fatcaResultAnswer,
  kindParams,
  questionnaireAnswer,
  suitabilityBody,
  suitabilityResultAnswer,
  suitabilityStandingAnswer,
} from './schemas.ts';
import {
  currentQuestionnaire,
  questionnaireStatus,
  submitAml,
  submitFatca,
  submitSuitability,
} from './service.ts';
import type { QuestionnaireKind } from './types.ts';

/** The investor's questionnaires: the current version of each, and their own answers only. */
export function questionnaireRoutes(routes: ApiRoutes, ctx: AppContext): void {
  routes.addGuarded(
    {
      method: 'get',
      path: '/questionnaires/:kind',
      summary: 'The current version of a questionnaire (suitability, fatca or aml), in Thai and English',
      tag: 'kyc',
      access: 'user',
      request: { params: kindParams },
      responses: {
        200: 'suitability: { kind, version, title, pages: [{ number, title, items }], results, adviserNote }; fatca: { kind, version, title, parts, disclaimer, agreementCheck }; aml: { kind, version, title, items, edd }. An item is { key, label, options: [{ value, label, score?, other? }], other, select, calculate, multipleChoice, required }',
        401: 'AUTH_REQUIRED',
        422: 'VALIDATION_FAILED',
      },
      answers: { 200: questionnaireAnswer },
    },
    [requireUser],
    async (req, res) => {
      const { kind, version, content } = await currentQuestionnaire(
        ctx,
        req.params.kind as QuestionnaireKind,
      );
      res.setHeader('Cache-Control', 'private, no-cache');
      res.json({ kind, version, ...content });
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/kyc/suitability',
      summary: "The signed-in investor's latest suitability result",
      tag: 'kyc',
      access: 'user',
      responses: {
        200: 'The result, as answered by POST /kyc/suitability, and its standing now: VALID, EXPIRING (from 30 days before its expiresAt; the investor is told to redo it) or EXPIRED (increases and switches are refused until it is redone)',
        401: 'AUTH_REQUIRED',
        404: 'KYC_ASSESSMENT_NOT_DONE',
      },
      answers: { 200: suitabilityStandingAnswer },
    },
    [requireUser],
    async (req, res) => {
      const { suitability } = await questionnaireStatus(ctx, req.user!.id);
      if (!suitability.result) throw new AppError('KYC_ASSESSMENT_NOT_DONE', 404);
      res.setHeader('Cache-Control', 'no-store');
      const expiresAt = new Date(String(suitability.result.expiresAt));
      res.json({ ...suitability.result, standing: suitabilityStanding(expiresAt, ctx.clock.now()) });
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/kyc/suitability',
      summary:
        'Answer the suitability assessment (a retake adds a new answer); answers its score and risk band',
      tag: 'kyc',
      access: 'user',
      request: { body: suitabilityBody },
      responses: {
        201: '{ id, version, score, rawScore, type, investType, minScore, maxScore, suggestedShare: { minPercent, maxPercent }, investInfo, recommendation, funds: [{ code, name }], adviserNote, completedAt, expiresAt }',
        401: 'AUTH_REQUIRED',
        403: 'KYC_NOT_FOR_JURISTIC, KYC_BLOCKED',
        409: 'QUESTIONNAIRE_VERSION_STALE',
        422: 'VALIDATION_FAILED (errors per answer: answer.required, answer.option, answer.single, answer.otherRequired, …)',
      },
      answers: { 201: suitabilityResultAnswer },
    },
    [requireUser],
    async (req, res) => {
      res.status(201).json(await submitSuitability(ctx, req.user!, actorOf(req), req.body));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/kyc/fatca',
      summary: 'Answer the FATCA form; any Yes makes the customer a US person and blocks the account',
      tag: 'kyc',
      access: 'user',
      request: { body: fatcaBody },
      responses: {
        201: '{ id, version, usPerson, status: DONE | BLOCKED }',
        401: 'AUTH_REQUIRED',
        403: 'KYC_NOT_FOR_JURISTIC, KYC_BLOCKED',
        409: 'QUESTIONNAIRE_VERSION_STALE',
        422: 'VALIDATION_FAILED (answer.required, answer.skipped), KYC_FATCA_AGREEMENT_REQUIRED',
      },
      answers: { 201: fatcaResultAnswer },
    },
    [requireUser],
    async (req, res) => {
      res.status(201).json(await submitFatca(ctx, req.user!, actorOf(req), req.body));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/kyc/aml',
      summary: 'Answer the AML questionnaire; says whether enhanced due diligence documents are needed',
      tag: 'kyc',
      access: 'user',
      request: { body: amlBody },
      responses: {
        201: '{ id, version, eddRequired, eddReasons: (HIGH_RISK_COUNTRY | INCOME_BELOW_PLANNED_INVESTMENT | INCOME_NOT_STATED)[] }',
        401: 'AUTH_REQUIRED',
        403: 'KYC_BLOCKED',
        409: 'QUESTIONNAIRE_VERSION_STALE',
        422: 'VALIDATION_FAILED',
      },
      answers: { 201: amlResultAnswer },
    },
    [requireUser],
    async (req, res) => {
      res.status(201).json(await submitAml(ctx, req.user!, actorOf(req), req.body));
    },
  );
}
