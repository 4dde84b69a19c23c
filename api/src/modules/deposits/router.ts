import { listOf, storedFileAnswer } from '../../platform/answer-schemas.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { rateLimitByIp } from '../../platform/rate-limit.ts';
import { sendStoredFile } from '../../platform/send-stored-file.ts';
import { listHandler } from '../../platform/simple-rest.ts';
import { actorOf } from '../audit/service.ts';
import { requireStaff, requireUser } from '../auth/guards.ts';
import { receiveUploadedFile } from '../kyc/files.ts';
import { oncePerKey } from '../orders/idempotency.ts';
import { idempotencyKeyDoc, idempotencyKeyHeader } from '../orders/schemas.ts';
import { assertPin } from '../security/pin.ts';
import { depositAnswer, depositQrAnswer, myDepositsAnswer, staffDepositRowAnswer } from './answers.ts';
import { rejectDeposit, verifyDeposit } from './deposit-actions.ts';
import { depositSlip, type StaffDepositsFilter, staffDeposit, staffDeposits } from './deposit-queue.ts';
import { type DepositMethod, loadDeposit } from './deposit-view.ts';
import { attachSlip, depositQr, myDeposits, openDeposit } from './investor-deposits.ts';
import {
  adminDepositsQuery,
  approveDepositBody,
  depositBody,
  depositIdParams,
  myDepositsQuery,
  rejectDepositBody,
} from './schemas.ts';
import { staffDepositAnswer } from './staff-answers.ts';

/** Paying for increase orders (DESIGN §6, spec screen 22): the investor's deposits and the operations queue. */
export function depositRoutes(routes: ApiRoutes, ctx: AppContext): void {
  const user = [requireUser];

  routes.addGuarded(
    {
      method: 'post',
      path: '/deposits',
      summary:
        'Open the deposit paying an increase order and the other confirm increases of its batch (header Idempotency-Key)',
      tag: 'deposits',
      access: 'user',
      request: { body: depositBody },
      headers: [idempotencyKeyDoc],
      responses: {
        200: 'Deposit (the orders already have one)',
        201: 'Deposit { id, ref, amount, method, status, orderIds, slipUploaded, rejectReason, createdAt, verifiedAt, companyAccount }',
        401: 'AUTH_REQUIRED',
        403: 'SECURITY_PIN_* (the PIN, when the investor set one)',
        404: 'NOT_FOUND',
        409: 'DEPOSIT_ORDER_NOT_PAYABLE, DEPOSIT_QR_DISABLED',
        422: 'VALIDATION_FAILED, ORDER_IDEMPOTENCY_KEY_REQUIRED, ORDER_IDEMPOTENCY_MISMATCH',
      },
      answers: { 200: depositAnswer, 201: depositAnswer },
    },
    [...user, rateLimitByIp(ctx.sequelize, { keyPrefix: 'deposits', points: 60, durationSeconds: 60 })],
    async (req, res) => {
      const key = idempotencyKeyHeader.validate(req.get('Idempotency-Key'));
      if (key.error || !key.value) throw new AppError('ORDER_IDEMPOTENCY_KEY_REQUIRED', 422);
      const { pin, ...request } = req.body as { orderId: number; method: DepositMethod; pin?: string };
      const userId = req.user!.id;
      await assertPin(ctx, userId, pin);
      // The request is tagged so a key first used for an order is not taken for the same deposit body.
      const answer = await oncePerKey(ctx, userId, key.value, { deposit: request }, (transaction) =>
        openDeposit(ctx, userId, request, transaction),
      );
      res.status(answer.status).json(answer.body);
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/deposits',
      summary: "The investor's deposits, newest first (page, pageSize)",
      tag: 'deposits',
      access: 'user',
      request: { query: myDepositsQuery },
      responses: { 200: '{ data: Deposit[], total, page }', 401: 'AUTH_REQUIRED', 422: 'VALIDATION_FAILED' },
      answers: { 200: myDepositsAnswer },
    },
    user,
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      const { page, pageSize } = req.query as unknown as { page: number; pageSize: number };
      res.json(await myDeposits(ctx, req.user!.id, page, pageSize));
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/deposits/:id',
      summary: 'One of the investor’s deposits (404 for anyone else’s)',
      tag: 'deposits',
      access: 'user',
      request: { params: depositIdParams },
      responses: { 200: 'Deposit', 401: 'AUTH_REQUIRED', 404: 'NOT_FOUND' },
      answers: { 200: depositAnswer },
    },
    user,
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(await loadDeposit(ctx, Number(req.params.id), { userId: req.user!.id }));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/deposits/:id/slip',
      summary:
        'Upload the transfer slip (multipart, field file: JPEG, PNG or PDF read from the bytes, at most 10 MB; images re-encoded)',
      tag: 'deposits',
      access: 'user',
      request: { params: depositIdParams },
      responses: {
        200: 'Deposit (status PENDING, slipUploaded true)',
        401: 'AUTH_REQUIRED',
        404: 'NOT_FOUND',
        409: 'DEPOSIT_NOT_OPEN',
        422: 'FILE_REQUIRED, FILE_TYPE_NOT_ALLOWED, KYC_FILE_TOO_LARGE',
        429: 'RATE_LIMITED',
      },
      answers: { 200: depositAnswer },
    },
    [
      ...user,
      rateLimitByIp(ctx.sequelize, { keyPrefix: 'deposit-slip', points: 30, durationSeconds: 600 }),
      receiveUploadedFile,
    ],
    async (req, res) => {
      res.json(await attachSlip(ctx, req.user!.id, Number(req.params.id), req.file));
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/deposits/:id/qr',
      summary:
        'The PromptPay QR of a QR deposit: EMVCo payload for the exact amount, its reference, a PNG data URL',
      tag: 'deposits',
      access: 'user',
      request: { params: depositIdParams },
      responses: {
        200: '{ payload, amount, reference, imageDataUrl }',
        401: 'AUTH_REQUIRED',
        404: 'NOT_FOUND',
        409: 'DEPOSIT_NOT_QR, DEPOSIT_QR_DISABLED, DEPOSIT_NOT_OPEN',
      },
      answers: { 200: depositQrAnswer },
    },
    user,
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(await depositQr(ctx, req.user!.id, Number(req.params.id)));
    },
  );

  const staff = [requireStaff('handleDeposits')];

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/deposits',
      summary:
        "The deposits queue, each with `bankNotification: 'MATCHED' | 'AMOUNT_DIFFERS' | 'NAME_MISMATCH' | null` (the latest checked QR payment notification) (react-admin; filters status, method, userId, q: reference, e-mail or name)",
      tag: 'admin',
      access: 'staff',
      request: { query: adminDepositsQuery },
      responses: { 200: 'Deposits; Content-Range header', 401: 'AUTH_REQUIRED', 403: 'AUTH_FORBIDDEN' },
      answers: { 200: listOf(staffDepositRowAnswer) },
    },
    staff,
    listHandler('deposits', (params, { offset, limit }) =>
      staffDeposits(
        ctx,
        (params.filter ?? {}) as StaffDepositsFilter,
        params.sort ?? ['id', 'DESC'],
        offset,
        limit,
      ),
    ),
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/deposits/:id',
      summary:
        'One deposit with the investor, the name on their bank account, the slip, the orders, the bank’s QR payment notifications (qrNotifications) and verifiedByBankTransactionId when the bank’s notification verified it',
      tag: 'admin',
      access: 'staff',
      request: { params: depositIdParams },
      responses: { 200: 'Deposit', 403: 'AUTH_FORBIDDEN', 404: 'NOT_FOUND' },
      answers: { 200: staffDepositAnswer },
    },
    staff,
    async (req, res) => {
      res.json(await staffDeposit(ctx, Number(req.params.id)));
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/deposits/:id/slip',
      summary: 'The bytes of the deposit’s transfer slip',
      tag: 'admin',
      access: 'staff',
      request: { params: depositIdParams },
      responses: { 200: 'image/jpeg, image/png or application/pdf', 403: 'AUTH_FORBIDDEN', 404: 'NOT_FOUND' },
      answers: { 200: storedFileAnswer },
    },
    staff,
    async (req, res) => {
      await sendStoredFile(ctx, res, await depositSlip(ctx, Number(req.params.id)));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/admin/deposits/:id/approve',
      summary:
        'Verify a deposit (PENDING → VERIFIED; audited with the optional note; the investor is e-mailed)',
      tag: 'admin',
      access: 'staff',
      request: { params: depositIdParams, body: approveDepositBody },
      responses: { 200: 'Deposit', 403: 'AUTH_FORBIDDEN', 404: 'NOT_FOUND', 409: 'DEPOSIT_NOT_PENDING' },
      answers: { 200: staffDepositAnswer },
    },
    staff,
    async (req, res) => {
      res.json(await verifyDeposit(ctx, Number(req.params.id), actorOf(req), req.body.note));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/admin/deposits/:id/reject',
      summary: 'Reject a deposit with the reason the investor reads (audited; the investor is e-mailed)',
      tag: 'admin',
      access: 'staff',
      request: { params: depositIdParams, body: rejectDepositBody },
      responses: {
        200: 'Deposit',
        403: 'AUTH_FORBIDDEN',
        404: 'NOT_FOUND',
        409: 'DEPOSIT_NOT_PENDING',
        422: 'VALIDATION_FAILED',
      },
      answers: { 200: staffDepositAnswer },
    },
    staff,
    async (req, res) => {
      res.json(await rejectDeposit(ctx, Number(req.params.id), actorOf(req), req.body.reason));
    },
  );
}
