import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { enterAndApproveNav } from '../navs/test-fixtures.ts';
import { giveUnits, order, standAt, tradingInvestor } from '../orders/test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stageOf = async (id: number) => {
  const [row] = await t.ctx.sequelize.query<{ stage: string }>('SELECT stage FROM orders WHERE id = :id', {
    type: QueryTypes.SELECT,
    replacements: { id },
  });
  return row!.stage;
};

const setSettlementOrder = async (enabled: boolean) =>
  t.switchFlag(await t.signIn('admin@example.com'), 'settlementOrder', enabled);

describe('the settlementOrder flag', { timeout: 60_000 }, () => {
  it('off: an approved NAV settles nothing and the orders wait; on again: they settle at once at that NAV', async () => {
    // Tuesday 8 December 2026, 10:00: a reduction of 100 M-STABLE units, approved by operations.
    standAt(t, '2026-12-08T10:00:00');
    const investor = await tradingInvestor(t);
    await giveUnits(t, investor.id, 'M-STABLE', '1000.0000', '10000.00');
    const placed = await order(t, investor.cookie, {
      kind: 'reduce',
      strategyCode: 'M-STABLE',
      units: '100',
    }).expect(201);
    const ops = await t.signIn('operations@example.com');
    await t.http().post(`/admin/orders/${placed.body.id}/approve`).set('Cookie', ops).send({}).expect(200);

    await setSettlementOrder(false);
    standAt(t, '2026-12-08T18:00:00');
    const approved = await enterAndApproveNav(t, 'M-STABLE', '2026-12-08', '10.5000');
    expect(approved.nav.status).toBe('APPROVED');
    expect(approved.settlement).toMatchObject({ ordersSettled: 0, paused: true });
    expect(await stageOf(placed.body.id)).toBe('approved');
    const [payouts] = await t.ctx.sequelize.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payouts WHERE order_id = :id',
      { type: QueryTypes.SELECT, replacements: { id: placed.body.id } },
    );
    expect(payouts!.n).toBe(0);

    await setSettlementOrder(true);
    expect(await stageOf(placed.body.id)).toBe('success');
    const [settled] = await t.ctx.sequelize.query<{ nav: string; settled_units: string }>(
      'SELECT nav::text, settled_units::text FROM orders WHERE id = :id',
      { type: QueryTypes.SELECT, replacements: { id: placed.body.id } },
    );
    expect(settled).toEqual({ nav: '10.5000', settled_units: '100.0000' });
  });
});
