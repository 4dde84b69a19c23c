import { investing } from '@fund/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { enterAndApproveNav } from '../navs/test-fixtures.ts';
import { order, standAt, tradingInvestor } from '../orders/test-fixtures.ts';
import { signInAs } from '../security/test-investors.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Test state through the settlement path these tests control: the order (both legs of a switch) is put in stage
 * approved directly — operations' approval, and whatever funding it requires, is the orders module's to test —
 * and then settles when its trade date's NAV is approved.
 */
async function approveForSettlement(id: number) {
  await t.ctx.sequelize.query(
    `UPDATE orders SET stage = 'approved', decided_at = :now WHERE (id = :id OR paired_order_id = :id) AND stage = 'confirm'`,
    { replacements: { id, now: t.ctx.clock.now() } },
  );
}

const get = (cookie: string, path: string) => t.http().get(path).set('Cookie', cookie);

type Investor = Awaited<ReturnType<typeof tradingInvestor>>;
let investor: Investor;
let other: Investor;
const ids = { buy: 0, sell: 0, switching: 0, pending: 0 };
const cookie = () => signInAs(t, investor.email);
const inTransit: { history?: Record<string, unknown>; summary?: Record<string, unknown> } = {};

describe('portfolio and history after real settlements', () => {
  beforeAll(async () => {
    // Tuesday 8 December 2026: 10,000.00 into M-BTC (0.25 % fee) at NAV 12.3457 → 807.9736 units, cost 10,000.00.
    standAt(t, '2026-12-08T10:00:00');
    investor = await tradingInvestor(t, { band: 'HIGH' });
    other = await tradingInvestor(t, { band: 'HIGH' });
    const place = async (body: object) =>
      (await order(t, await cookie(), body).expect(201)).body.id as number;
    ids.buy = await place({ kind: 'increase', strategyCode: 'M-BTC', amount: '10000.00' });
    await approveForSettlement(ids.buy);
    standAt(t, '2026-12-08T18:00:00');
    await enterAndApproveNav(t, 'M-BTC', '2026-12-08', '12.3457');

    // Wednesday: 400 units out at NAV 15.0000: gross 6,000.00, cost sold 4,950.66, fee 104.93, paid 5,895.07.
    standAt(t, '2026-12-09T10:00:00');
    ids.sell = await place({ kind: 'reduce', strategyCode: 'M-BTC', units: '400' });
    await approveForSettlement(ids.sell);
    standAt(t, '2026-12-09T18:00:00');
    await enterAndApproveNav(t, 'M-BTC', '2026-12-09', '15.0000');

    // Friday 11 December: switch 100 units to M-STABLE. Out at NAV 20.0000: cost sold 1,237.66 (5,049.34 × 100 / 407.9736), fee 76.23, proceeds
    // 1,923.77; in on Monday 14th at NAV 10.5000, no fee: 183.2161 units.
    standAt(t, '2026-12-11T10:00:00');
    ids.switching = await place({
      kind: 'switch',
      strategyCode: 'M-BTC',
      toStrategyCode: 'M-STABLE',
      units: '100',
    });
    await approveForSettlement(ids.switching);
    standAt(t, '2026-12-11T18:00:00');
    await enterAndApproveNav(t, 'M-BTC', '2026-12-11', '20.0000');
    // Between the legs: the out leg has paid, the in leg has not bought yet.
    inTransit.history = (await get(await cookie(), '/transactions?kind=switch').expect(200)).body;
    inTransit.summary = (await get(await cookie(), '/portfolio/summary').expect(200)).body;
    standAt(t, '2026-12-14T18:00:00');
    await enterAndApproveNav(t, 'M-STABLE', '2026-12-14', '10.5000');

    // Tuesday 15th: another 10,000.00 into M-BTC, not settled yet.
    standAt(t, '2026-12-15T10:00:00');
    ids.pending = await place({ kind: 'increase', strategyCode: 'M-BTC', amount: '10000.00' });
  });

  it('the summary matches the hand-computed figures', async () => {
    const { body } = await get(await cookie(), '/portfolio/summary').expect(200);
    // M-BTC 307.9736 × 20.0000 = 6,159.47 (cost 10,000.00 − 4,950.66 − 1,237.66 = 3,811.68);
    // M-STABLE 183.2161 × 10.5000 = 1,923.77 (cost 1,923.77).
    // Total P/L: 8,083.24 + (5,895.07 + 1,923.77) paid by sales − (10,000.00 + 1,923.77) bought = 3,978.31,
    // i.e. unrealised 2,347.79 + realised (5,895.07 − 4,950.66) + (1,923.77 − 1,237.66).
    expect(body).toMatchObject({
      asOf: '2026-12-14',
      preliminary: true,
      totalValue: '8083.24',
      // The in leg has bought: the proceeds are in the M-STABLE holding, no longer in transit (not counted twice).
      inTransit: '0.00',
      principalValue: '5735.45',
      profitFromPrincipal: '2347.79',
      profitFromPrincipalPercent: '40.93',
      totalProfitLoss: '3978.31',
      accumulatedInvestment: '10000.00',
      strategiesCount: 2,
      pending: { count: 1, amount: '10000.00' },
      customerBand: 'HIGH',
    });
    // HIGH allows M-BTC (MODERATE), M-LARGECAP (HIGH) and M-STABLE (LOW); two of them are held.
    expect(body.recommendedStrategies).toEqual([
      { code: 'M-LARGECAP', name: expect.any(Object), riskLevel: expect.any(Number), minBand: 'HIGH' },
    ]);
    expect(body.latestTransactions.map((r: { id: number }) => r.id)).toEqual([
      ids.pending,
      ids.switching,
      ids.sell,
      ids.buy,
    ]);
  });

  it('a switch between its legs is still unsettled and preliminary; its proceeds count in the value and the total P/L', () => {
    expect(inTransit.history).toMatchObject({
      total: 1,
      data: [
        {
          id: ids.switching,
          stage: 'approved',
          amount: '1923.77',
          unitsOut: '100.0000',
          unitsIn: expect.stringMatching(/^\d+\.\d{4}$/),
          preliminary: true,
        },
      ],
    });
    // Before the switch, at NAV 20.0000, the M-BTC holding was worth 407.9736 × 20.0000 = 8,159.47 (cost 5,049.34).
    // Out leg settled, in leg not: M-BTC 6,159.47 and the proceeds 1,923.77 on their way to M-STABLE, so the
    // total is 8,159.47 − the 76.23 fee; the proceeds carry the cost the in leg's units will (3,811.68 + 1,923.77).
    expect(inTransit.summary).toMatchObject({
      preliminary: true,
      pending: { count: 1, amount: '0.00' },
      inTransit: '1923.77',
      totalValue: '8083.24',
      principalValue: '5735.45',
      profitFromPrincipal: '2347.79',
      strategiesCount: 1,
      // 6,159.47 + 1,923.77 + (5,895.07 + 1,923.77) − 10,000.00 − 1,923.77 in transit: counted once.
      totalProfitLoss: '3978.31',
    });
  });

  it('holdings are valued at the latest approved NAV with their share of the total', async () => {
    const { body } = await get(await cookie(), '/portfolio/holdings').expect(200);
    expect(body.data).toEqual([
      expect.objectContaining({
        strategyCode: 'M-BTC',
        units: '307.9736',
        availableUnits: '307.9736',
        reservedUnits: '0.0000',
        nav: '20.0000',
        navDate: '2026-12-11',
        value: '6159.47',
        cost: '3811.68',
        unrealizedProfitLoss: '2347.79',
        unrealizedProfitLossPercent: '61.59',
        ratioPercent: '76.20',
      }),
      expect.objectContaining({
        strategyCode: 'M-STABLE',
        units: '183.2161',
        nav: '10.5000',
        value: '1923.77',
        cost: '1923.77',
        unrealizedProfitLoss: '0.00',
        ratioPercent: '23.80',
      }),
    ]);
  });

  it('performance: return series from the NAV before the period, allocation and unrealised P/L', async () => {
    const { body } = await get(await cookie(), '/portfolio/performance?period=1M').expect(200);
    expect(body).toMatchObject({ period: '1M', from: '2026-11-15', to: '2026-12-15' });
    const [[base]] = (await t.ctx.sequelize.query(
      `SELECT nav::text FROM strategy_navs WHERE strategy_code = 'M-BTC' AND status = 'APPROVED'
       AND nav_date <= '2026-11-15' ORDER BY nav_date DESC LIMIT 1`,
    )) as [[{ nav: string }], unknown];
    const btc = body.strategies.find((s: { strategyCode: string }) => s.strategyCode === 'M-BTC');
    expect(btc.series.at(-1)).toEqual({
      date: '2026-12-11',
      returnPercent: investing.dec('20').div(base.nav).minus(1).times(100).toFixed(2),
    });
    const dates = btc.series.map((p: { date: string }) => p.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates[0] >= '2026-11-15').toBe(true);
    expect(body.allocation).toEqual([
      { strategyCode: 'M-BTC', ratioPercent: '76.20' },
      { strategyCode: 'M-STABLE', ratioPercent: '23.80' },
    ]);
    expect(body.unrealized).toEqual([
      { strategyCode: 'M-BTC', amount: '2347.79', percent: '61.59' },
      { strategyCode: 'M-STABLE', amount: '0.00', percent: '0.00' },
    ]);
    expect((await get(await cookie(), '/portfolio/performance').expect(200)).body.period).toBe('3M');
  });

  it('history: a switch is one row with both refs and its units out and in; unsettled rows are preliminary', async () => {
    const { body } = await get(await cookie(), '/transactions').expect(200);
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 20, cutOffTime: '14:00' });
    const [pending, switching, sell, buy] = body.data;
    expect(pending).toMatchObject({
      id: ids.pending,
      kind: 'increase',
      stage: 'confirm',
      amount: '10000.00',
      // Preliminary: (10,000.00 − 25.00 fee) / 20.0000, the latest approved NAV.
      units: '498.7500',
      unitsIn: '498.7500',
      unitsOut: null,
      nav: '20.0000',
      fee: null,
      preliminary: true,
    });
    const [[legs]] = (await t.ctx.sequelize.query(
      `SELECT o.ref AS "outRef", i.ref AS "inRef" FROM orders o JOIN orders i ON i.paired_order_id = o.id
       WHERE o.id = :id`,
      { replacements: { id: ids.switching } },
    )) as [[{ outRef: string; inRef: string }], unknown];
    expect(switching).toMatchObject({
      id: ids.switching,
      kind: 'switch',
      stage: 'success',
      strategyCode: 'M-BTC',
      toStrategyCode: 'M-STABLE',
      toStrategyName: expect.objectContaining({ en: expect.any(String), th: expect.any(String) }),
      tradeDate: '2026-12-11',
      amount: '1923.77',
      units: '100.0000',
      unitsOut: '100.0000',
      unitsIn: '183.2161',
      nav: '20.0000',
      fee: '76.23',
      receiveType: 'SWITCH',
      switchOutRef: legs.outRef,
      switchInRef: legs.inRef,
      preliminary: false,
    });
    expect(legs.inRef).not.toBe(legs.outRef);
    expect(sell).toMatchObject({
      kind: 'reduce',
      amount: '5895.07',
      unitsOut: '400.0000',
      unitsIn: null,
      fee: '104.93',
      receiveType: 'BANK_ACCOUNT',
      switchOutRef: null,
      switchInRef: null,
    });
    expect(buy).toMatchObject({
      kind: 'increase',
      stage: 'success',
      amount: '10000.00',
      units: '807.9736',
      nav: '12.3457',
      fee: '25.00',
    });
    expect(body.summary).toEqual({
      count: 4,
      amountIn: '20000.00',
      amountOut: '5895.07',
      unitsIn: '1489.9397',
      unitsOut: '500.0000',
    });
  });

  it('history filters: trade dates, either leg of a switch, kind, stage', async () => {
    const c = await cookie();
    const idsOf = async (query: string) =>
      (await get(c, `/transactions?${query}`).expect(200)).body.data.map((r: { id: number }) => r.id);
    expect(await idsOf('from=2026-12-09&to=2026-12-11')).toEqual([ids.switching, ids.sell]);
    expect(await idsOf('from=2026-12-11')).toEqual([ids.pending, ids.switching]);
    expect(await idsOf('to=2026-12-08')).toEqual([ids.buy]);
    expect(await idsOf('strategyCode=M-STABLE')).toEqual([ids.switching]);
    expect(await idsOf('strategyCode=M-BTC')).toEqual([ids.pending, ids.switching, ids.sell, ids.buy]);
    expect(await idsOf('strategyCode=M-META')).toEqual([]);
    expect(await idsOf('kind=switch')).toEqual([ids.switching]);
    expect(await idsOf('kind=increase')).toEqual([ids.pending, ids.buy]);
    expect(await idsOf('stage=confirm')).toEqual([ids.pending]);
    expect(await idsOf('stage=success&kind=increase')).toEqual([ids.buy]);
  });

  it('history pages with a summary of the page', async () => {
    const c = await cookie();
    const first = (await get(c, '/transactions?pageSize=3').expect(200)).body;
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(first.data.map((r: { id: number }) => r.id)).toEqual([ids.pending, ids.switching, ids.sell]);
    expect(first.summary).toEqual({
      count: 3,
      amountIn: '10000.00',
      amountOut: '5895.07',
      unitsIn: '681.9661',
      unitsOut: '500.0000',
    });
    const second = (await get(c, '/transactions?pageSize=3&page=2').expect(200)).body;
    expect(second.data.map((r: { id: number }) => r.id)).toEqual([ids.buy]);
    expect(second.summary).toEqual({
      count: 1,
      amountIn: '10000.00',
      amountOut: '0.00',
      unitsIn: '807.9736',
      unitsOut: '0.0000',
    });
    expect((await get(c, '/transactions?page=3&pageSize=3').expect(200)).body).toMatchObject({
      data: [],
      total: 4,
      summary: { count: 0, amountIn: '0.00' },
    });
  });

  it('another investor never sees them', async () => {
    const c = await signInAs(t, other.email);
    expect((await get(c, '/transactions').expect(200)).body).toMatchObject({ data: [], total: 0 });
    expect((await get(c, '/transactions?strategyCode=M-BTC').expect(200)).body.total).toBe(0);
    expect((await get(c, '/portfolio/holdings').expect(200)).body).toEqual({ data: [] });
    expect((await get(c, '/portfolio/summary').expect(200)).body).toMatchObject({
      asOf: null,
      preliminary: false,
      totalValue: '0.00',
      principalValue: '0.00',
      profitFromPrincipal: '0.00',
      profitFromPrincipalPercent: '0.00',
      totalProfitLoss: '0.00',
      accumulatedInvestment: '0.00',
      strategiesCount: 0,
      pending: { count: 0, amount: '0.00' },
      latestTransactions: [],
      recommendedStrategies: [
        expect.objectContaining({ code: 'M-BTC' }),
        expect.objectContaining({ code: 'M-LARGECAP' }),
        expect.objectContaining({ code: 'M-STABLE' }),
      ],
    });
    const perf = (await get(c, '/portfolio/performance?period=ALL').expect(200)).body;
    expect(perf).toMatchObject({ strategies: [], allocation: [], unrealized: [] });
  });

  it('refuses bad filters and anonymous callers', async () => {
    const c = await cookie();
    for (const query of [
      'from=2026-02-30',
      'to=15-12-2026',
      'from=2026-12-11&to=2026-12-09',
      'pageSize=101',
      'pageSize=0',
      'page=0',
      'kind=deposit',
      'stage=done',
      'strategyCode=btc',
      'sort=id',
    ]) {
      const res = await get(c, `/transactions?${query}`);
      expect([query, res.status, res.body.code]).toEqual([query, 422, 'VALIDATION_FAILED']);
    }
    expect((await get(c, '/portfolio/performance?period=2Y').expect(422)).body.code).toBe(
      'VALIDATION_FAILED',
    );
    for (const path of ['/transactions', '/portfolio/summary', '/portfolio/holdings', '/me/favourites']) {
      await t.http().get(path).expect(401);
    }
  });
});

describe('favourites', () => {
  it('adding twice keeps one; removing; unknown strategies; each investor their own', async () => {
    standAt(t, '2026-12-16T10:00:00');
    const a = await tradingInvestor(t);
    const b = await tradingInvestor(t);
    const add = (c: string, strategyCode: string) =>
      t.http().post('/me/favourites').set('Cookie', c).send({ strategyCode });
    const first = (await add(a.cookie, 'M-BTC').expect(201)).body;
    expect(first).toEqual({ strategyCode: 'M-BTC', createdAt: '2026-12-16T03:00:00.000Z' });
    expect((await add(a.cookie, 'M-BTC').expect(200)).body).toEqual(first);
    await add(a.cookie, 'M-STABLE').expect(201);
    expect(
      (await get(a.cookie, '/me/favourites').expect(200)).body.data.map(
        (f: { strategyCode: string }) => f.strategyCode,
      ),
    ).toEqual(['M-BTC', 'M-STABLE']);
    expect((await get(b.cookie, '/me/favourites').expect(200)).body).toEqual({ data: [] });

    expect((await add(a.cookie, 'M-NOPE').expect(404)).body.code).toBe('NOT_FOUND');
    expect((await add(a.cookie, 'bitcoin').expect(422)).body.code).toBe('VALIDATION_FAILED');
    await t
      .http()
      .post('/me/favourites')
      .set('Cookie', a.cookie)
      .send({ strategyCode: 'M-BTC', extra: true })
      .expect(422);

    await t.http().delete('/me/favourites/M-BTC').set('Cookie', a.cookie).expect(204);
    await t.http().delete('/me/favourites/M-BTC').set('Cookie', a.cookie).expect(204);
    await t.http().delete('/me/favourites/M-NOPE').set('Cookie', a.cookie).expect(404);
    expect((await get(a.cookie, '/me/favourites').expect(200)).body.data).toEqual([
      { strategyCode: 'M-STABLE', createdAt: '2026-12-16T03:00:00.000Z' },
    ]);
    await t.http().post('/me/favourites').send({ strategyCode: 'M-BTC' }).expect(401);
  });
});
