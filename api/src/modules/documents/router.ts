import { bangkokDate, documents } from '@fund/domain';
import { languages } from '@fund/messages';
import type { Response } from 'express';
import Joi from 'joi';
import { fileAnswer, listOf, noBody } from '../../platform/answer-schemas.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { listHandler, listQuery, pageOfAll } from '../../platform/simple-rest.ts';
import { actorOf } from '../audit/service.ts';
import { requireStaff, requireUser } from '../auth/guards.ts';
import { lookupOne } from '../feature-flags/service.ts';
import {
  investorDocumentAnswer,
  replacedTaxInvoiceAnswer,
  resentDocumentAnswer,
  statementMonthsAnswer,
  statementRequestAnswer,
  statementRunAnswer,
} from './answers.ts';
import { type DocumentFile, documentFile, documentsOf } from './catalogue.ts';
import { requestStatementRun } from './jobs.ts';
import {
  getStatementRun,
  listStatementRuns,
  processStatementRun,
  retryFailedStatements,
  startStatementRun,
  statementMonthsOf,
  statementOnRequest,
} from './monthly-statements.ts';
import { resendDocument } from './resend.ts';
import { requestStatement, sendRequestedStatement, statementRequestsOf } from './statement-requests.ts';
import { replaceTaxInvoice } from './tax-invoices.ts';
import { toStaffInvoice } from './views.ts';

const invoiceParams = Joi.object({
  id: Joi.string()
    .pattern(/^tax-invoice-[1-9]\d{0,15}$/)
    .required(),
});
const documentParams = Joi.object({
  id: Joi.string()
    .pattern(/^[a-z-]+-[1-9]\d{0,15}$/)
    .required(),
});
const resendParams = Joi.object({
  id: Joi.number().integer().min(1).max(Number.MAX_SAFE_INTEGER).required(),
  documentId: Joi.string()
    .pattern(/^(tax-invoice|confirmation|statement)-[1-9]\d{0,15}$/)
    .required(),
});
const fileQuery = Joi.object({ lang: Joi.string().valid(...languages) });
const staffListQuery = listQuery(
  ['createdAt'],
  Joi.object({ userId: Joi.number().integer().min(1).max(Number.MAX_SAFE_INTEGER).required() }),
);
const replaceBody = Joi.object({
  reason: Joi.string()
    .trim()
    .min(documents.replaceReasonLength.min)
    .max(documents.replaceReasonLength.max)
    .required(),
});
const monthField = Joi.string()
  .pattern(/^\d{4}-(0[1-9]|1[0-2])$/)
  .required();
const statementBody = Joi.object({ month: monthField });
const runParams = Joi.object({ id: Joi.number().integer().min(1).max(Number.MAX_SAFE_INTEGER).required() });

/** A run staff started or retried goes to the worker's queue; with none (tests, tools) it is done at once. */
async function carryOn(ctx: AppContext, runId: number) {
  if (!(await requestStatementRun(ctx, runId))) await processStatementRun(ctx, runId);
}

/** Documents an investor keeps (DESIGN §4 "Documents", §6): tax invoices, confirmations, the contract. */
export function documentRoutes(routes: ApiRoutes, ctx: AppContext): void {
  const user = [requireUser];
  const readers = [requireStaff('read')];
  const keepers = [requireStaff('keepDocuments')];

  routes.addGuarded(
    {
      method: 'get',
      path: '/documents',
      summary:
        "The investor's documents, newest first: tax invoices (issued and cancelled), order confirmations, the signed contract; each with the path that serves it",
      tag: 'documents',
      access: 'user',
      responses: {
        200: '[{ id, kind: CONTRACT|TAX_INVOICE|ORDER_CONFIRMATION, title: { th, en }, date, number, status, orderRef, strategyCode, total, createdAt, url }]',
        401: 'AUTH_REQUIRED',
      },
      answers: { 200: Joi.array().items(investorDocumentAnswer) },
    },
    user,
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(await documentsOf(ctx, req.user!.id));
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/documents/:id/file',
      summary:
        "One of the investor's documents as a PDF (lang th: Buddhist-era dates; en), the same bytes every time; tax invoices only while invoiceDownload is on",
      tag: 'documents',
      access: 'user',
      request: { params: documentParams, query: fileQuery },
      responses: {
        200: 'application/pdf; header X-Checksum-SHA256',
        401: 'AUTH_REQUIRED',
        403: 'DOCUMENT_DOWNLOAD_DISABLED',
        404: 'NOT_FOUND',
      },
      answers: { 200: fileAnswer('application/pdf') },
    },
    user,
    async (req, res) => {
      const invoiceDownload = (await lookupOne(ctx, 'invoiceDownload')).enabled;
      const language = (req.query.lang as 'th' | 'en' | undefined) ?? req.user!.language ?? 'th';
      sendPdf(
        res,
        await documentFile(ctx, String(req.params.id), language, { userId: req.user!.id, invoiceDownload }),
      );
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/documents/statement-months',
      summary:
        'The months the investor may ask a monthly statement of, newest first: every month that has ended since their first settled order',
      tag: 'documents',
      access: 'user',
      responses: { 200: "{ months: ['YYYY-MM'] }", 401: 'AUTH_REQUIRED' },
      answers: { 200: statementMonthsAnswer },
    },
    user,
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json({ months: await statementMonthsOf(ctx, req.user!.id) });
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/documents/statement-requests',
      summary:
        "The investor's statement requests to staff, newest first: each month asked for, waiting or sent, with the statement once sent",
      tag: 'documents',
      access: 'user',
      responses: {
        200: '[{ id, reference, month, status: WAITING|SENT, requestedAt, sentAt, document }]',
        401: 'AUTH_REQUIRED',
      },
      answers: { 200: Joi.array().items(statementRequestAnswer) },
    },
    user,
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(await statementRequestsOf(ctx, req.user!.id));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/documents/statement-requests',
      summary:
        'Ask staff for the statement of a past month (YYYY-MM), as the Statements page offers while performanceReport is off; asking again for a month still waiting answers that request (200)',
      tag: 'documents',
      access: 'user',
      request: { body: statementBody },
      responses: {
        201: '{ id, reference, month, status: WAITING, requestedAt, sentAt: null, document: null }',
        200: 'The request already waiting for that month',
        401: 'AUTH_REQUIRED',
        404: 'STATEMENT_NOTHING_HELD',
        422: 'STATEMENT_MONTH_NOT_ENDED',
      },
      answers: { 200: statementRequestAnswer, 201: statementRequestAnswer },
    },
    user,
    async (req, res) => {
      const { request, created } = await requestStatement(ctx, req.user!.id, req.body.month);
      res.status(created ? 201 : 200).json(request);
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/admin/inbox/:id/send-statement',
      summary:
        "Send the statement an investor asked for: made by the monthly run's code, the request closed with a note, the investor e-mailed (audited)",
      tag: 'admin',
      access: 'staff',
      request: { params: Joi.object({ id: Joi.number().integer().positive().required() }) },
      responses: { 204: 'Sent', 404: 'NOT_FOUND', 409: 'STATEMENT_REQUEST_CLOSED' },
      answers: { 204: noBody },
    },
    [requireStaff('answerInbox')],
    async (req, res) => {
      await sendRequestedStatement(ctx, Number(req.params.id), actorOf(req));
      res.status(204).end();
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/documents/statements',
      summary:
        "The investor's monthly statement of a past month (YYYY-MM), made now if no run made it yet; while performanceReport is off statements are requested from staff instead",
      tag: 'documents',
      access: 'user',
      request: { body: statementBody },
      responses: {
        200: '{ id, kind: MONTHLY_STATEMENT, title: { th, en }, date, createdAt, url }',
        401: 'AUTH_REQUIRED',
        403: 'STATEMENTS_DISABLED',
        404: 'STATEMENT_NOTHING_HELD',
        422: 'STATEMENT_MONTH_NOT_ENDED',
      },
      answers: { 200: investorDocumentAnswer },
    },
    user,
    async (req, res) => {
      if (!(await lookupOne(ctx, 'performanceReport')).enabled) {
        throw new AppError('STATEMENTS_DISABLED', 403);
      }
      res.json(await statementOnRequest(ctx, req.user!.id, req.body.month));
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/statement-runs',
      summary:
        'Monthly statement runs, newest first, with their progress (generated, failed, pending, e-mailed)',
      tag: 'admin',
      access: 'staff',
      request: { query: listQuery(['id']) },
      responses: { 200: 'Runs; Content-Range header', 403: 'AUTH_FORBIDDEN' },
      answers: { 200: listOf(statementRunAnswer) },
    },
    readers,
    listHandler('statement-runs', async (_params, page) => pageOfAll(await listStatementRuns(ctx), page)),
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/statement-runs/:id',
      summary: 'One monthly statement run with its progress',
      tag: 'admin',
      access: 'staff',
      request: { params: runParams },
      responses: { 200: 'Run', 403: 'AUTH_FORBIDDEN', 404: 'NOT_FOUND' },
      answers: { 200: statementRunAnswer },
    },
    readers,
    async (req, res) => {
      res.json(await getStatementRun(ctx, Number(req.params.id)));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/admin/statement-runs',
      summary:
        "Starts a run of a past month's statements for every investor who held units or traded in it (the worker does it on the first business day of each month); audited",
      tag: 'admin',
      access: 'staff',
      request: { body: statementBody },
      responses: {
        201: 'Run',
        403: 'AUTH_FORBIDDEN',
        422: 'STATEMENT_MONTH_NOT_ENDED | VALIDATION_FAILED',
      },
      answers: { 201: statementRunAnswer },
    },
    keepers,
    async (req, res) => {
      if (!documents.isPastMonth(req.body.month, bangkokDate(ctx.clock.now()))) {
        throw new AppError('STATEMENT_MONTH_NOT_ENDED', 422);
      }
      const runId = (await startStatementRun(ctx, req.body.month, { cause: 'STAFF', actor: actorOf(req) }))!;
      await carryOn(ctx, runId);
      res.status(201).json(await getStatementRun(ctx, runId));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/admin/statement-runs/:id/retry',
      summary: "Generates a run's failed statements again; audited",
      tag: 'admin',
      access: 'staff',
      request: { params: runParams },
      responses: {
        200: 'Run',
        403: 'AUTH_FORBIDDEN',
        404: 'NOT_FOUND',
        409: 'STATEMENT_RUN_HAS_NO_FAILURES',
      },
      answers: { 200: statementRunAnswer },
    },
    keepers,
    async (req, res) => {
      const runId = Number(req.params.id);
      await retryFailedStatements(ctx, runId, actorOf(req));
      await carryOn(ctx, runId);
      res.json(await getStatementRun(ctx, runId));
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/documents',
      summary: "One investor's documents (react-admin; filter userId required)",
      tag: 'admin',
      access: 'staff',
      request: { query: staffListQuery },
      responses: { 200: 'Documents; Content-Range header', 403: 'AUTH_FORBIDDEN', 422: 'VALIDATION_FAILED' },
      answers: { 200: listOf(investorDocumentAnswer) },
    },
    readers,
    listHandler('documents', async (params, page) =>
      pageOfAll(await documentsOf(ctx, Number(params.filter!.userId)), page),
    ),
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/documents/:id/file',
      summary: "Any investor's document as a PDF, the same bytes the investor downloads",
      tag: 'admin',
      access: 'staff',
      request: { params: documentParams, query: fileQuery },
      responses: { 200: 'application/pdf', 403: 'AUTH_FORBIDDEN', 404: 'NOT_FOUND' },
      answers: { 200: fileAnswer('application/pdf') },
    },
    readers,
    async (req, res) => {
      const language = (req.query.lang as 'th' | 'en' | undefined) ?? 'th';
      sendPdf(
        res,
        await documentFile(ctx, String(req.params.id), language, { userId: null, invoiceDownload: true }),
      );
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/admin/users/:id/documents/:documentId/resend',
      summary:
        "E-mails one of the investor's documents to them again, in their language: a link to the very file kept for it (its SHA-256 in the e-mail); a cancelled tax invoice is refused; audited",
      tag: 'admin',
      access: 'staff',
      request: { params: resendParams },
      responses: {
        200: '{ id, language, sha256, recipient }',
        403: 'AUTH_FORBIDDEN',
        404: 'NOT_FOUND (no such document of this investor)',
        409: 'DOCUMENT_CANCELLED_NOT_RESENT',
        422: 'VALIDATION_FAILED',
      },
      answers: { 200: resentDocumentAnswer },
    },
    keepers,
    async (req, res) => {
      res.json(await resendDocument(ctx, actorOf(req), Number(req.params.id), String(req.params.documentId)));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/admin/documents/:id/replace',
      summary:
        'Cancels a tax invoice in force with the reason and issues its replacement (same order and fee, the seller and buyer as they stand now, the next number); audited',
      tag: 'admin',
      access: 'staff',
      request: { params: invoiceParams, body: replaceBody },
      responses: {
        200: '{ cancelled: TaxInvoice, replacement: TaxInvoice }',
        403: 'AUTH_FORBIDDEN',
        404: 'NOT_FOUND',
        409: 'TAX_INVOICE_ALREADY_CANCELLED',
        422: 'VALIDATION_FAILED',
      },
      answers: { 200: replacedTaxInvoiceAnswer },
    },
    keepers,
    async (req, res) => {
      const id = Number(String(req.params.id).slice('tax-invoice-'.length));
      const { cancelled, replacement } = await replaceTaxInvoice(ctx, actorOf(req), id, req.body.reason);
      res.json({ cancelled: toStaffInvoice(cancelled), replacement: toStaffInvoice(replacement) });
    },
  );
}

function sendPdf(res: Response, file: DocumentFile): void {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Checksum-SHA256', file.sha256);
  res.send(file.content);
}
