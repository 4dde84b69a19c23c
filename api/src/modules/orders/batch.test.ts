import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { openDeposit } from '../deposits/test-fixtures.ts';
import { order, standAt, tradingInvestor } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// A Tuesday morning: a business day before the cut-off.
beforeEach(() => standAt(t, '2026-12-08T10:00:00'));

const twoStrategies = {
  kind: 'increase',
  allocations: [
    { strategyCode: 'M-BTC', amount: '10000' },
    { strategyCode: 'M-STABLE', amount: '15000.50' },
  ],
};

const getBatch = (cookie: string, ref: string) =>
  t
    .http()
    .get(`/orders/batches/${encodeURIComponent(ref)}`)
    .set('Cookie', cookie);

describe('GET /orders/batches/:batchRef', () => {
  it('answers the batch’s orders with names and fees, the total, and no deposit until one is opened', async () => {
    const { cookie } = await tradingInvestor(t);
    const placed = (await order(t, cookie, twoStrategies).expect(201)).body;
    const { body } = await getBatch(cookie, placed.batchRef).expect(200);
    expect(body).toMatchObject({
      batchRef: placed.batchRef,
      // M-BTC's increase fee is 0.25 %: 25.00 on 10,000.00; M-STABLE has none.
      total: '25000.50',
      totalFee: '25.00',
      deposit: null,
    });
    expect(body.createdAt).toBe('2026-12-08T03:00:00.000Z');
    expect(
      body.orders.map((o: Record<string, unknown>) => [
        o.id,
        o.strategyCode,
        o.requestedAmount,
        o.estimatedFee,
        o.stage,
        o.tradeDate,
        o.batchRef,
      ]),
    ).toEqual([
      [placed.orders[0].id, 'M-BTC', '10000.00', '25.00', 'confirm', '2026-12-08', placed.batchRef],
      [placed.orders[1].id, 'M-STABLE', '15000.50', '0.00', 'confirm', '2026-12-08', placed.batchRef],
    ]);
    expect(body.orders[0].strategyName).toEqual({ th: expect.any(String), en: expect.any(String) });
    expect(body.orders[0].strategyName.en).toMatch(/Bitcoin/i);
  });

  it('shows the one deposit that pays every order of the batch', async () => {
    const { cookie } = await tradingInvestor(t);
    const placed = (await order(t, cookie, twoStrategies).expect(201)).body;
    const deposit = (
      await openDeposit(t, cookie, { orderId: placed.orders[1].id, method: 'BANK_TRANSFER' }).expect(201)
    ).body;
    const { body } = await getBatch(cookie, placed.batchRef).expect(200);
    expect(body.deposit).toMatchObject({
      id: deposit.id,
      amount: '25000.50',
      status: 'AWAITING_SLIP',
      orderIds: [placed.orders[0].id, placed.orders[1].id],
    });
    expect(body.orders.map((o: { paymentType: string }) => o.paymentType)).toEqual([
      'BANK_TRANSFER',
      'BANK_TRANSFER',
    ]);
  });

  it('is the owner’s only: another investor’s batch and an unknown one are not found', async () => {
    const owner = await tradingInvestor(t);
    const other = await tradingInvestor(t);
    const placed = (await order(t, owner.cookie, twoStrategies).expect(201)).body;
    expect((await getBatch(other.cookie, placed.batchRef).expect(404)).body.code).toBe('NOT_FOUND');
    expect((await getBatch(owner.cookie, `B-zzzz-${owner.id}`).expect(404)).body.code).toBe('NOT_FOUND');
    await t.http().get(`/orders/batches/${placed.batchRef}`).expect(401);
  });

  it('a single-strategy order has no batch, and a malformed reference is refused', async () => {
    const { cookie } = await tradingInvestor(t);
    const single = (
      await order(t, cookie, { kind: 'increase', strategyCode: 'M-BTC', amount: '10000' }).expect(201)
    ).body;
    expect(single.batchRef).toBeNull();
    for (const ref of ['ORD-1', 'B-', 'B-abc-', "B-x'--1", 'B-abc-1-2']) {
      expect((await getBatch(cookie, ref).expect(422)).body.code, ref).toBe('VALIDATION_FAILED');
    }
  });

  it('is in the OpenAPI document', async () => {
    const { body } = await t.http().get('/docs/openapi.json').expect(200);
    expect(body.paths['/orders/batches/{batchRef}'].get).toBeDefined();
  });
});
