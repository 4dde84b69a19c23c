import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { fundOrder } from '../deposits/test-fixtures.ts';
import { enterAndApproveNav, enterNav } from '../navs/test-fixtures.ts';
import { giveUnits, holdingOf, order, standAt, tradingInvestor } from '../orders/test-fixtures.ts';
import { signInAs } from '../security/test-investors.ts';
import { ledgerMismatches, movementMismatches } from './ledger-check.ts';
import { lockNavDate, settleStrategyDate } from './settle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function approveOrder(id: number) {
  const ops = await t.signIn('operations@example.com');
  await t.http().post(`/admin/orders/${id}/approve`).set('Cookie', ops).send({}).expect(200);
}

async function movementsOf(userId: number) {
  const [rows] = await t.ctx.sequelize.query(
    `SELECT strategy_code, units::text, amount::text, nav::text FROM unit_movements WHERE user_id = :userId ORDER BY order_id`,
    { replacements: { userId } },
  );
  return rows;
}

/** A 10,000 THB increase into M-BTC, placed now and its deposit verified: ready for operations to approve. */
async function fundedIncrease(cookie: string): Promise<{ id: number }> {
  const { body } = await order(t, cookie, {
    kind: 'increase',
    strategyCode: 'M-BTC',
    amount: '10000.00',
  }).expect(201);
  await fundOrder(t, body.id);
  return body;
}

describe('NAV approval settles at the NAV, with fees, exactly once', () => {
  it('increase, reduce and switch match the hand-computed figures; the ledger equals the holdings', async () => {
    // Tuesday 8 December 2026: 10,000.00 into M-BTC (0.25 % fee) at NAV 12.3457.
    standAt(t, '2026-12-08T10:00:00');
    const investor = await tradingInvestor(t);
    // This investor reads English: the settlement e-mails are written in it.
    await t.ctx.sequelize.query("UPDATE users SET language = 'en' WHERE id = :id", {
      replacements: { id: investor.id },
    });
    const buy = await fundedIncrease(investor.cookie);
    await approveOrder(buy.id);
    standAt(t, '2026-12-08T18:00:00');
    const first = await enterAndApproveNav(t, 'M-BTC', '2026-12-08', '12.3457');
    expect(first.settlement).toMatchObject({
      ordersSettled: 1,
      unitsIn: '807.9736',
      amountIn: '10000.00',
      fees: '25.00',
    });
    const bought = (
      await t
        .http()
        .get(`/orders/${buy.id}`)
        .set('Cookie', await signInInvestor(investor))
    ).body;
    expect(bought).toMatchObject({ stage: 'success', nav: '12.3457', fee: '25.00', units: '807.9736' });
    expect(await holdingOf(t, investor.id, 'M-BTC')).toEqual({ units: '807.9736', reserved_units: '0.0000' });

    // Wednesday: reduce 400 units at NAV 15.0000. Gross 6,000.00; cost of the units 10,000 × 400 / 807.9736 =
    // 4,950.66; profit 1,049.34; 10 % fee 104.93; paid 5,895.07.
    standAt(t, '2026-12-09T10:00:00');
    const sell = (
      await order(t, await signInInvestor(investor), {
        kind: 'reduce',
        strategyCode: 'M-BTC',
        units: '400',
      }).expect(201)
    ).body;
    await approveOrder(sell.id);
    standAt(t, '2026-12-09T18:00:00');
    const second = await enterAndApproveNav(t, 'M-BTC', '2026-12-09', '15.0000');
    expect(second.settlement).toMatchObject({
      ordersSettled: 1,
      unitsOut: '400.0000',
      amountOut: '5895.07',
      fees: '104.93',
    });
    expect(await holdingOf(t, investor.id, 'M-BTC')).toEqual({ units: '407.9736', reserved_units: '0.0000' });

    // Friday 11 December (Thursday is Constitution Day): switch 100 units to M-STABLE. Out at NAV 20.0000: gross
    // 2,000.00, cost 5,049.34 × 100 / 407.9736 = 1,237.67, profit 762.33, fee 76.23, proceeds 1,923.77. In on
    // Monday 14th at NAV 10.5000 with no fee: 1,923.77 / 10.5 = 183.2161 units.
    standAt(t, '2026-12-11T10:00:00');
    const switching = (
      await order(t, await signInInvestor(investor), {
        kind: 'switch',
        strategyCode: 'M-BTC',
        toStrategyCode: 'M-STABLE',
        units: '100',
      }).expect(201)
    ).body;
    expect(switching.legs.in.tradeDate).toBe('2026-12-14');
    await approveOrder(switching.id);
    standAt(t, '2026-12-11T18:00:00');
    const out = await enterAndApproveNav(t, 'M-BTC', '2026-12-11', '20.0000');
    expect(out.settlement).toMatchObject({ unitsOut: '100.0000', amountOut: '1923.77', fees: '76.23' });
    standAt(t, '2026-12-14T18:00:00');
    const into = await enterAndApproveNav(t, 'M-STABLE', '2026-12-14', '10.5000');
    expect(into.settlement).toMatchObject({
      ordersSettled: 1,
      unitsIn: '183.2161',
      amountIn: '1923.77',
      fees: '0.00',
    });
    expect(await holdingOf(t, investor.id, 'M-STABLE')).toEqual({
      units: '183.2161',
      reserved_units: '0.0000',
    });

    expect(await movementsOf(investor.id)).toEqual([
      { strategy_code: 'M-BTC', units: '807.9736', amount: '10000.00', nav: '12.3457' },
      { strategy_code: 'M-BTC', units: '-400.0000', amount: '5895.07', nav: '15.0000' },
      { strategy_code: 'M-BTC', units: '-100.0000', amount: '1923.77', nav: '20.0000' },
      { strategy_code: 'M-STABLE', units: '183.2161', amount: '1923.77', nav: '10.5000' },
    ]);
    expect((await ledgerMismatches(t.ctx)).filter((m) => m.userId === investor.id)).toEqual([]);
    expect(await movementMismatches(t.ctx)).toEqual([]);

    // Running the settlement again changes nothing.
    const before = await holdingOf(t, investor.id, 'M-BTC');
    const again = await t.ctx.sequelize.transaction((tx) =>
      settleStrategyDate(t.ctx, 'M-BTC', '2026-12-09', tx, { cause: 'SWEEP', actorId: null }),
    );
    expect(again).toMatchObject({ ordersSettled: 0 });
    expect(await holdingOf(t, investor.id, 'M-BTC')).toEqual(before);
    expect(await movementsOf(investor.id)).toHaveLength(4);

    // Each settled order gets its e-mail once, in the investor's language.
    const [mails] = (await t.ctx.sequelize.query(
      "SELECT subject FROM outbox_messages WHERE template = 'order-settled' AND recipient = :email ORDER BY id",
      { replacements: { email: investor.email } },
    )) as [{ subject: string }[], unknown];
    expect(mails).toHaveLength(4);
    for (const { subject } of mails) expect(subject).toMatch(/^[A-Za-z -]+ \S+ settled$/);
  });
});

describe('maker-checker', () => {
  it('the maker cannot approve; an approved NAV cannot be entered or approved again; a rejected one can be re-entered', async () => {
    standAt(t, '2026-12-15T18:00:00');
    const ops = await t.signIn('operations@example.com');
    const admin = await t.signIn('admin@example.com');
    await enterNav(t, ops, 'M-META', '2026-12-15', '7.1').expect(201);
    // Each staff member reads whether they are the maker, in the list and on the NAV's own answer.
    const enteredByMe = async (cookie: string) => {
      const shown = await t.http().get('/admin/navs/M-META_2026-12-15').set('Cookie', cookie).expect(200);
      const listed = await t
        .http()
        .get('/admin/navs')
        .query({ filter: JSON.stringify({ strategyCode: 'M-META', navDate: '2026-12-15' }) })
        .set('Cookie', cookie)
        .expect(200);
      return [shown.body.enteredByMe, listed.body.map((n: { enteredByMe: boolean }) => n.enteredByMe)];
    };
    expect(await enteredByMe(ops)).toEqual([true, [true]]);
    expect(await enteredByMe(admin)).toEqual([false, [false]]);
    expect(
      (await t.http().post('/admin/navs/M-META_2026-12-15/approve').set('Cookie', ops).send({}).expect(403))
        .body.code,
    ).toBe('NAV_MAKER_CANNOT_APPROVE');
    await t
      .http()
      .post('/admin/navs/M-META_2026-12-15/reject')
      .set('Cookie', admin)
      .send({ reason: 'Typo' })
      .expect(200);
    await enterNav(t, ops, 'M-META', '2026-12-15', '7.2').expect(201);
    await t.http().post('/admin/navs/M-META_2026-12-15/approve').set('Cookie', admin).send({}).expect(200);
    await t.http().post('/admin/navs/M-META_2026-12-15/approve').set('Cookie', admin).send({}).expect(409);
    expect((await enterNav(t, ops, 'M-META', '2026-12-15', '9').expect(409)).body.code).toBe(
      'NAV_ALREADY_APPROVED',
    );
    const { body } = await t.http().get('/admin/navs/M-META_2026-12-15').set('Cookie', ops).expect(200);
    expect(body).toMatchObject({
      nav: '7.2000',
      status: 'APPROVED',
      enteredByEmail: 'operations@example.com',
      approvedByEmail: 'admin@example.com',
    });
  });

  it('refuses a future date, a weekend, a holiday and bad numbers', async () => {
    standAt(t, '2026-12-15T18:00:00');
    const ops = await t.signIn('operations@example.com');
    const enter = (navDate: string, nav: string) => enterNav(t, ops, 'M-INFRA', navDate, nav);
    expect((await enter('2026-12-16', '10').expect(422)).body.code).toBe('NAV_DATE_IN_FUTURE');
    expect((await enter('2026-12-13', '10').expect(422)).body.code).toBe('NAV_NOT_BUSINESS_DAY');
    expect((await enter('2026-12-10', '10').expect(422)).body.code).toBe('NAV_NOT_BUSINESS_DAY');
    // A holiday long past is no business day either.
    expect((await enter('2026-04-13', '10').expect(422)).body.code).toBe('NAV_NOT_BUSINESS_DAY');
    await enter('2026-12-15', '0').expect(422);
    await enter('2026-12-15', '-1').expect(422);
    await enter('2026-12-15', '1.23456').expect(422);
  });

  it('refuses a NAV dated before the strategy starts being managed, and nothing is stored', async () => {
    // M-NEXTGEN starts being managed on Monday 04/01/2027: 24/11/2026, 31/12/2026 and 01/01/2027 come before it.
    standAt(t, '2027-01-05T18:00:00');
    const ops = await t.signIn('operations@example.com');
    const enter = (navDate: string) => enterNav(t, ops, 'M-NEXTGEN', navDate, '10');
    for (const navDate of ['2026-11-24', '2026-12-31']) {
      const res = await enter(navDate).expect(422);
      expect(res.body).toMatchObject({
        code: 'NAV_BEFORE_MANAGEMENT_START',
        title: "The NAV date is before this strategy's management start date",
      });
    }
    const [count] = await t.ctx.sequelize.query<{ n: string }>(
      "SELECT count(*) AS n FROM strategy_navs WHERE strategy_code = 'M-NEXTGEN' AND nav_date < '2027-01-04'",
      { type: QueryTypes.SELECT },
    );
    expect(Number(count!.n)).toBe(0);
    // The start date itself and the day after are business days of a managed strategy.
    await enter('2027-01-04').expect(201);
    await enter('2027-01-05').expect(201);
  });

  it("refuses today's NAV until the 14:00 cut-off has passed: 13:59:59 no, 14:00:00 yes; an earlier day any time", async () => {
    standAt(t, '2026-12-17T13:59:59');
    const ops = await t.signIn('operations@example.com');
    const enter = (navDate: string) => enterNav(t, ops, 'M-LARGECAP', navDate, '10');
    expect((await enter('2026-12-17').expect(422)).body.code).toBe('NAV_BEFORE_CUT_OFF');
    await enter('2026-12-16').expect(201);
    standAt(t, '2026-12-17T14:00:00');
    await enter('2026-12-17').expect(201);
  });

  it('compliance reads NAVs and settlements but cannot enter them', async () => {
    standAt(t, '2026-12-15T18:00:00');
    const compliance = await t.signIn('compliance@example.com');
    await t.http().get('/admin/navs').set('Cookie', compliance).expect(200);
    const runs = await t.http().get('/admin/settlements').set('Cookie', compliance).expect(200);
    expect(runs.headers['content-range']).toMatch(/^settlements /);
    await enterNav(t, compliance, 'M-INFRA', '2026-12-15', '10').expect(403);
  });
});

/**
 * A NAV approval caught in the middle: in its own transaction, locked, marked approved and settled as approveNav does,
 * not yet committed. `meanwhile` runs while it stays open; the approval commits once `meanwhile` waits for it (or
 * has finished without waiting, which is the race lost).
 */
async function whileNavApproving<T>(code: string, date: string, meanwhile: () => Promise<T>): Promise<T> {
  const transaction = await t.ctx.sequelize.transaction();
  let pending: Promise<T> | undefined;
  try {
    await lockNavDate(t.ctx, code, date, 'exclusive', transaction);
    await t.ctx.sequelize.query(
      `UPDATE strategy_navs SET status = 'APPROVED', approved_at = now() WHERE strategy_code = :code AND nav_date = :date`,
      { replacements: { code, date }, transaction },
    );
    await settleStrategyDate(t.ctx, code, date, transaction, { cause: 'NAV_APPROVED', actorId: null });
    let done = false;
    pending = meanwhile().finally(() => {
      done = true;
    });
    const waitingForLock = async () =>
      (
        await t.ctx.sequelize.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`,
          { type: QueryTypes.SELECT },
        )
      )[0]!.n > 0;
    for (let i = 0; i < 250 && !done && !(await waitingForLock()); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await transaction.commit();
  } catch (error) {
    await transaction.rollback();
    throw error;
  }
  return pending;
}

describe('an order approved while its NAV is being approved', () => {
  it('waits for the NAV approval and settles at that NAV', async () => {
    standAt(t, '2026-12-21T10:00:00');
    const investor = await tradingInvestor(t);
    const buy = await fundedIncrease(investor.cookie);
    standAt(t, '2026-12-21T18:00:00');
    const ops = await t.signIn('operations@example.com');
    await enterNav(t, ops, 'M-BTC', '2026-12-21', '12.5000').expect(201);

    const approved = await whileNavApproving('M-BTC', '2026-12-21', async () =>
      t.http().post(`/admin/orders/${buy.id}/approve`).set('Cookie', ops).send({}),
    );
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ stage: 'success', nav: '12.5000' });
    expect((await holdingOf(t, investor.id, 'M-BTC')).units).toBe(approved.body.units);
  });

  it("a switch-in whose out leg's NAV is approved while its own is settles too", async () => {
    standAt(t, '2026-12-21T10:00:00');
    const investor = await tradingInvestor(t);
    await giveUnits(t, investor.id, 'M-STABLE', '1000.0000', '10000.00');
    const switching = (
      await order(t, investor.cookie, {
        kind: 'switch',
        strategyCode: 'M-STABLE',
        toStrategyCode: 'M-META',
        units: '300',
      }).expect(201)
    ).body;
    expect(switching.legs.in.tradeDate).toBe('2026-12-22');
    await approveOrder(switching.id);
    standAt(t, '2026-12-22T18:00:00');
    const ops = await t.signIn('operations@example.com');
    const admin = await t.signIn('admin@example.com');
    for (const [strategyCode, navDate, nav] of [
      ['M-STABLE', '2026-12-21', '10.0000'],
      ['M-META', '2026-12-22', '8.0000'],
    ] as const) {
      await enterNav(t, ops, strategyCode, navDate, nav).expect(201);
    }

    // The in-strategy's NAV is being approved (its settlement finds the in leg without an amount yet) while the
    // out-strategy's approval pays the out leg and looks for switch-ins to settle.
    const out = await whileNavApproving('M-META', '2026-12-22', async () =>
      t.http().post('/admin/navs/M-STABLE_2026-12-21/approve').set('Cookie', admin).send({}),
    );
    expect(out.status).toBe(200);
    const [inLeg] = await t.ctx.sequelize.query<{ stage: string; nav: string; amount: string }>(
      `SELECT stage, nav::text, amount::text FROM orders WHERE paired_order_id = :id`,
      { type: QueryTypes.SELECT, replacements: { id: switching.id } },
    );
    expect(inLeg).toMatchObject({ stage: 'success', nav: '8.0000', amount: '3000.00' });
    expect(Number((await holdingOf(t, investor.id, 'M-META')).units)).toBeGreaterThan(0);
  });
});

describe('every settlement leaves its run', () => {
  const runsOf = async (strategyCode: string, tradeDate: string) => {
    const ops = await t.signIn('operations@example.com');
    const { body } = await t
      .http()
      .get('/admin/settlements')
      .query({ filter: JSON.stringify({ strategyCode, tradeDate }) })
      .set('Cookie', ops)
      .expect(200);
    return (body as { cause: string; ordersSettled: number; amountIn: string; approvedBy: string | null }[])
      .map(({ cause, ordersSettled, amountIn, approvedBy }) => ({
        cause,
        ordersSettled,
        amountIn,
        approvedBy,
      }))
      .reverse();
  };

  it('an order approved after its NAV settles with a run of its own, and its investor gets their tier', async () => {
    standAt(t, '2026-12-23T10:00:00');
    const investor = await tradingInvestor(t);
    const buy = await fundedIncrease(investor.cookie);
    standAt(t, '2026-12-23T18:00:00');
    await enterAndApproveNav(t, 'M-BTC', '2026-12-23', '12.0000');
    const tierOf = async () =>
      (
        (await t.ctx.sequelize.query('SELECT tier_code FROM users WHERE id = :id', {
          replacements: { id: investor.id },
        })) as [[{ tier_code: string | null }], unknown]
      )[0][0].tier_code;
    // Holding nothing when the NAV was approved, the investor had no tier; settling at once gives them theirs.
    expect(await tierOf()).toBeNull();
    await approveOrder(buy.id);
    expect(await tierOf()).toBe('CLASSIC');
    expect(await runsOf('M-BTC', '2026-12-23')).toEqual([
      { cause: 'NAV_APPROVED', ordersSettled: 0, amountIn: '0.00', approvedBy: 'admin@example.com' },
      {
        cause: 'ORDER_APPROVED',
        ordersSettled: 1,
        amountIn: '10000.00',
        approvedBy: 'operations@example.com',
      },
    ]);
  });

  it('switch-ins settled when their out leg pays have a run for their own strategy and date', async () => {
    standAt(t, '2026-12-23T10:00:00');
    const investor = await tradingInvestor(t);
    await giveUnits(t, investor.id, 'M-STABLE', '1000.0000', '10000.00');
    const switching = (
      await order(t, investor.cookie, {
        kind: 'switch',
        strategyCode: 'M-STABLE',
        toStrategyCode: 'M-META',
        units: '200',
      }).expect(201)
    ).body;
    await approveOrder(switching.id);
    standAt(t, '2026-12-24T18:00:00');
    // The in-strategy's NAV first: the in leg has nothing to buy with yet.
    await enterAndApproveNav(t, 'M-META', '2026-12-24', '8.0000');
    await enterAndApproveNav(t, 'M-STABLE', '2026-12-23', '10.0000');
    expect(await runsOf('M-STABLE', '2026-12-23')).toEqual([
      { cause: 'NAV_APPROVED', ordersSettled: 1, amountIn: '0.00', approvedBy: 'admin@example.com' },
    ]);
    expect(await runsOf('M-META', '2026-12-24')).toEqual([
      { cause: 'NAV_APPROVED', ordersSettled: 0, amountIn: '0.00', approvedBy: 'admin@example.com' },
      {
        cause: 'SWITCH_OUT_SETTLED',
        ordersSettled: 1,
        amountIn: '2000.00',
        approvedBy: 'admin@example.com',
      },
    ]);
    const ops = await t.signIn('operations@example.com');
    const byCause = (cause: string) =>
      t
        .http()
        .get('/admin/settlements')
        .query({ filter: JSON.stringify({ strategyCode: 'M-META', tradeDate: '2026-12-24', cause }) })
        .set('Cookie', ops);
    expect((await byCause('SWITCH_OUT_SETTLED').expect(200)).body).toEqual([
      expect.objectContaining({ cause: 'SWITCH_OUT_SETTLED', ordersSettled: 1 }),
    ]);
    expect((await byCause('SWEEP').expect(200)).body).toEqual([]);
    expect((await byCause('SETTLED').expect(422)).body.code).toBe('VALIDATION_FAILED');
  });
});

describe('a switch whose proceeds round to 0.00 THB', () => {
  it('rejects its in leg and the NAV approval still settles everyone else', async () => {
    standAt(t, '2026-12-28T18:00:00');
    // 0.0004 units at NAV 10.0000 are worth 0.004 THB: 0.00 once rounded.
    const dust = await tradingInvestor(t);
    await giveUnits(t, dust.id, 'M-INFRA', '0.0004', '0.01');
    await t.ctx.sequelize.query(
      `UPDATE holdings SET reserved_units = units WHERE user_id = :id AND strategy_code = 'M-INFRA';
       WITH out AS (
         INSERT INTO orders (user_id, kind, leg, strategy_code, units, full_redemption, stage, trade_date, created_at)
         VALUES (:id, 'switch', 'out', 'M-INFRA', 0.0004, true, 'approved', '2026-12-28', now()) RETURNING id
       )
       INSERT INTO orders (user_id, kind, leg, strategy_code, paired_order_id, stage, trade_date, created_at)
       SELECT :id, 'switch', 'in', 'M-META', id, 'approved', '2026-12-29', now() FROM out`,
      { replacements: { id: dust.id } },
    );
    const buyer = await tradingInvestor(t);
    await t.ctx.sequelize.query(
      `INSERT INTO orders (user_id, kind, strategy_code, amount, stage, trade_date, created_at)
       VALUES (:id, 'increase', 'M-INFRA', 10000, 'approved', '2026-12-28', now())`,
      { replacements: { id: buyer.id } },
    );

    const approved = await enterAndApproveNav(t, 'M-INFRA', '2026-12-28', '10.0000');
    expect(approved.settlement).toMatchObject({ ordersSettled: 2, unitsOut: '0.0004', amountOut: '0.00' });
    const [legs] = await t.ctx.sequelize.query(
      'SELECT leg, stage, amount::text, reject_reason FROM orders WHERE user_id = :id ORDER BY id',
      { replacements: { id: dust.id } },
    );
    expect(legs).toEqual([
      { leg: 'out', stage: 'success', amount: null, reject_reason: null },
      { leg: 'in', stage: 'reject', amount: null, reject_reason: 'ORDER_SWITCH_NOTHING_TO_BUY' },
    ]);
    expect(await holdingOf(t, dust.id, 'M-INFRA')).toEqual({ units: '0.0000', reserved_units: '0.0000' });
    expect(await holdingOf(t, buyer.id, 'M-INFRA')).toMatchObject({ units: '997.5000' });
    expect((await ledgerMismatches(t.ctx)).filter((m) => m.userId === buyer.id)).toEqual([]);
  });
});

/** The investor signs in again at the test instant. */
const signInInvestor = (investor: { email: string }) => signInAs(t, investor.email);
