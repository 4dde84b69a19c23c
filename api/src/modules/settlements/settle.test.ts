import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { investing, performance } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { giveUnits, standAt, tradingInvestor } from '../orders/test-fixtures.ts';
import { checkLedger, danglingReferences, ledgerMismatches, movementMismatches } from './ledger-check.ts';
import { settleStrategyDate } from './settle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tradeDate = '2026-11-18';
const code = 'M-INFRA';

async function addOrder(userId: number, kind: 'increase' | 'reduce', value: string) {
  await t.ctx.sequelize.query(
    `INSERT INTO orders (user_id, kind, strategy_code, amount, units, stage, trade_date, created_at)
     VALUES (:userId, :kind, :code, :amount, :units, 'approved', :tradeDate, now())`,
    {
      replacements: {
        userId,
        kind,
        code,
        tradeDate,
        amount: kind === 'increase' ? value : null,
        units: kind === 'reduce' ? value : null,
      },
    },
  );
}

async function holding(userId: number) {
  const [row] = await t.ctx.sequelize.query<{ units: string; reserved: string; cost: string }>(
    `SELECT units::text, reserved_units::text AS reserved, cost::text FROM holdings
     WHERE user_id = :userId AND strategy_code = :code`,
    { type: QueryTypes.SELECT, replacements: { userId, code } },
  );
  return row;
}

const settle = () =>
  t.ctx.sequelize.transaction((tx) =>
    settleStrategyDate(t.ctx, code, tradeDate, tx, { cause: 'SWEEP', actorId: null }),
  );

describe('settling one strategy and trade date in one pass', () => {
  it('an investor who sells and buys on the same day, and one who buys twice, get the domain figures', async () => {
    standAt(t, `${tradeDate}T18:00:00`);
    const [rates] = await t.ctx.sequelize.query<{ increase: string; reduce: string }>(
      `SELECT increase_fee_rate::text AS increase, reduce_fee_rate::text AS reduce FROM strategies WHERE code = :code`,
      { type: QueryTypes.SELECT, replacements: { code } },
    );
    const nav = '12.3457';
    const seller = await tradingInvestor(t);
    await giveUnits(t, seller.id, code, '1000.0000', '10000.00');
    await t.ctx.sequelize.query(
      `UPDATE holdings SET reserved_units = 300 WHERE user_id = :id AND strategy_code = :code`,
      { replacements: { id: seller.id, code } },
    );
    await addOrder(seller.id, 'reduce', '100.0000');
    await addOrder(seller.id, 'reduce', '200.0000');
    await addOrder(seller.id, 'increase', '10000.00');
    const buyer = await tradingInvestor(t);
    await addOrder(buyer.id, 'increase', '10000.00');
    await addOrder(buyer.id, 'increase', '5000.55');
    await t.ctx.sequelize.query(
      `INSERT INTO strategy_navs (strategy_code, nav_date, nav, status, approved_at)
       VALUES (:code, :tradeDate, :nav, 'APPROVED', now())
       ON CONFLICT (strategy_code, nav_date) DO UPDATE SET nav = :nav, status = 'APPROVED', approved_at = now()`,
      { replacements: { code, tradeDate, nav } },
    );

    const sells = ['100', '200'].map((units) =>
      // The holding was given without its purchases: one opening lot of 1,000 units at 10, first in, first out.
      investing.reductionProceeds({
        units,
        nav,
        cost: investing.dec(units).times(10),
        feeRate: rates!.reduce,
      }),
    );
    const buys = ['10000.00', '10000.00', '5000.55'].map((amount) =>
      investing.unitsBought({ amount, nav, feeRate: rates!.increase }),
    );
    const sum = (values: investing.Dec[]) => values.reduce((a, b) => a.plus(b), investing.dec(0));

    const totals = await settle();
    expect(totals).toEqual({
      ordersSettled: 5,
      unitsOut: '300.0000',
      amountOut: sum(sells.map((s) => s.net)).toFixed(2),
      unitsIn: sum(buys.map((b) => b.units)).toFixed(4),
      amountIn: '25000.55',
      fees: sum([...sells.map((s) => s.fee), ...buys.map((b) => b.fee)]).toFixed(2),
    });
    expect(await holding(seller.id)).toEqual({
      units: investing.dec(700).plus(buys[0]!.units).toFixed(4),
      reserved: '0.0000',
      cost: '17000.00',
    });
    expect(await holding(buyer.id)).toEqual({
      units: buys[1]!.units.plus(buys[2]!.units).toFixed(4),
      reserved: '0.0000',
      cost: '15000.55',
    });
    const [orders] = await t.ctx.sequelize.query(
      `SELECT kind, fee::text, settled_units::text AS units, settled_amount::text AS amount FROM orders
       WHERE user_id = :id ORDER BY id`,
      { replacements: { id: seller.id } },
    );
    expect(orders).toEqual([
      { kind: 'reduce', fee: sells[0]!.fee.toFixed(2), units: '100.0000', amount: sells[0]!.net.toFixed(2) },
      { kind: 'reduce', fee: sells[1]!.fee.toFixed(2), units: '200.0000', amount: sells[1]!.net.toFixed(2) },
      {
        kind: 'increase',
        fee: buys[0]!.fee.toFixed(2),
        units: buys[0]!.units.toFixed(4),
        amount: '10000.00',
      },
    ]);
    // The seller's holding was given without its movements; the ledger has everything the settlement did.
    const [moved] = await t.ctx.sequelize.query<{ units: string }>(
      `SELECT sum(units)::text AS units FROM unit_movements WHERE user_id = :id`,
      { type: QueryTypes.SELECT, replacements: { id: seller.id } },
    );
    expect(moved!.units).toBe(investing.dec(-300).plus(buys[0]!.units).toFixed(4));
    expect((await ledgerMismatches(t.ctx)).filter((m) => m.userId === buyer.id)).toEqual([]);

    // Exactly once: running it again settles nothing and changes nothing.
    const before = [await holding(seller.id), await holding(buyer.id)];
    expect(await settle()).toMatchObject({ ordersSettled: 0, unitsIn: '0', unitsOut: '0', fees: '0.00' });
    expect([await holding(seller.id), await holding(buyer.id)]).toEqual(before);
    const [{ movements }] = (await t.ctx.sequelize.query(
      'SELECT count(*)::int AS movements FROM unit_movements WHERE user_id IN (:ids)',
      { type: QueryTypes.SELECT, replacements: { ids: [seller.id, buyer.id] } },
    )) as [{ movements: number }];
    expect(movements).toBe(5);
  });
});

describe('ledger check', () => {
  const cli = fileURLToPath(new URL('./ledger-check-cli.ts', import.meta.url));
  const run = (databaseUrl: string) =>
    promisify(execFile)(process.execPath, [cli], { env: { ...process.env, DATABASE_URL: databaseUrl } }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );

  it('prints every holding that differs from its movements and exits 1; 0 with a summary when all match', async () => {
    // Start from a ledger that holds (earlier tests may have given units without movements).
    await t.ctx.sequelize.query(
      `UPDATE holdings h SET units = coalesce((SELECT sum(units) FROM unit_movements m
         WHERE m.user_id = h.user_id AND m.strategy_code = h.strategy_code), 0), reserved_units = 0`,
    );
    const lines: string[] = [];
    expect(await checkLedger(t.ctx, (line) => lines.push(line))).toBe(0);
    const [{ holdings }] = (await t.ctx.sequelize.query('SELECT count(*)::int AS holdings FROM holdings', {
      type: QueryTypes.SELECT,
    })) as [{ holdings: number }];
    const summary = `all ${holdings} holdings match the ledger, every movement its settled order, every settled reduction its payout, and every holding and tax invoice names rows that exist`;
    expect(lines).toEqual([summary]);
    const ok = await run(t.ctx.config.databaseUrl);
    expect(ok).toEqual({ code: 0, stdout: `${summary}\n` });

    // Break one holding on purpose.
    const investor = await tradingInvestor(t);
    await giveUnits(t, investor.id, 'M-META', '12.5000', '100.00');
    expect(await ledgerMismatches(t.ctx)).toEqual([
      { userId: investor.id, strategyCode: 'M-META', holdingUnits: '12.5000', ledgerUnits: '0' },
    ]);
    const broken = await run(t.ctx.config.databaseUrl);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain('1 holding(s) differ from the ledger');
    expect(broken.stdout).toContain(`user ${investor.id} M-META: holding 12.5000 units, ledger 0 units`);
  });
});

describe('holdings and tax invoices without foreign keys', () => {
  it('the ledger check reports a holding of an unknown investor or strategy and an invoice naming a missing row', async () => {
    const investor = await tradingInvestor(t);
    await addOrder(investor.id, 'increase', '10000.00');
    standAt(t, `${tradeDate}T18:00:00`);
    await settle();
    const [invoice] = await t.ctx.sequelize.query<{ id: number; number: string }>(
      `SELECT t.id::int, t.number FROM tax_invoices t WHERE t.user_id = :id`,
      { type: QueryTypes.SELECT, replacements: { id: investor.id } },
    );
    expect(invoice).toBeDefined();
    expect(await danglingReferences(t.ctx)).toEqual([]);
    const missing = 2_000_000_000;
    const transaction = await t.ctx.sequelize.transaction();
    const run = (sql: string) =>
      t.ctx.sequelize.query(sql, {
        replacements: { id: investor.id, invoice: invoice!.id, missing },
        transaction,
      });
    let broken: Awaited<ReturnType<typeof danglingReferences>>;
    try {
      // Invoices refuse every change but their cancellation (their trigger): this breaks them past it.
      await run('SET LOCAL session_replication_role = replica');
      await run(`UPDATE holdings SET user_id = :missing WHERE user_id = :id AND strategy_code = '${code}'`);
      await run(`INSERT INTO holdings (user_id, strategy_code, units, cost, updated_at)
        VALUES (:id, 'M-NOWHERE', 0, 0, now())`);
      await run(
        'UPDATE tax_invoices SET replaces_id = :missing, cancelled_by = :missing, seller_id = :missing WHERE id = :invoice',
      );
      broken = await danglingReferences(t.ctx, transaction);
    } finally {
      await transaction.rollback();
    }
    expect(broken!).toHaveLength(5);
    expect(broken!).toEqual(
      expect.arrayContaining([
        { row: `holding of user ${investor.id} in M-NOWHERE`, problem: 'no such strategy' },
        { row: `holding of user ${missing} in ${code}`, problem: 'no such investor' },
        { row: `tax invoice ${invoice!.number}`, problem: 'cancelled by no known user' },
        { row: `tax invoice ${invoice!.number}`, problem: 'replaces no invoice' },
        { row: `tax invoice ${invoice!.number}`, problem: 'issued by no known seller version' },
      ]),
    );
    expect(await danglingReferences(t.ctx)).toEqual([]);
  });
});

describe('the ledger keeps every movement, and each matches its settled order', () => {
  it('refuses to change or delete a movement, and to delete an order', async () => {
    const investor = await tradingInvestor(t);
    await addOrder(investor.id, 'increase', '10000.00');
    standAt(t, `${tradeDate}T18:00:00`);
    await t.ctx.sequelize.transaction((transaction) =>
      settleStrategyDate(t.ctx, code, tradeDate, transaction, { cause: 'SWEEP', actorId: null }),
    );
    const [movement] = await t.ctx.sequelize.query<{ orderId: number }>(
      'SELECT order_id::int AS "orderId" FROM unit_movements WHERE user_id = :id',
      { type: QueryTypes.SELECT, replacements: { id: investor.id } },
    );
    for (const sql of [
      'UPDATE unit_movements SET units = units + 1 WHERE order_id = :id',
      'DELETE FROM unit_movements WHERE order_id = :id',
      'DELETE FROM orders WHERE id = :id',
      'TRUNCATE unit_movements',
      'TRUNCATE orders CASCADE',
    ]) {
      await expect(t.ctx.sequelize.query(sql, { replacements: { id: movement!.orderId } })).rejects.toThrow(
        /keeps every row for good/,
      );
    }
    expect(await movementMismatches(t.ctx)).toEqual([]);
  });

  it('reports a movement without its settled order, one that differs from it, and a settled order without one', async () => {
    const investor = await tradingInvestor(t);
    await addOrder(investor.id, 'increase', '10000.00');
    const [order] = await t.ctx.sequelize.query<{ id: number }>(
      'SELECT id::int FROM orders WHERE user_id = :id',
      { type: QueryTypes.SELECT, replacements: { id: investor.id } },
    );
    // Inside a transaction rolled back at the end: the ledger itself refuses to forget what is written to it.
    const transaction = await t.ctx.sequelize.transaction();
    try {
      const move = (orderId: number, units: string) =>
        t.ctx.sequelize.query(
          `INSERT INTO unit_movements (order_id, user_id, strategy_code, units, amount, nav, trade_date, created_at)
           VALUES (:orderId, :userId, :code, :units, 10000, 12.5, :tradeDate, now())`,
          { replacements: { orderId, userId: investor.id, code, units, tradeDate }, transaction },
        );
      await move(order!.id, '800.0000'); // the order is approved, not settled
      await move(2_000_000_000, '1.0000'); // no such order
      const [settled] = await t.ctx.sequelize.query<{ id: number }>(
        `INSERT INTO orders (user_id, kind, strategy_code, amount, stage, trade_date, created_at, settled_units)
         VALUES (:userId, 'increase', :code, 10000, 'success', :tradeDate, now(), 797.5) RETURNING id::int`,
        { type: QueryTypes.SELECT, replacements: { userId: investor.id, code, tradeDate }, transaction },
      );
      expect(await movementMismatches(t.ctx, transaction)).toEqual([
        { orderId: order!.id, problem: 'no settled order' },
        { orderId: settled!.id, problem: 'no movement' },
        { orderId: 2_000_000_000, problem: 'no settled order' },
      ]);
      await move(settled!.id, '-797.5000'); // a sale where the order bought
      expect(await movementMismatches(t.ctx, transaction)).toContainEqual({
        orderId: settled!.id,
        problem: 'order differs',
      });
    } finally {
      await transaction.rollback();
    }
    expect(await movementMismatches(t.ctx)).toEqual([]);
  });
});

describe('fees on buying', () => {
  it('a switch-in leg pays the switch-in fee, an increase the increase fee, each at its own rate', async () => {
    const date = '2026-11-19';
    standAt(t, `${date}T18:00:00`);
    await t.ctx.sequelize.query(
      `UPDATE strategies SET increase_fee_rate = 0.0025, switch_in_fee_rate = 0.01 WHERE code = :code`,
      { replacements: { code } },
    );
    await t.ctx.sequelize.query(
      `INSERT INTO strategy_navs (strategy_code, nav_date, nav, status, approved_at)
       VALUES (:code, :date, 10, 'APPROVED', now())
       ON CONFLICT (strategy_code, nav_date) DO UPDATE SET nav = 10, status = 'APPROVED'`,
      { replacements: { code, date } },
    );
    const investor = await tradingInvestor(t);
    await t.ctx.sequelize.query(
      `INSERT INTO orders (user_id, kind, leg, strategy_code, amount, stage, trade_date, created_at)
       VALUES (:id, 'increase', NULL, :code, 10000, 'approved', :date, now()),
              (:id, 'switch', 'in', :code, 10000, 'approved', :date, now())`,
      { replacements: { id: investor.id, code, date } },
    );
    await t.ctx.sequelize.transaction((tx) =>
      settleStrategyDate(t.ctx, code, date, tx, { cause: 'SWEEP', actorId: null }),
    );
    const [orders] = await t.ctx.sequelize.query(
      `SELECT kind, fee::text, settled_units::text AS units FROM orders WHERE user_id = :id ORDER BY id`,
      { replacements: { id: investor.id } },
    );
    // 10,000.00 less 0.25 % = 9,975.00 → 997.5000 units; 10,000.00 less 1 % = 9,900.00 → 990.0000 units.
    expect(orders).toEqual([
      { kind: 'increase', fee: '25.00', units: '997.5000' },
      { kind: 'switch', fee: '100.00', units: '990.0000' },
    ]);
  });
});

describe('the reduce fee on the FIFO gain (issue 19)', () => {
  async function settleAt(
    userId: number,
    date: string,
    nav: string,
    kind: 'increase' | 'reduce',
    value: string,
  ) {
    standAt(t, `${date}T18:00:00`);
    await t.ctx.sequelize.query(
      `INSERT INTO strategy_navs (strategy_code, nav_date, nav, status, approved_at)
       VALUES (:code, :date, :nav, 'APPROVED', now())
       ON CONFLICT (strategy_code, nav_date) DO UPDATE SET nav = :nav, status = 'APPROVED'`,
      { replacements: { code, date, nav } },
    );
    if (kind === 'reduce') {
      await t.ctx.sequelize.query(
        'UPDATE holdings SET reserved_units = :units WHERE user_id = :userId AND strategy_code = :code',
        { replacements: { userId, code, units: value } },
      );
    }
    await t.ctx.sequelize.query(
      `INSERT INTO orders (ref, user_id, kind, strategy_code, amount, units, stage, trade_date, created_at)
       VALUES (:ref, :userId, :kind, :code, :amount, :units, 'approved', :date, now())`,
      {
        replacements: {
          ref: `FIFO-${userId}-${date}`,
          userId,
          kind,
          code,
          date,
          amount: kind === 'increase' ? value : null,
          units: kind === 'reduce' ? value : null,
        },
      },
    );
    await t.ctx.sequelize.transaction((tx) =>
      settleStrategyDate(t.ctx, code, date, tx, { cause: 'SWEEP', actorId: null }),
    );
  }

  it('charges the rate on what the units sold gained over their FIFO cost, as the performance report prices them', async () => {
    const [before] = await t.ctx.sequelize.query<{ increase: string; reduce: string }>(
      `SELECT increase_fee_rate::text AS increase, reduce_fee_rate::text AS reduce FROM strategies WHERE code = :code`,
      { type: QueryTypes.SELECT, replacements: { code } },
    );
    await t.ctx.sequelize.query(
      'UPDATE strategies SET increase_fee_rate = 0, reduce_fee_rate = 0.10 WHERE code = :code',
      { replacements: { code } },
    );
    try {
      const investor = await tradingInvestor(t);
      // 1,000 units at 10 (10,000.00), then 500 at 12 (6,000.00): 1,500 units that cost 16,000.00.
      await settleAt(investor.id, '2026-11-23', '10.0000', 'increase', '10000.00');
      await settleAt(investor.id, '2026-11-24', '12.0000', 'increase', '6000.00');
      // 1,200 units at 15 (18,000.00): the first lot whole and 200 of the second (6,000 × 200 ÷ 500 = 2,400.00),
      // 12,400.00 first in, first out: a gain of 5,600.00 and a fee of 560.00. On the average cost (12,800.00) it
      // would have been 520.00.
      await settleAt(investor.id, '2026-11-25', '15.0000', 'reduce', '1200.0000');
      expect(await holding(investor.id)).toEqual({ units: '300.0000', reserved: '0.0000', cost: '3600.00' });
      // 100 more at 20 (2,000.00) from what is left of the second lot: 3,600 × 100 ÷ 300 = 1,200.00, fee 80.00.
      await settleAt(investor.id, '2026-11-26', '20.0000', 'reduce', '100.0000');

      const orders = await t.ctx.sequelize.query<{
        ref: string;
        kind: string;
        date: string;
        units: string;
        nav: string;
        amount: string;
        fee: string;
      }>(
        `SELECT ref, kind, to_char(trade_date, 'YYYY-MM-DD') AS date, settled_units::text AS units, nav::text,
           settled_amount::text AS amount, fee::text FROM orders WHERE user_id = :id ORDER BY trade_date, id`,
        { type: QueryTypes.SELECT, replacements: { id: investor.id } },
      );
      expect(orders.filter((o) => o.kind === 'reduce').map((o) => o.fee)).toEqual(['560.00', '80.00']);
      // The performance report's FIFO lots over the same orders: each fee is 10 % of the sale's gain before it.
      const { sales } = performance.fifoLots(
        orders.map((o) => ({
          ...o,
          side: o.kind === 'reduce' ? ('sell' as const) : ('buy' as const),
          external: true,
        })),
      );
      expect(sales.map((s) => [s.cost.toFixed(2), s.grossGain.toFixed(2)])).toEqual([
        ['12400.00', '5600.00'],
        ['1200.00', '800.00'],
      ]);
      expect(sales.map((s) => s.grossGain.times('0.10').toDecimalPlaces(2).toFixed(2))).toEqual(
        orders.filter((o) => o.kind === 'reduce').map((o) => o.fee),
      );
      expect((await ledgerMismatches(t.ctx)).filter((m) => m.userId === investor.id)).toEqual([]);
    } finally {
      await t.ctx.sequelize.query(
        'UPDATE strategies SET increase_fee_rate = :increase, reduce_fee_rate = :reduce WHERE code = :code',
        { replacements: { code, ...before } },
      );
    }
  });
});
