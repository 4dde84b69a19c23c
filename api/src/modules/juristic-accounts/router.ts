import { listOf, storedFileAnswer } from '../../platform/answer-schemas.ts';
import type { AppContext } from '../../platform/context.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { sendStoredFile } from '../../platform/send-stored-file.ts';
import { listHandler } from '../../platform/simple-rest.ts';
import { validate } from '../../platform/validate.ts';
import { actorOf } from '../audit/service.ts';
import { requireStaff } from '../auth/guards.ts';
import { defaultKycAdapters, type KycAdapters } from '../kyc/adapters.ts';
import { receiveUploadedFile } from '../kyc/files.ts';
import { accountDetail, listAccounts, openAccount } from './accounts.ts';
import { juristicAccountAnswer, juristicAccountDetailAnswer, juristicFileAnswer } from './answers.ts';
import { approveAccount, rejectAccount } from './decisions.ts';
import { findJuristicFile, storeJuristicFile } from './files.ts';
import {
  accountIdParams,
  accountListQuery,
  fileIdParams,
  fileUploadBody,
  openAccountBody,
  rejectBody,
} from './schemas.ts';

/**
 * Juristic (company) accounts (DESIGN §4: corporate accounts cannot self-open): customer service open them with
 * the company's documents, compliance approve or refuse them, never the one who prepared them.
 */
export function juristicAccountRoutes(
  routes: ApiRoutes,
  ctx: AppContext,
  adapters: KycAdapters = defaultKycAdapters(),
): void {
  const readers = [requireStaff('read')];
  const openers = [requireStaff('openJuristicAccounts')];
  const deciders = [requireStaff('decideJuristicAccounts')];
  const noStore = (res: { setHeader(name: string, value: string): unknown }) =>
    res.setHeader('Cache-Control', 'no-store');

  routes.addGuarded(
    {
      method: 'post',
      path: '/admin/juristic-account-files',
      summary:
        'Customer service upload a company document (multipart: kind, file) before opening the account with it: JPEG, PNG or PDF read from the bytes, at most 10 MB (audited)',
      tag: 'admin',
      access: 'staff',
      responses: {
        201: '{ id, kind, fileName, mimeType, sizeBytes, createdAt, url }',
        403: 'AUTH_FORBIDDEN (customer service and admin only)',
        422: 'VALIDATION_FAILED, FILE_REQUIRED, FILE_TYPE_NOT_ALLOWED, KYC_FILE_TOO_LARGE, PDF_ACTIVE_CONTENT',
      },
      answers: { 201: juristicFileAnswer },
    },
    [...openers, receiveUploadedFile, validate({ body: fileUploadBody })],
    async (req, res) => {
      res.status(201).json(await storeJuristicFile(ctx, actorOf(req), req.body.kind, req.file));
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/juristic-account-files/:id',
      summary: 'The bytes of a company document, to staff only',
      tag: 'admin',
      access: 'staff',
      request: { params: fileIdParams },
      responses: { 200: 'image/jpeg, image/png or application/pdf', 404: 'NOT_FOUND' },
      answers: { 200: storedFileAnswer },
    },
    readers,
    async (req, res) => {
      const file = await findJuristicFile(ctx, String(req.params.id));
      await sendStoredFile(ctx, res, file);
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/juristic-accounts',
      summary: 'Juristic accounts (filter: status, q by name or registration number); oldest waiting first',
      tag: 'admin',
      access: 'staff',
      request: { query: accountListQuery },
      responses: { 200: 'Accounts; Content-Range header', 422: 'VALIDATION_FAILED' },
      answers: { 200: listOf(juristicAccountAnswer) },
    },
    readers,
    listHandler('juristic-accounts', (params) => listAccounts(ctx, params)),
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/juristic-accounts/:id',
      summary:
        'One juristic account: the company, its authorised persons, risk level, documents and decision',
      tag: 'admin',
      access: 'staff',
      request: { params: accountIdParams },
      responses: { 200: 'The account with files [{ id, kind, fileName, mimeType, url }]', 404: 'NOT_FOUND' },
      answers: { 200: juristicAccountDetailAnswer },
    },
    readers,
    async (req, res) => {
      noStore(res);
      res.json(await accountDetail(ctx, Number(req.params.id)));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/admin/juristic-accounts',
      summary:
        'Customer service open a juristic account: company, registration number (13 digits, check digit), address, authorised persons (each checked with DOPA, 20 or over), the three documents, the risk level with a reason; it waits for compliance (audited)',
      tag: 'admin',
      access: 'staff',
      request: { body: openAccountBody },
      responses: {
        201: 'The account (status PENDING) with its files',
        403: 'AUTH_FORBIDDEN (customer service and admin only)',
        409: 'JURISTIC_REGISTRATION_NUMBER_TAKEN, JURISTIC_EMAIL_TAKEN',
        422: 'VALIDATION_FAILED, JURISTIC_DOCUMENTS_MISSING, JURISTIC_DOCUMENT_UNKNOWN, JURISTIC_PERSON_UNDER_AGE, JURISTIC_PERSON_MISMATCH',
      },
      answers: { 201: juristicAccountDetailAnswer },
    },
    openers,
    async (req, res) => {
      const account = await openAccount(ctx, adapters.dopa, actorOf(req), req.body);
      res.status(201).json(await accountDetail(ctx, account.id));
    },
  );

  const decisionErrors = {
    403: 'AUTH_FORBIDDEN (compliance and admin only), JURISTIC_MAKER_CANNOT_DECIDE',
    404: 'NOT_FOUND',
    409: 'JURISTIC_ACCOUNT_STATE, JURISTIC_EMAIL_TAKEN',
    422: 'VALIDATION_FAILED',
  };
  routes.addGuarded(
    {
      method: 'post',
      path: '/admin/juristic-accounts/:id/approve',
      summary:
        'PENDING → APPROVED: the company’s portal sign-in is created ready to invest and the authorised person is e-mailed a set-password link (audited)',
      tag: 'admin',
      access: 'staff',
      request: { params: accountIdParams },
      responses: { 200: 'The account', ...decisionErrors },
      answers: { 200: juristicAccountDetailAnswer },
    },
    deciders,
    async (req, res) => {
      await approveAccount(ctx, Number(req.params.id), actorOf(req));
      res.json(await accountDetail(ctx, Number(req.params.id)));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/admin/juristic-accounts/:id/reject',
      summary: 'PENDING → REJECTED with a reason; nothing is created (audited)',
      tag: 'admin',
      access: 'staff',
      request: { params: accountIdParams, body: rejectBody },
      responses: { 200: 'The account', ...decisionErrors },
      answers: { 200: juristicAccountDetailAnswer },
    },
    deciders,
    async (req, res) => {
      await rejectAccount(ctx, Number(req.params.id), actorOf(req), req.body.reason);
      res.json(await accountDetail(ctx, Number(req.params.id)));
    },
  );
}
