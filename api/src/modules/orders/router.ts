import Joi from 'joi';
import { listOf } from '../../platform/answer-schemas.ts';
import type { AppContext } from '../../platform/context.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { rateLimitByIp } from '../../platform/rate-limit.ts';
import { listHandler } from '../../platform/simple-rest.ts';
import { actorOf } from '../audit/service.ts';
import { requireStaff, requireUser } from '../auth/guards.ts';
import {
  batchAnswer,
  myOrdersAnswer,
  orderAnswer,
  placedBatchAnswer,
  staffOrderAnswer,
  staffOrderRowAnswer,
} from './answers.ts';
import { loadBatch } from './batch.ts';
import { approveOrder, cancelOrder, rejectOrder } from './order-actions.ts';
import { loadOrder } from './order-view.ts';
import { placeOrderOnce } from './place-order.ts';
import { type MyOrdersFilter, myOrders, type StaffOrdersFilter, staffOrder, staffOrders } from './queries.ts';
import {
  adminOrdersQuery,
  approveOrderBody,
  batchRefParams,
  idempotencyKeyDoc,
  myOrdersQuery,
  orderBody,
  orderIdParams,
  rejectOrderBody,
} from './schemas.ts';

/** Increase, reduce and switch orders (DESIGN §4, §6): the investor's own, and the operations queue. */
export function orderRoutes(routes: ApiRoutes, ctx: AppContext): void {
  const user = [requireUser];

  routes.addGuarded(
    {
      method: 'post',
      path: '/orders',
      summary:
        'Place an increase, reduce or switch (header Idempotency-Key; PIN when set; the risk warning accepted explicitly)',
      tag: 'orders',
      access: 'user',
      request: { body: orderBody },
      headers: [idempotencyKeyDoc],
      responses: {
        201: 'The order { id, ref, kind, stage, tradeDate, amount, units, fee, nav, legs? }, or { batchRef, orders } for allocations',
        401: 'AUTH_REQUIRED',
        403: 'ORDER_NOT_ALLOWED, ORDER_ACCOUNT_NOT_VERIFIED, ORDER_ACCOUNT_RESTRICTED, ORDER_SUITABILITY_REQUIRED, SECURITY_PIN_*',
        409: 'ORDER_RISK_MISMATCH (details: strategyCode, strategyBand, customerBand), DEPOSIT_QR_DISABLED (paying by QR while it is switched off)',
        422: 'VALIDATION_FAILED, ORDER_IDEMPOTENCY_KEY_REQUIRED, ORDER_IDEMPOTENCY_MISMATCH, ORDER_BELOW_MINIMUM_FIRST, ORDER_BELOW_MINIMUM_TOP_UP, ORDER_TOO_FEW_STRATEGIES, ORDER_UNITS_INVALID, ORDER_EXCEEDS_AVAILABLE_UNITS, ORDER_BELOW_MINIMUM_REDUCTION, ORDER_NO_HOLDING, ORDER_STRATEGY_NOT_OPEN, ORDER_SWITCH_SAME_STRATEGY, ORDER_SWITCH_PROCEEDS_TOO_SMALL, ORDER_WALLET_NOT_VERIFIED',
      },
      answers: { 201: Joi.alternatives().try(orderAnswer, placedBatchAnswer) },
    },
    [...user, rateLimitByIp(ctx.sequelize, { keyPrefix: 'orders', points: 60, durationSeconds: 60 })],
    async (req, res) => {
      const answer = await placeOrderOnce(ctx, req.user!.id, req.get('Idempotency-Key'), req.body);
      res.status(answer.status).json(answer.body);
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/orders',
      summary: "The investor's orders, newest first (page, pageSize, stage, kind, strategyCode)",
      tag: 'orders',
      access: 'user',
      request: { query: myOrdersQuery },
      responses: { 200: '{ data: Order[], total, page }', 401: 'AUTH_REQUIRED', 422: 'VALIDATION_FAILED' },
      answers: { 200: myOrdersAnswer },
    },
    user,
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(await myOrders(ctx, req.user!.id, req.query as unknown as MyOrdersFilter));
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/orders/batches/:batchRef',
      summary:
        'One of the investor’s multi-strategy investments: its orders (strategy names, fees), the total and the deposit paying them (404 for anyone else’s)',
      tag: 'orders',
      access: 'user',
      request: { params: batchRefParams },
      responses: {
        200: '{ batchRef, createdAt, total, totalFee, orders: (Order & { strategyName, estimatedFee })[], deposit: Deposit | null }',
        401: 'AUTH_REQUIRED',
        404: 'NOT_FOUND',
        422: 'VALIDATION_FAILED',
      },
      answers: { 200: batchAnswer },
    },
    user,
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(await loadBatch(ctx, String(req.params.batchRef), req.user!.id));
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/orders/:id',
      summary: 'One of the investor’s orders (404 for anyone else’s)',
      tag: 'orders',
      access: 'user',
      request: { params: orderIdParams },
      responses: { 200: 'Order', 401: 'AUTH_REQUIRED', 404: 'NOT_FOUND' },
      answers: { 200: orderAnswer },
    },
    user,
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(await loadOrder(ctx, Number(req.params.id), { userId: req.user!.id }));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/orders/:id/cancel',
      summary: 'Cancel a switch before 14:00 Asia/Bangkok on its effective date',
      tag: 'orders',
      access: 'user',
      request: { params: orderIdParams },
      responses: { 200: 'Order (stage cancelled)', 404: 'NOT_FOUND', 409: 'ORDER_CANNOT_CANCEL' },
      answers: { 200: orderAnswer },
    },
    user,
    async (req, res) => {
      res.json(await cancelOrder(ctx, actorOf(req), Number(req.params.id)));
    },
  );

  const readers = [requireStaff('read')];
  const deciders = [requireStaff('decideOrders')];

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/orders',
      summary:
        "The orders queue, each with `deposit: { id, ref, status } | null` (an increase's paying deposit; null for none and for reduce and switch) (react-admin; filters stage, kind, strategyCode, tradeDate, userId, q, funded: increases whose deposit is VERIFIED, or not)",
      tag: 'admin',
      access: 'staff',
      request: { query: adminOrdersQuery },
      responses: { 200: 'Orders; Content-Range header', 401: 'AUTH_REQUIRED', 403: 'AUTH_FORBIDDEN' },
      answers: { 200: listOf(staffOrderRowAnswer) },
    },
    readers,
    listHandler('orders', (params, { offset, limit }) =>
      staffOrders(
        ctx,
        (params.filter ?? {}) as StaffOrdersFilter,
        params.sort ?? ['id', 'DESC'],
        offset,
        limit,
      ),
    ),
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/orders/:id',
      summary:
        "One order with its legs, the investor's `userId` and `email` and, for an increase, `deposit: { id, ref, status } | null`",
      tag: 'admin',
      access: 'staff',
      request: { params: orderIdParams },
      responses: { 200: 'Order', 404: 'NOT_FOUND' },
      answers: { 200: staffOrderAnswer },
    },
    readers,
    async (req, res) => {
      res.json(await staffOrder(ctx, Number(req.params.id)));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/admin/orders/:id/approve',
      summary: 'Approve an order (confirm → approved; audited with the optional note)',
      tag: 'admin',
      access: 'staff',
      request: { params: orderIdParams, body: approveOrderBody },
      responses: {
        200: 'Order with deposit',
        403: 'AUTH_FORBIDDEN',
        404: 'NOT_FOUND',
        409: 'ORDER_CANNOT_DECIDE, ORDER_NOT_FUNDED',
      },
      answers: { 200: staffOrderAnswer },
    },
    deciders,
    async (req, res) => {
      await approveOrder(ctx, Number(req.params.id), actorOf(req), req.body.note);
      res.json(await staffOrder(ctx, Number(req.params.id)));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/admin/orders/:id/reject',
      summary: 'Reject an order with a reason (reserved units come back; audited)',
      tag: 'admin',
      access: 'staff',
      request: { params: orderIdParams, body: rejectOrderBody },
      responses: {
        200: 'Order',
        403: 'AUTH_FORBIDDEN',
        404: 'NOT_FOUND',
        409: 'ORDER_CANNOT_DECIDE',
        422: 'VALIDATION_FAILED',
      },
      answers: { 200: staffOrderAnswer },
    },
    deciders,
    async (req, res) => {
      await rejectOrder(ctx, Number(req.params.id), actorOf(req), req.body.reason);
      res.json(await staffOrder(ctx, Number(req.params.id)));
    },
  );
}
