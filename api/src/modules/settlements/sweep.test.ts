import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { startJobQueue } from '../../platform/job-queue.ts';
import { holdingOf, standAt, tradingInvestor } from '../orders/test-fixtures.ts';
import { scheduleSettlementJobs, settlementSweepQueue } from './jobs.ts';
import { settleStrandedOrders } from './sweep.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An approved increase whose trade date's NAV is approved already: what a lost race leaves behind. */
async function strandedIncrease(code: string, date: string, nav: string, amount = '10000.00') {
  const investor = await tradingInvestor(t);
  await t.ctx.sequelize.query(
    `INSERT INTO strategy_navs (strategy_code, nav_date, nav, status, approved_at)
     VALUES (:code, :date, :nav, 'APPROVED', now())
     ON CONFLICT (strategy_code, nav_date) DO UPDATE SET nav = :nav, status = 'APPROVED', approved_at = now()`,
    { replacements: { code, date, nav } },
  );
  const [row] = await t.ctx.sequelize.query<{ id: number }>(
    `INSERT INTO orders (user_id, kind, strategy_code, amount, stage, trade_date, created_at)
     VALUES (:userId, 'increase', :code, :amount, 'approved', :date, now()) RETURNING id::int`,
    { type: QueryTypes.SELECT, replacements: { userId: investor.id, code, amount, date } },
  );
  return { ...investor, orderId: row!.id };
}

async function orderState(id: number) {
  const [row] = await t.ctx.sequelize.query<{ stage: string; nav: string | null; units: string | null }>(
    'SELECT stage, nav::text, settled_units::text AS units FROM orders WHERE id = :id',
    { type: QueryTypes.SELECT, replacements: { id } },
  );
  return row!;
}

describe('the settlement sweep', () => {
  it('settles an approved order whose NAV is already approved, once; a second run changes nothing', async () => {
    standAt(t, '2027-01-05T18:30:00');
    const { id, orderId } = await strandedIncrease('M-INFRA', '2027-01-05', '10.0000');
    // An approved order whose NAV is still pending is not the sweep's: its approval settles it.
    const waiting = await tradingInvestor(t);
    await t.ctx.sequelize.query(
      `INSERT INTO strategy_navs (strategy_code, nav_date, nav, status) VALUES ('M-META', '2027-01-05', 5, 'PENDING');
       INSERT INTO orders (user_id, kind, strategy_code, amount, stage, trade_date, created_at)
       VALUES (:userId, 'increase', 'M-META', 10000, 'approved', '2027-01-05', now())`,
      { replacements: { userId: waiting.id } },
    );

    expect(await settleStrandedOrders(t.ctx)).toEqual([
      { strategyCode: 'M-INFRA', tradeDate: '2027-01-05', ordersSettled: 1 },
    ]);
    const [run] = await t.ctx.sequelize.query(
      `SELECT cause, approved_by, orders_settled FROM settlement_runs
       WHERE strategy_code = 'M-INFRA' AND trade_date = '2027-01-05'`,
      { type: QueryTypes.SELECT },
    );
    expect(run).toEqual({ cause: 'SWEEP', approved_by: null, orders_settled: 1 });
    const settled = await orderState(orderId);
    expect(settled).toMatchObject({ stage: 'success', nav: '10.0000' });
    const holding = await holdingOf(t, id, 'M-INFRA');
    expect(holding.units).toBe(settled.units);

    const movements = () =>
      t.ctx.sequelize.query<{ n: number }>('SELECT count(*)::int AS n FROM unit_movements', {
        type: QueryTypes.SELECT,
      });
    const before = await movements();
    expect(await settleStrandedOrders(t.ctx)).toEqual([]);
    expect(await movements()).toEqual(before);
    const [runs] = await t.ctx.sequelize.query("SELECT 1 FROM settlement_runs WHERE cause = 'SWEEP'");
    expect(runs).toHaveLength(1);
    expect(await holdingOf(t, id, 'M-INFRA')).toEqual(holding);
    const [pending] = await t.ctx.sequelize.query<{ stage: string }>(
      'SELECT stage FROM orders WHERE user_id = :id',
      { type: QueryTypes.SELECT, replacements: { id: waiting.id } },
    );
    expect(pending!.stage).toBe('approved');
  });

  it('runs every five minutes on the job queue, and a queued run settles what was left behind', async () => {
    standAt(t, '2027-01-06T18:30:00');
    const { orderId } = await strandedIncrease('M-INFRA', '2027-01-06', '11.0000');
    // An increase nobody paid for since long before: the same run rejects it.
    const [[unpaid]] = (await t.ctx.sequelize.query(
      `INSERT INTO orders (user_id, kind, strategy_code, amount, stage, trade_date, created_at)
       SELECT user_id, 'increase', 'M-INFRA', 10000, 'confirm', '2026-12-01', now() FROM orders WHERE id = :orderId
       RETURNING id::int`,
      { replacements: { orderId } },
    )) as [[{ id: number }], unknown];
    const boss = await startJobQueue(t.ctx);
    try {
      await scheduleSettlementJobs(boss, t.ctx);
      const [schedules] = await t.ctx.sequelize.query('SELECT name, cron, options FROM pgboss.schedule');
      expect(schedules).toEqual([
        { name: settlementSweepQueue, cron: '*/5 * * * *', options: { tz: 'Asia/Bangkok' } },
      ]);
      const jobId = await boss.send(settlementSweepQueue, {});
      let state: string | undefined;
      for (let i = 0; i < 60 && state !== 'completed'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        state = (await boss.getJobById(settlementSweepQueue, jobId!))?.state;
      }
      expect(state).toBe('completed');
      expect(await orderState(orderId)).toMatchObject({ stage: 'success', nav: '11.0000' });
      expect((await orderState(unpaid.id)).stage).toBe('reject');
    } finally {
      await boss.stop({ graceful: false });
    }
  }, 30_000);
});
