import { performance } from '@fund/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { standAt, tradingInvestor } from '../orders/test-fixtures.ts';
import { settle } from '../payouts/test-fixtures.ts';
import { performanceReportInput } from './performance-report.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Fees on every kind of order, so the report must carry them: 0.25 % on increases, 0.1 % on switch-ins, 10 % of
  // the profit on reductions.
  await t.ctx.sequelize.query(
    `UPDATE strategies SET increase_fee_rate = 0.0025, switch_in_fee_rate = 0.001, reduce_fee_rate = 0.1
     WHERE code IN ('M-INFRA', 'M-BTC')`,
  );
});
afterAll(() => t.close());

async function placed(
  userId: number,
  order: {
    ref: string;
    kind: string;
    leg?: string;
    code: string;
    date: string;
    amount?: string;
    units?: string;
    paired?: number;
  },
) {
  const [[row]] = (await t.ctx.sequelize.query(
    `INSERT INTO orders (ref, user_id, kind, leg, strategy_code, amount, units, stage, trade_date, paired_order_id, created_at)
     VALUES (:ref, :userId, :kind, :leg, :code, :amount, :units, 'approved', :date, :paired, now()) RETURNING id`,
    {
      replacements: {
        userId,
        ref: order.ref,
        kind: order.kind,
        leg: order.leg ?? null,
        code: order.code,
        date: order.date,
        amount: order.amount ?? null,
        units: order.units ?? null,
        paired: order.paired ?? null,
      },
    },
  )) as [[{ id: string }], unknown];
  // A sale's units are reserved when it is placed.
  if (order.units) {
    await t.ctx.sequelize.query(
      'UPDATE holdings SET reserved_units = reserved_units + :units WHERE user_id = :userId AND strategy_code = :code',
      { replacements: { userId, code: order.code, units: order.units } },
    );
  }
  return Number(row.id);
}

async function navApproved(code: string, date: string, nav: string) {
  await t.ctx.sequelize.query(
    `INSERT INTO strategy_navs (strategy_code, nav_date, nav, status, approved_at)
     VALUES (:code, :date, :nav, 'APPROVED', now())
     ON CONFLICT (strategy_code, nav_date) DO UPDATE SET nav = :nav, status = 'APPROVED', approved_at = now()`,
    { replacements: { code, date, nav } },
  );
}

/** Each order settled by the settlement itself, at the NAV of its trade date. */
async function tradedInvestor(tag: string) {
  const investor = await tradingInvestor(t);
  const id = investor.id;
  await placed(id, {
    ref: `${tag}-I1`,
    kind: 'increase',
    code: 'M-INFRA',
    date: '2026-10-26',
    amount: '10000.00',
  });
  await navApproved('M-INFRA', '2026-10-26', '10.0000');
  await settle(t, 'M-INFRA', '2026-10-26');
  await placed(id, {
    ref: `${tag}-I2`,
    kind: 'increase',
    code: 'M-INFRA',
    date: '2026-11-10',
    amount: '5500.00',
  });
  await navApproved('M-INFRA', '2026-11-10', '11.0000');
  await settle(t, 'M-INFRA', '2026-11-10');
  const out = await placed(id, {
    ref: `${tag}-SO`,
    kind: 'switch',
    leg: 'out',
    code: 'M-INFRA',
    date: '2026-11-16',
    units: '200.0000',
  });
  await placed(id, {
    ref: `${tag}-SI`,
    kind: 'switch',
    leg: 'in',
    code: 'M-BTC',
    date: '2026-11-17',
    paired: out,
  });
  await navApproved('M-INFRA', '2026-11-16', '10.5000');
  await settle(t, 'M-INFRA', '2026-11-16');
  await navApproved('M-BTC', '2026-11-17', '20.0000');
  await settle(t, 'M-BTC', '2026-11-17');
  await placed(id, {
    ref: `${tag}-R1`,
    kind: 'reduce',
    code: 'M-INFRA',
    date: '2026-11-20',
    units: '300.0000',
  });
  await navApproved('M-INFRA', '2026-11-20', '10.0000');
  await settle(t, 'M-INFRA', '2026-11-20');
  await navApproved('M-INFRA', '2026-11-27', '12.0000');
  await navApproved('M-BTC', '2026-11-27', '22.0000');
  return investor;
}

describe('GET /portfolio/performance-report', () => {
  it('reports the settled orders at the approved NAVs, as the domain computes them, reconciled to the satang', async () => {
    standAt(t, '2026-11-27T19:00:00');
    const investor = await tradedInvestor('PR');
    const res = await t
      .http()
      .get('/portfolio/performance-report')
      .set('Cookie', investor.cookie)
      .expect(200);
    const report = res.body;

    // The same figures as the domain's own computation over what the database holds.
    const expected = performance.performanceReport(await performanceReportInput(t.ctx, investor.id));
    expect(report.total).toEqual(expected.total);
    expect(report.strategies.map(({ name: _, ...s }: { name: unknown }) => s)).toEqual(expected.strategies);
    // In the strategies' order, named.
    expect(
      report.strategies.map((s: { strategyCode: string; name: { en: string } }) => [
        s.strategyCode,
        s.name.en,
      ]),
    ).toEqual([
      ['M-BTC', 'Bitcoin Strategy'],
      ['M-INFRA', expect.any(String)],
    ]);
    // The TWR is each NAV's move, the fees on the orders and the timing of the money left out: infrastructure
    // 10 → 12, bitcoin 20 → 22.
    const sinceFirst = (code: string) =>
      report.strategies
        .find((s: { strategyCode: string }) => s.strategyCode === code)
        .periods.find((p: { period: string }) => p.period === 'SINCE_FIRST');
    expect(sinceFirst('M-INFRA').twr).toBe('20.00');
    expect(sinceFirst('M-BTC').twr).toBe('10.00');

    // Every period of every strategy and the total balances: opening + net flows + gain = closing.
    for (const book of [report.total, ...report.strategies])
      for (const period of book.periods)
        expect(period.reconciliation).toEqual({ balanced: true, difference: '0.00' });

    // The closing value is the account overview's total value (units × the latest NAV, to the satang).
    const summary = await t.http().get('/portfolio/summary').set('Cookie', investor.cookie).expect(200);
    expect(report.total.value).toBe(summary.body.totalValue);

    // Hand-checked FIFO: 10,000 (25.00 fee) bought 997.5 units; the switch-out's 200 units cost
    // 10,000 × 200 ÷ 997.5 = 2,005.01, leaving 7,994.99 for 797.5; the reduction's 300 cost
    // 7,994.99 × 300 ÷ 797.5 = 3,007.52 and sold for 3,000.00 at 10: no reduce fee on a loss, 7.52 lost.
    // The settlement charged the switch-out's fee on that FIFO gain: 10 % of 2,100 − 2,005.01 = 94.99 is 9.50 (on
    // the average cost, 15,500 for 1,496.25 units, it would have been 10 % of 28.15 = 2.82).
    const infra = report.strategies.find((s: { strategyCode: string }) => s.strategyCode === 'M-INFRA');
    const sales = infra.sales.map((s: { ref: string; cost: string; gain: string; fee: string }) => [
      s.ref,
      s.cost,
      s.fee,
      s.gain,
    ]);
    expect(sales).toEqual([
      ['PR-SO', '2005.01', '9.50', '85.49'], // 200 × 10.5 = 2,100.00 less the 9.50 fee
      ['PR-R1', '3007.52', '0.00', '-7.52'],
    ]);
    // Deposits 15,500 in, the reduction's 3,000 out: the switch moves money inside.
    const since = report.total.periods.find((p: { period: string }) => p.period === 'SINCE_FIRST');
    expect(since).toMatchObject({ from: '2026-10-25', covered: true, opening: '0.00', netFlows: '12500.00' });
    expect(since.closing).toBe(summary.body.totalValue);
    expect(since.twr).toEqual(expect.stringMatching(/^-?\d+\.\d{2}$/));
    expect(since.irr).toEqual(expect.stringMatching(/^-?\d+\.\d{2}$/));
    const quarter = report.total.periods.find((p: { period: string }) => p.period === '3M');
    expect(quarter).toMatchObject({ covered: false, twr: null, irr: null });
  });

  it('shows each investor only their own report', async () => {
    const other = await tradingInvestor(t);
    const res = await t.http().get('/portfolio/performance-report').set('Cookie', other.cookie).expect(200);
    expect(res.body.strategies).toEqual([]);
    expect(res.body.firstInvestment).toBeNull();
    expect(res.body.total.value).toBe('0.00');
    await t.http().get('/portfolio/performance-report').expect(401);
  });

  it('with performanceReport off, refuses with PERFORMANCE_REPORT_DISABLED', async () => {
    const investor = await tradingInvestor(t);
    await t.setFlag('performanceReport', false);
    try {
      const res = await t
        .http()
        .get('/portfolio/performance-report')
        .set('Cookie', investor.cookie)
        .expect(403);
      expect(res.body.code).toBe('PERFORMANCE_REPORT_DISABLED');
    } finally {
      await t.setFlag('performanceReport', true);
    }
  });
});
