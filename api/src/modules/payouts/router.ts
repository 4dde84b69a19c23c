import { investing } from '@fund/domain';
import Joi from 'joi';
import { fileAnswer, listOf } from '../../platform/answer-schemas.ts';
import { calendarDay, strategyCode } from '../../platform/common-schemas.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { listHandler, listQuery } from '../../platform/simple-rest.ts';
import { actorOf } from '../audit/service.ts';
import { requireStaff, requireUser } from '../auth/guards.ts';
import { answerBatch, answerPayout, requeuePayout, returnPayout, sendWalletBatch } from './actions.ts';
import { payoutAnswer, payoutBatchAnswer, preparedBatchAnswer, staffPayoutAnswer } from './answers.ts';
import { batchFile, listBatches, loadBatch, prepareBatch, toBatch } from './batches.ts';
import { loadPayoutRow, myPayouts, staffPayouts, toInvestorPayout, toStaffPayout } from './queries.ts';

const idParams = Joi.object({ id: Joi.number().integer().min(1).max(Number.MAX_SAFE_INTEGER).required() });
const bankReference = Joi.string()
  .trim()
  .pattern(/^[A-Za-z0-9][A-Za-z0-9/_-]{2,63}$/)
  .required();
const paidBody = Joi.object({ bankReference });
const failedBody = Joi.object({ reason: Joi.string().trim().min(1).max(500).required() });
const returnedBody = Joi.object({ note: Joi.string().trim().min(1).max(500).required() });
const payoutsQuery = listQuery(
  ['valueDate', 'amount', 'id'],
  Joi.object({
    valueDate: calendarDay,
    status: Joi.string().valid(...investing.payoutStatuses),
    bankCode: Joi.string().pattern(/^\d{3}$/),
    strategyCode,
    batchId: Joi.number().integer().min(1),
    receiveType: Joi.string().valid(...investing.payoutChannels),
    q: Joi.string().trim().max(100),
  }),
);
const batchesQuery = listQuery(
  ['valueDate'],
  Joi.object({
    valueDate: calendarDay,
    status: Joi.string().valid(...investing.payoutBatchStatuses),
    channel: Joi.string().valid(...investing.payoutChannels),
  }),
);

/** Money out (DESIGN §4, §6): the investor's payouts, and operations' queue, batches and the bank's answers. */
export function payoutRoutes(routes: ApiRoutes, ctx: AppContext): void {
  const user = [requireUser];
  const readers = [requireStaff('read')];
  const keepers = [requireStaff('payOut')];

  routes.addGuarded(
    {
      method: 'get',
      path: '/payouts',
      summary: "The investor's payouts, newest first (orderId narrows to one order's)",
      tag: 'payouts',
      access: 'user',
      request: { query: Joi.object({ orderId: Joi.number().integer().min(1) }) },
      responses: { 200: 'Payout[]', 401: 'AUTH_REQUIRED', 422: 'VALIDATION_FAILED' },
      answers: { 200: Joi.array().items(payoutAnswer) },
    },
    user,
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(await myPayouts(ctx, req.user!.id, req.query as { orderId?: number }));
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/payouts/:id',
      summary: 'One of the investor’s payouts (404 for anyone else’s)',
      tag: 'payouts',
      access: 'user',
      request: { params: idParams },
      responses: { 200: 'Payout', 401: 'AUTH_REQUIRED', 404: 'NOT_FOUND' },
      answers: { 200: payoutAnswer },
    },
    user,
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(toInvestorPayout(await loadPayoutRow(ctx, Number(req.params.id), { userId: req.user!.id })));
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/payouts',
      summary:
        'The payouts queue (react-admin; filters valueDate, status, bankCode, strategyCode, batchId, q: e-mail or order ref)',
      tag: 'admin',
      access: 'staff',
      request: { query: payoutsQuery },
      responses: { 200: 'Payouts; Content-Range header', 403: 'AUTH_FORBIDDEN' },
      answers: { 200: listOf(staffPayoutAnswer) },
    },
    readers,
    listHandler('payouts', (params, { offset, limit }) =>
      staffPayouts(ctx, params.filter ?? {}, params.sort ?? ['valueDate', 'ASC'], offset, limit),
    ),
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/payouts/:id',
      summary: 'One payout with its whole destination and batch',
      tag: 'admin',
      access: 'staff',
      request: { params: idParams },
      responses: { 200: 'Payout', 404: 'NOT_FOUND' },
      answers: { 200: staffPayoutAnswer },
    },
    readers,
    async (req, res) => {
      res.json(toStaffPayout(await loadPayoutRow(ctx, Number(req.params.id))));
    },
  );

  const payoutAction = (
    action: string,
    summary: string,
    body: Joi.ObjectSchema,
    handle: (id: number, body: Record<string, string>, actor: ReturnType<typeof actorOf>) => Promise<unknown>,
  ) =>
    routes.addGuarded(
      {
        method: 'post',
        path: `/admin/payouts/:id/${action}`,
        summary,
        tag: 'admin',
        access: 'staff',
        request: { params: idParams, body },
        responses: {
          200: 'Payout',
          403: 'AUTH_FORBIDDEN, PAYOUT_MAKER_CANNOT_CONFIRM',
          404: 'NOT_FOUND',
          409: 'PAYOUT_WRONG_STATUS',
          422: 'VALIDATION_FAILED',
        },
        answers: { 200: staffPayoutAnswer },
      },
      keepers,
      async (req, res) => {
        res.json(await handle(Number(req.params.id), req.body, actorOf(req)));
      },
    );
  payoutAction(
    'paid',
    'A batched payout paid by the bank, with its reference (not the batch’s maker)',
    paidBody,
    (id, b, a) => answerPayout(ctx, id, { action: 'paid', bankReference: b.bankReference! }, a),
  );
  payoutAction(
    'failed',
    'A batched payout the bank could not pay, with the reason (not the batch’s maker)',
    failedBody,
    (id, b, a) => answerPayout(ctx, id, { action: 'failed', reason: b.reason! }, a),
  );
  payoutAction(
    'requeue',
    'A failed or held payout back to the queue, to the account as it stands now',
    Joi.object({}),
    (id, _b, a) => requeuePayout(ctx, id, a),
  );
  payoutAction(
    'returned',
    'A failed payout closed as returned by the bank, with a note',
    returnedBody,
    (id, b, a) => returnPayout(ctx, id, b.note!, a),
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/payout-batches',
      summary: 'Payout batches, newest value date first (react-admin; filters valueDate, status)',
      tag: 'admin',
      access: 'staff',
      request: { query: batchesQuery },
      responses: { 200: 'Batches; Content-Range header', 403: 'AUTH_FORBIDDEN' },
      answers: { 200: listOf(payoutBatchAnswer) },
    },
    readers,
    listHandler('payout-batches', async (params, { offset, limit }, req) => {
      const { rows, total } = await listBatches(ctx, params.filter ?? {}, offset, limit);
      return { rows: rows.map((r) => toBatch(r, req.user!.id)), total };
    }),
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/payout-batches/:id',
      summary: 'One payout batch, with `preparedByMe` and its payouts counted by outcome',
      tag: 'admin',
      access: 'staff',
      request: { params: idParams },
      responses: { 200: 'Batch', 404: 'NOT_FOUND' },
      answers: { 200: payoutBatchAnswer },
    },
    readers,
    async (req, res) => {
      res.json(toBatch(await loadBatch(ctx, Number(req.params.id)), req.user!.id));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/admin/payout-batches',
      summary:
        'Prepare the bank file (channel BANK) or the custodian transfer instruction (WALLET) of every pending payout of that channel due by valueDate; payouts whose destination no longer passes are held instead',
      tag: 'admin',
      access: 'staff',
      request: {
        body: Joi.object({
          valueDate: calendarDay.required(),
          channel: Joi.string()
            .valid(...investing.payoutChannels)
            .default('BANK'),
        }),
      },
      responses: {
        201: 'Batch & { held }',
        403: 'AUTH_FORBIDDEN',
        409: 'PAYOUT_BATCH_EMPTY (details: held)',
        422: 'VALIDATION_FAILED',
      },
      answers: { 201: preparedBatchAnswer },
    },
    keepers,
    async (req, res) => {
      const { batch, held } = await prepareBatch(ctx, req.body.valueDate, actorOf(req), req.body.channel);
      if (!batch) throw new AppError('PAYOUT_BATCH_EMPTY', 409, { details: { held } });
      res.status(201).json({ ...toBatch(batch, req.user!.id), held });
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/payout-batches/:id/file',
      summary: 'The batch’s bank payment file (CSV, layout in the API README), the same bytes every time',
      tag: 'admin',
      access: 'staff',
      request: { params: idParams },
      responses: { 200: 'text/csv', 404: 'NOT_FOUND' },
      answers: { 200: fileAnswer('text/csv') },
    },
    keepers,
    async (req, res) => {
      const file = await batchFile(ctx, Number(req.params.id));
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${file.name}"`);
      res.setHeader('Cache-Control', 'no-store');
      res.send(file.content);
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/admin/payout-batches/:id/send',
      summary:
        'A wallet batch sent through the custodian (not the batch’s maker): each payout paid with its transaction hash, or failed with the custodian’s reason',
      tag: 'admin',
      access: 'staff',
      request: { params: idParams },
      responses: {
        200: 'Batch',
        403: 'AUTH_FORBIDDEN, PAYOUT_MAKER_CANNOT_CONFIRM',
        404: 'NOT_FOUND',
        409: 'PAYOUT_BATCH_CLOSED, PAYOUT_BATCH_NOT_WALLET',
      },
      answers: { 200: payoutBatchAnswer },
    },
    keepers,
    async (req, res) => {
      res.json(await sendWalletBatch(ctx, Number(req.params.id), actorOf(req)));
    },
  );

  for (const action of ['paid', 'failed'] as const) {
    routes.addGuarded(
      {
        method: 'post',
        path: `/admin/payout-batches/:id/${action}`,
        summary:
          action === 'paid'
            ? 'Every payout of the batch still waiting paid, with the bank’s reference (not the batch’s maker)'
            : 'Every payout of the batch still waiting failed, with the reason (not the batch’s maker)',
        tag: 'admin',
        access: 'staff',
        request: { params: idParams, body: action === 'paid' ? paidBody : failedBody },
        responses: {
          200: 'Batch',
          403: 'AUTH_FORBIDDEN, PAYOUT_MAKER_CANNOT_CONFIRM',
          404: 'NOT_FOUND',
          409: 'PAYOUT_BATCH_CLOSED',
          422: 'VALIDATION_FAILED',
        },
        answers: { 200: payoutBatchAnswer },
      },
      keepers,
      async (req, res) => {
        const outcome =
          action === 'paid'
            ? { action, bankReference: String(req.body.bankReference) }
            : { action, reason: String(req.body.reason) };
        res.json(await answerBatch(ctx, Number(req.params.id), outcome, actorOf(req)));
      },
    );
  }
}
