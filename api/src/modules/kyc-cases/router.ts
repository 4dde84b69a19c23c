import type { Request } from 'express';
import type { AppContext } from '../../platform/context.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { listHandler } from '../../platform/simple-rest.ts';
import { actorOf } from '../audit/service.ts';
import { requireStaff, requireUser } from '../auth/guards.ts';
import { caseDetailAnswer, caseListAnswer, submittedAnswer } from './answers.ts';
import { caseDetail } from './case-detail.ts';
import { caseForReader } from './case-masking.ts';
import { listCases } from './cases.ts';
import { approveCase, blockCase, rejectCase, requestRevision } from './decisions.ts';
import { approveBody, blockBody, caseIdParams, caseListQuery, rejectBody, revisionBody } from './schemas.ts';
import { submitCase } from './submit.ts';

const actionAnswer = 'The case, as GET /admin/kyc-cases/{id}';
const actionErrors = {
  403: 'AUTH_FORBIDDEN (compliance and admin only)',
  404: 'NOT_FOUND',
  409: 'KYC_CASE_STATE',
  422: 'VALIDATION_FAILED',
};

/** The investor's submission and the compliance review of KYC cases (issue 5 "Review" and "Backoffice"). */
export function kycCaseRoutes(routes: ApiRoutes, ctx: AppContext): void {
  routes.addGuarded(
    {
      method: 'post',
      path: '/kyc/submit',
      summary: 'Send the completed onboarding for the compliance review (the case becomes PENDING)',
      tag: 'kyc',
      access: 'user',
      responses: {
        200: '{ status: "PENDING", submittedAt }',
        401: 'AUTH_REQUIRED',
        403: 'KYC_JURISTIC_CUSTOMER_SERVICE',
        409: 'KYC_STEPS_INCOMPLETE (details.missing: step keys), KYC_CASE_STATE',
      },
      answers: { 200: submittedAnswer },
    },
    [requireUser],
    async (req, res) => {
      res.json(await submitCase(ctx, req.user!.id, actorOf(req)));
    },
  );

  const readers = [requireStaff('read')];
  const deciders = [requireStaff('decideKycCases')];

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/kyc-cases',
      summary:
        'The KYC review queue (filter: status, waitingDaysGte, waitingDaysLte, riskBand, eddRequired, deadlineBefore, q); longest waiting first',
      tag: 'admin',
      access: 'staff',
      request: { query: caseListQuery },
      responses: { 200: 'Cases; Content-Range header', 422: 'VALIDATION_FAILED' },
      answers: { 200: caseListAnswer },
    },
    readers,
    listHandler('kyc-cases', (params) => listCases(ctx, params)),
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/kyc-cases/:id',
      summary: 'One case: every step, answer, document, check result, the contract and the history',
      tag: 'admin',
      access: 'staff',
      request: { params: caseIdParams },
      responses: { 200: 'The case', 404: 'NOT_FOUND' },
      answers: { 200: caseDetailAnswer },
    },
    readers,
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(caseForReader(await caseDetail(ctx, Number(req.params.id)), req.user!.role!));
    },
  );

  const action = (
    path: string,
    summary: string,
    body: Parameters<ApiRoutes['addGuarded']>[0]['request'],
    run: (req: Request) => Promise<void>,
  ) =>
    routes.addGuarded(
      {
        method: 'post',
        path: `/admin/kyc-cases/:id/${path}`,
        summary,
        tag: 'admin',
        access: 'staff',
        request: { params: caseIdParams, ...body },
        responses: { 200: actionAnswer, ...actionErrors },
        answers: { 200: caseDetailAnswer },
      },
      deciders,
      async (req, res) => {
        await run(req);
        res.json(await caseDetail(ctx, Number(req.params.id)));
      },
    );

  action(
    'approve',
    'PENDING → VERIFIED: every step, the contract and the bank account verified; approval e-mail (audited)',
    { body: approveBody },
    (req) => approveCase(ctx, Number(req.params.id), actorOf(req), req.body.note),
  );
  action(
    'reject',
    'PENDING → REJECTED with reasons per step; those steps reopen as "re-enter data"; e-mail (audited)',
    { body: rejectBody },
    (req) => rejectCase(ctx, Number(req.params.id), actorOf(req), req.body),
  );
  action(
    'request-revision',
    'PENDING or VERIFIED → REVIEW until a deadline after today (Bangkok); e-mail (audited)',
    { body: revisionBody },
    (req) => requestRevision(ctx, Number(req.params.id), actorOf(req), req.body),
  );
  action(
    'block',
    'Any state but BLOCKED → BLOCKED (under age, US person, data mismatch, company policy); e-mail (audited); 409 KYC_BLOCK_DISABLED while useBlockedStatus is off',
    { body: blockBody },
    (req) => blockCase(ctx, Number(req.params.id), actorOf(req), req.body),
  );
}
