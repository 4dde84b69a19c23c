import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { fundOrder, openDeposit, slipPng, uploadSlip } from '../deposits/test-fixtures.ts';
import { newIp } from '../kyc/test-fixtures.ts';
import { setPin } from '../security/test-investors.ts';
import { giveUnits, holdingOf, newKey, order, standAt, tradingInvestor } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// A Tuesday morning: a business day before the cut-off.
beforeEach(() => standAt(t, '2026-12-08T10:00:00'));

const increase = (strategyCode: string, amount: string, extra: object = {}) => ({
  kind: 'increase',
  strategyCode,
  amount,
  ...extra,
});

describe('increase', () => {
  it('a first investment of 10,000.00 is placed for today; 9,999.99 is refused with the minimum message', async () => {
    const { cookie } = await tradingInvestor(t);
    const low = await order(t, cookie, increase('M-BTC', '9999.99')).set('Accept-Language', 'en').expect(422);
    expect(low.body.code).toBe('ORDER_BELOW_MINIMUM_FIRST');
    expect(low.body.detail ?? low.body.title).toMatch(/10,000/);
    const { body } = await order(t, cookie, increase('M-BTC', '10000.00')).expect(201);
    expect(body).toMatchObject({
      kind: 'increase',
      stage: 'confirm',
      strategyCode: 'M-BTC',
      amount: '10000.00',
      tradeDate: '2026-12-08',
      paymentType: 'BANK_TRANSFER',
    });
    expect(body.ref).toBe(`ORD-20261208-${String(body.id).padStart(6, '0')}`);
  });

  it('a top-up is at least 10,000.00 too', async () => {
    const { cookie } = await tradingInvestor(t);
    await order(t, cookie, increase('M-BTC', '10000')).expect(201);
    expect((await order(t, cookie, increase('M-BTC', '9999.99')).expect(422)).body.code).toBe(
      'ORDER_BELOW_MINIMUM_TOP_UP',
    );
    await order(t, cookie, increase('M-BTC', '10000.00')).expect(201);
  });

  it('13:59:59 trades today and 14:00:00 the next business day', async () => {
    standAt(t, '2026-12-08T13:59:59');
    const { cookie } = await tradingInvestor(t);
    expect((await order(t, cookie, increase('M-BTC', '10000')).expect(201)).body.tradeDate).toBe(
      '2026-12-08',
    );
    standAt(t, '2026-12-08T14:00:00');
    expect((await order(t, cookie, increase('M-BTC', '10000')).expect(201)).body.tradeDate).toBe(
      '2026-12-09',
    );
  });

  it('14:00:00 on a Friday trades on Monday; on the eve of a holiday, on the business day after it', async () => {
    // Friday 11 December 2026 → Monday 14 December.
    standAt(t, '2026-12-11T14:00:00');
    const { cookie } = await tradingInvestor(t);
    expect((await order(t, cookie, increase('M-BTC', '10000')).expect(201)).body.tradeDate).toBe(
      '2026-12-14',
    );
    // Wednesday 9 December, the eve of Constitution Day (Thursday 10, seeded) → Friday 11 December.
    standAt(t, '2026-12-09T14:00:00');
    const eve = await tradingInvestor(t);
    expect((await order(t, eve.cookie, increase('M-BTC', '10000')).expect(201)).body.tradeDate).toBe(
      '2026-12-11',
    );
  });

  it('a multi-strategy first investment needs two strategies; the orders share a batch', async () => {
    const { cookie } = await tradingInvestor(t);
    const one = { kind: 'increase', allocations: [{ strategyCode: 'M-BTC', amount: '10000' }] };
    expect((await order(t, cookie, one).expect(422)).body.code).toBe('ORDER_TOO_FEW_STRATEGIES');
    const two = {
      kind: 'increase',
      allocations: [
        { strategyCode: 'M-BTC', amount: '10000' },
        { strategyCode: 'M-STABLE', amount: '15000.50' },
      ],
    };
    const { body } = await order(t, cookie, two).expect(201);
    expect(
      body.orders.map((o: { strategyCode: string; amount: string }) => [o.strategyCode, o.amount]),
    ).toEqual([
      ['M-BTC', '10000.00'],
      ['M-STABLE', '15000.50'],
    ]);
    expect(body.orders[0].batchRef).toBe(body.batchRef);
  });

  it('two multi-strategy investments placed at the same instant get references of their own', async () => {
    const { id, cookie } = await tradingInvestor(t);
    const two = {
      kind: 'increase',
      allocations: [
        { strategyCode: 'M-BTC', amount: '10000' },
        { strategyCode: 'M-STABLE', amount: '10000' },
      ],
    };
    // The test clock stands still: both arrive in the same millisecond.
    const [first, second] = await Promise.all([
      order(t, cookie, two).expect(201),
      order(t, cookie, two).expect(201),
    ]);
    expect(first.body.batchRef).toMatch(/^B-[0-9a-f]+-\d+$/);
    expect(second.body.batchRef).not.toBe(first.body.batchRef);
    const [batches] = await t.ctx.sequelize.query(
      'SELECT batch_ref, count(*)::int AS orders FROM orders WHERE user_id = :id GROUP BY batch_ref ORDER BY 1',
      { replacements: { id } },
    );
    expect(batches).toHaveLength(2);
    expect(batches).toEqual(expect.arrayContaining([expect.objectContaining({ orders: 2 })]));
    await t
      .http()
      .get(`/orders/batches/${second.body.batchRef}`)
      .set('Cookie', cookie)
      .expect(200)
      .expect((res) => expect(res.body.orders).toHaveLength(2));
  });

  it('five top-ups of one investor sent at once, each with its own key, are all placed', async () => {
    const { id, cookie } = await tradingInvestor(t);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => order(t, cookie, increase('M-BTC', '10000'))),
    );
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201, 201]);
    const [[{ placed }]] = (await t.ctx.sequelize.query(
      `SELECT count(*)::int AS placed FROM orders WHERE user_id = :id AND kind = 'increase'`,
      { replacements: { id } },
    )) as [[{ placed: number }], unknown];
    expect(placed).toBe(5);
  });

  it('above the customer’s band needs the risk warning accepted, which is recorded', async () => {
    const { cookie } = await tradingInvestor(t, { band: 'LOW' });
    const refused = await order(t, cookie, increase('M-BTC', '10000')).expect(409);
    expect(refused.body).toMatchObject({
      code: 'ORDER_RISK_MISMATCH',
      details: { strategyCode: 'M-BTC', strategyBand: 'MODERATE', customerBand: 'LOW' },
    });
    const { body } = await order(t, cookie, increase('M-BTC', '10000', { acceptRiskMismatch: true })).expect(
      201,
    );
    expect(body).toMatchObject({ riskMismatch: true, riskAcceptedAt: '2026-12-08T03:00:00.000Z' });
    // Within the band no warning is asked.
    await order(t, cookie, increase('M-STABLE', '10000')).expect(201);
  });

  it('a multi-strategy investment above the band names every strategy above it in one refusal', async () => {
    const { cookie } = await tradingInvestor(t, { band: 'LOW' });
    const three = {
      kind: 'increase',
      allocations: [
        { strategyCode: 'M-STABLE', amount: '10000' },
        { strategyCode: 'M-BTC', amount: '10000' },
        { strategyCode: 'M-LARGECAP', amount: '10000' },
      ],
    };
    const refused = await order(t, cookie, three).expect(409);
    expect(refused.body).toMatchObject({
      code: 'ORDER_RISK_MISMATCH',
      details: {
        strategyCode: 'M-BTC',
        strategyBand: 'MODERATE',
        customerBand: 'LOW',
        strategies: [
          { strategyCode: 'M-BTC', strategyBand: 'MODERATE' },
          { strategyCode: 'M-LARGECAP', strategyBand: 'HIGH' },
        ],
      },
    });
    const { body } = await order(t, cookie, { ...three, acceptRiskMismatch: true }).expect(201);
    expect(
      body.orders.map((o: { strategyCode: string; riskMismatch: boolean }) => [
        o.strategyCode,
        o.riskMismatch,
      ]),
    ).toEqual([
      ['M-STABLE', false],
      ['M-BTC', true],
      ['M-LARGECAP', true],
    ]);
  });

  it('refuses bad bodies and changes nothing', async () => {
    const { id, cookie } = await tradingInvestor(t);
    for (const body of [
      increase('M-BTC', '10000.001'),
      increase('M-BTC', 10000 as unknown as string),
      increase('M-BTC', '-10000'),
      { kind: 'increase', strategyCode: 'M-BTC', units: '10' },
      { kind: 'buy', strategyCode: 'M-BTC', amount: '10000' },
      increase('btc', '10000'),
      increase('M-BTC', '10000', { extra: 1 }),
    ]) {
      await order(t, cookie, body).expect(422);
    }
    const [rows] = await t.ctx.sequelize.query('SELECT 1 FROM orders WHERE user_id = :id', {
      replacements: { id },
    });
    expect(rows).toHaveLength(0);
  });

  it('paying by QR is refused while the depositWithQRPayment flag is off, and places nothing', async () => {
    const setQrFlag = (enabled: boolean) =>
      t.ctx.sequelize.query(
        `INSERT INTO feature_flags (name, enabled) VALUES ('depositWithQRPayment', :enabled)
         ON CONFLICT (name) DO UPDATE SET enabled = :enabled`,
        { replacements: { enabled } },
      );
    const { id, cookie } = await tradingInvestor(t);
    const byQr = increase('M-BTC', '10000', { paymentType: 'QR_PAYMENT' });
    try {
      await setQrFlag(false);
      expect((await order(t, cookie, byQr).expect(409)).body.code).toBe('DEPOSIT_QR_DISABLED');
      const [rows] = await t.ctx.sequelize.query('SELECT 1 FROM orders WHERE user_id = :id', {
        replacements: { id },
      });
      expect(rows).toHaveLength(0);
      await order(t, cookie, increase('M-BTC', '10000', { paymentType: 'BANK_TRANSFER' })).expect(201);
    } finally {
      await setQrFlag(true);
    }
    expect((await order(t, cookie, byQr).expect(201)).body.paymentType).toBe('QR_PAYMENT');
  });

  it('a strategy whose management has not started takes no orders', async () => {
    const { cookie } = await tradingInvestor(t);
    expect((await order(t, cookie, increase('M-NEXTGEN', '10000')).expect(422)).body.code).toBe(
      'ORDER_STRATEGY_NOT_OPEN',
    );
  });

  it('orders open on the management start date itself, even with NAVs approved before it', async () => {
    const { cookie } = await tradingInvestor(t);
    const setStart = (date: string) =>
      t.ctx.sequelize.query(`UPDATE strategies SET management_start_date = :date WHERE code = 'M-LARGECAP'`, {
        replacements: { date },
      });
    try {
      await setStart('2026-12-09');
      expect((await order(t, cookie, increase('M-LARGECAP', '10000')).expect(422)).body.code).toBe(
        'ORDER_STRATEGY_NOT_OPEN',
      );
      await setStart('2026-12-08');
      await order(t, cookie, increase('M-LARGECAP', '10000')).expect(201);
    } finally {
      await setStart('2021-06-01');
    }
  });
});

describe('who may order', () => {
  it('an investor compliance has not approved cannot invest', async () => {
    const { cookie } = await tradingInvestor(t, { caseStatus: 'PENDING' });
    expect((await order(t, cookie, increase('M-BTC', '10000')).expect(403)).body.code).toBe(
      'ORDER_ACCOUNT_NOT_VERIFIED',
    );
  });

  it('OVERDUE refuses increases and switches but allows reductions', async () => {
    const { id, cookie } = await tradingInvestor(t, { caseStatus: 'OVERDUE' });
    await giveUnits(t, id, 'M-STABLE', '1000');
    expect((await order(t, cookie, increase('M-BTC', '10000')).expect(403)).body.code).toBe(
      'ORDER_ACCOUNT_RESTRICTED',
    );
    const switching = { kind: 'switch', strategyCode: 'M-STABLE', toStrategyCode: 'M-BTC', units: '100' };
    expect((await order(t, cookie, switching).expect(403)).body.code).toBe('ORDER_ACCOUNT_RESTRICTED');
    await order(t, cookie, { kind: 'reduce', strategyCode: 'M-STABLE', units: '100' }).expect(201);
  });

  it('the wallet app’s allowInvest=false refuses investing', async () => {
    const { cookie } = await tradingInvestor(t, { allowInvest: false });
    expect((await order(t, cookie, increase('M-BTC', '10000')).expect(403)).body.code).toBe(
      'ORDER_NOT_ALLOWED',
    );
  });

  it('with a PIN set, the PIN is required', async () => {
    const { id, cookie } = await tradingInvestor(t);
    await setPin(t, cookie, '135790');
    const [[security]] = (await t.ctx.sequelize.query(
      'SELECT pin_hash IS NOT NULL AS "hasPin" FROM user_security WHERE user_id = :id',
      { replacements: { id } },
    )) as [[{ hasPin: boolean }], unknown];
    expect(security.hasPin).toBe(true);
    expect((await order(t, cookie, increase('M-BTC', '10000')).expect(422)).body.code).toBe('PIN_REQUIRED');
    expect(
      (await order(t, cookie, increase('M-BTC', '10000', { pin: '000000' })).expect(422)).body.code,
    ).toBe('PIN_INVALID');
    await order(t, cookie, increase('M-BTC', '10000', { pin: '135790' })).expect(201);
    const [rows] = await t.ctx.sequelize.query('SELECT 1 FROM orders WHERE user_id = :id', {
      replacements: { id },
    });
    expect(rows).toHaveLength(1);
  });
});

describe('idempotency', () => {
  it('one key twice is one order; the same key with another body is refused; no key is refused', async () => {
    const { id, cookie } = await tradingInvestor(t);
    const key = newKey();
    const first = await order(t, cookie, increase('M-BTC', '10000'), key).expect(201);
    const again = await order(t, cookie, increase('M-BTC', '10000'), key).expect(201);
    expect(again.body.id).toBe(first.body.id);
    expect((await order(t, cookie, increase('M-BTC', '20000'), key).expect(422)).body.code).toBe(
      'ORDER_IDEMPOTENCY_MISMATCH',
    );
    expect((await order(t, cookie, increase('M-BTC', '10000'), null).expect(422)).body.code).toBe(
      'ORDER_IDEMPOTENCY_KEY_REQUIRED',
    );
    const [rows] = await t.ctx.sequelize.query('SELECT 1 FROM orders WHERE user_id = :id', {
      replacements: { id },
    });
    expect(rows).toHaveLength(1);
  });

  it('the same body with its keys in another order is the same request', async () => {
    const { id, cookie } = await tradingInvestor(t);
    const key = newKey();
    const body = {
      kind: 'increase',
      allocations: [
        { strategyCode: 'M-BTC', amount: '10000' },
        { strategyCode: 'M-STABLE', amount: '12000' },
      ],
      paymentType: 'QR_PAYMENT',
    };
    const first = await order(t, cookie, body, key).expect(201);
    const reordered = {
      paymentType: 'QR_PAYMENT',
      allocations: [
        { amount: '10000', strategyCode: 'M-BTC' },
        { amount: '12000', strategyCode: 'M-STABLE' },
      ],
      kind: 'increase',
    };
    const again = await order(t, cookie, reordered, key).expect(201);
    expect(again.body).toEqual(first.body);
    // The allocations' order is the request's own: swapped, it is another request.
    const swapped = { ...body, allocations: [...body.allocations].reverse() };
    expect((await order(t, cookie, swapped, key).expect(422)).body.code).toBe('ORDER_IDEMPOTENCY_MISMATCH');
    const [rows] = await t.ctx.sequelize.query('SELECT 1 FROM orders WHERE user_id = :id', {
      replacements: { id },
    });
    expect(rows).toHaveLength(2);
  });

  it('the same key sent concurrently still makes one order', async () => {
    const { id, cookie } = await tradingInvestor(t);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => order(t, cookie, increase('M-BTC', '10000'), key)),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const [rows] = await t.ctx.sequelize.query('SELECT 1 FROM orders WHERE user_id = :id', {
      replacements: { id },
    });
    expect(rows).toHaveLength(1);
  });
});

describe('reduce', () => {
  it('leaving 0.9999 units takes everything; more than held is refused', async () => {
    const { id, cookie } = await tradingInvestor(t);
    await giveUnits(t, id, 'M-STABLE', '1000.0000');
    expect(
      (await order(t, cookie, { kind: 'reduce', strategyCode: 'M-STABLE', units: '1000.0001' }).expect(422))
        .body.code,
    ).toBe('ORDER_EXCEEDS_AVAILABLE_UNITS');
    const { body } = await order(t, cookie, {
      kind: 'reduce',
      strategyCode: 'M-STABLE',
      units: '999.0001',
    }).expect(201);
    expect(body).toMatchObject({ units: '1000.0000', fullRedemption: true, receiveType: 'BANK_ACCOUNT' });
    expect(await holdingOf(t, id, 'M-STABLE')).toEqual({ units: '1000.0000', reserved_units: '1000.0000' });
    // Everything is promised already: a second reduction finds nothing available.
    expect(
      (await order(t, cookie, { kind: 'reduce', strategyCode: 'M-STABLE', units: '1' }).expect(422)).body
        .code,
    ).toBe('ORDER_EXCEEDS_AVAILABLE_UNITS');
  });

  it('with the preventWithdrawDust flag off, 0.9999 units may be left; switching off refuses switches', async () => {
    const setFlag = (name: string, enabled: boolean) =>
      t.ctx.sequelize.query(
        `INSERT INTO feature_flags (name, enabled) VALUES (:name, :enabled)
         ON CONFLICT (name) DO UPDATE SET enabled = :enabled`,
        { replacements: { name, enabled } },
      );
    const { id, cookie } = await tradingInvestor(t);
    await giveUnits(t, id, 'M-STABLE', '1000.0000');
    try {
      await setFlag('preventWithdrawDust', false);
      const { body } = await order(t, cookie, {
        kind: 'reduce',
        strategyCode: 'M-STABLE',
        units: '999.0001',
      }).expect(201);
      expect(body).toMatchObject({ units: '999.0001', fullRedemption: false });
      await setFlag('switching', false);
      const refused = await order(t, cookie, {
        kind: 'switch',
        strategyCode: 'M-STABLE',
        toStrategyCode: 'M-BTC',
        units: '0.9999',
      }).expect(409);
      expect(refused.body.code).toBe('ORDER_SWITCHING_UNAVAILABLE');
      expect(await holdingOf(t, id, 'M-STABLE')).toEqual({ units: '1000.0000', reserved_units: '999.0001' });
    } finally {
      await setFlag('preventWithdrawDust', true);
      await setFlag('switching', true);
    }
  });

  it('50 concurrent reductions on one holding never oversell', async () => {
    const { id, cookie } = await tradingInvestor(t);
    await giveUnits(t, id, 'M-STABLE', '1000.0000');
    const ip = newIp();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        order(t, cookie, { kind: 'reduce', strategyCode: 'M-STABLE', units: '100' }, newKey(), ip),
      ),
    );
    // Every answer is one of the two, none a 500: ten reserve 100 units each, forty find nothing left.
    const outcomes = answers.map((a) => (a.status === 201 ? '201' : `${a.status} ${a.body.code}`));
    expect(outcomes.filter((o) => o === '201')).toHaveLength(10);
    expect(outcomes.filter((o) => o === '422 ORDER_EXCEEDS_AVAILABLE_UNITS')).toHaveLength(40);
    expect(await holdingOf(t, id, 'M-STABLE')).toEqual({ units: '1000.0000', reserved_units: '1000.0000' });
    const [reductions] = await t.ctx.sequelize.query(
      `SELECT units::text FROM orders WHERE user_id = :id AND strategy_code = 'M-STABLE' AND kind = 'reduce'`,
      { replacements: { id } },
    );
    expect(reductions).toEqual(Array.from({ length: 10 }, () => ({ units: '100.0000' })));
  });

  it('by amount: the units at the latest NAV; below the strategy minimum is refused', async () => {
    const { id, cookie } = await tradingInvestor(t);
    await giveUnits(t, id, 'M-STABLE', '5000');
    const small = await order(t, cookie, { kind: 'reduce', strategyCode: 'M-STABLE', amount: '100' }).expect(
      422,
    );
    expect(small.body.code).toBe('ORDER_BELOW_MINIMUM_REDUCTION');
    const { body } = await order(t, cookie, {
      kind: 'reduce',
      strategyCode: 'M-STABLE',
      amount: '2000',
    }).expect(201);
    expect(body.requestedAmount).toBe('2000.00');
    expect(Number(body.units)).toBeGreaterThan(0);
  });

  it('without a holding there is nothing to reduce', async () => {
    const { cookie } = await tradingInvestor(t);
    expect(
      (await order(t, cookie, { kind: 'reduce', strategyCode: 'M-BTC', units: '1' }).expect(422)).body.code,
    ).toBe('ORDER_NO_HOLDING');
  });
});

describe('switch', () => {
  it('reserves the out leg, buys in at the next NAV, and can be cancelled until 14:00 of its date', async () => {
    standAt(t, '2026-12-08T13:50:00');
    const { id, cookie } = await tradingInvestor(t);
    await giveUnits(t, id, 'M-STABLE', '1000');
    const switching = { kind: 'switch', strategyCode: 'M-STABLE', toStrategyCode: 'M-BTC', units: '400' };
    const { body } = await order(t, cookie, switching).expect(201);
    expect(body.legs).toMatchObject({
      out: { strategyCode: 'M-STABLE', units: '400.0000', tradeDate: '2026-12-08', stage: 'confirm' },
      in: { strategyCode: 'M-BTC', units: null, tradeDate: '2026-12-09', stage: 'confirm' },
    });
    expect((await holdingOf(t, id, 'M-STABLE')).reserved_units).toBe('400.0000');

    standAt(t, '2026-12-08T13:59:59');
    const cancelled = await t.http().post(`/orders/${body.id}/cancel`).set('Cookie', cookie).expect(200);
    expect(cancelled.body.legs.in.stage).toBe('cancelled');
    expect((await holdingOf(t, id, 'M-STABLE')).reserved_units).toBe('0.0000');
    const [audit] = await t.ctx.sequelize.query(
      'SELECT actor_id, action, before, after FROM audit_log WHERE subject = :subject ORDER BY id',
      { replacements: { subject: `orders/${body.id}` } },
    );
    expect(audit).toEqual([
      {
        actor_id: String(id),
        action: 'ORDER_CANCELLED',
        before: { stage: 'confirm' },
        after: { stage: 'cancelled', ref: body.ref },
      },
    ]);

    // Approved by operations in the meantime, it can still be cancelled before 14:00.
    const approved = await order(t, cookie, switching).expect(201);
    const ops = await t.signIn('operations@example.com');
    await t.http().post(`/admin/orders/${approved.body.id}/approve`).set('Cookie', ops).send({}).expect(200);
    const undone = await t
      .http()
      .post(`/orders/${approved.body.id}/cancel`)
      .set('Cookie', cookie)
      .expect(200);
    expect(undone.body.legs).toMatchObject({ out: { stage: 'cancelled' }, in: { stage: 'cancelled' } });
    expect((await holdingOf(t, id, 'M-STABLE')).reserved_units).toBe('0.0000');

    const late = await order(t, cookie, switching).expect(201);
    await t.http().post(`/admin/orders/${late.body.id}/approve`).set('Cookie', ops).send({}).expect(200);
    standAt(t, '2026-12-08T14:00:00');
    expect(
      (await t.http().post(`/orders/${late.body.id}/cancel`).set('Cookie', cookie).expect(409)).body.code,
    ).toBe('ORDER_CANNOT_CANCEL');
  });

  it('of units worth under 0.01 THB at the latest NAV is refused: the in leg would have nothing to buy', async () => {
    const { id, cookie } = await tradingInvestor(t);
    await giveUnits(t, id, 'M-STABLE', '0.0001');
    const tiny = { kind: 'switch', strategyCode: 'M-STABLE', toStrategyCode: 'M-BTC', units: '0.0001' };
    expect((await order(t, cookie, tiny).expect(422)).body.code).toBe('ORDER_SWITCH_PROCEEDS_TOO_SMALL');
    expect(await holdingOf(t, id, 'M-STABLE')).toEqual({ units: '0.0001', reserved_units: '0.0000' });
  });

  it('into the same strategy is refused; into a riskier one needs the warning accepted', async () => {
    const { id, cookie } = await tradingInvestor(t, { band: 'LOW' });
    await giveUnits(t, id, 'M-STABLE', '1000');
    const same = { kind: 'switch', strategyCode: 'M-STABLE', toStrategyCode: 'M-STABLE', units: '100' };
    expect((await order(t, cookie, same).expect(422)).body.code).toBe('ORDER_SWITCH_SAME_STRATEGY');
    const risky = { kind: 'switch', strategyCode: 'M-STABLE', toStrategyCode: 'M-BTC', units: '100' };
    expect((await order(t, cookie, risky).expect(409)).body.code).toBe('ORDER_RISK_MISMATCH');
    expect((await holdingOf(t, id, 'M-STABLE')).reserved_units).toBe('0.0000');
  });

  it('into a riskier strategy answers the acceptance recorded on its in leg, at the top and per leg', async () => {
    const { id, cookie } = await tradingInvestor(t, { band: 'LOW' });
    await giveUnits(t, id, 'M-STABLE', '1000');
    const risky = {
      kind: 'switch',
      strategyCode: 'M-STABLE',
      toStrategyCode: 'M-BTC',
      units: '100',
      acceptRiskMismatch: true,
    };
    const accepted = { riskMismatch: true, riskAcceptedAt: '2026-12-08T03:00:00.000Z' };
    const { body } = await order(t, cookie, risky).expect(201);
    expect(body).toMatchObject(accepted);
    expect(body.legs).toMatchObject({ out: { riskMismatch: false, riskAcceptedAt: null }, in: accepted });
    const read = await t.http().get(`/orders/${body.id}`).set('Cookie', cookie).expect(200);
    expect(read.body).toMatchObject({ ...accepted, legs: { in: accepted } });
  });
});

describe('reading orders', () => {
  it('the investor reads their own orders only', async () => {
    const owner = await tradingInvestor(t);
    const other = await tradingInvestor(t);
    const { body } = await order(t, owner.cookie, increase('M-BTC', '10000')).expect(201);
    const list = await t.http().get('/orders').set('Cookie', owner.cookie).expect(200);
    expect(list.body).toMatchObject({ total: 1, page: 1, data: [{ id: body.id }] });
    await t.http().get(`/orders/${body.id}`).set('Cookie', owner.cookie).expect(200);
    await t.http().get(`/orders/${body.id}`).set('Cookie', other.cookie).expect(404);
    await t.http().post(`/orders/${body.id}/cancel`).set('Cookie', other.cookie).expect(404);
    expect((await t.http().get('/orders').set('Cookie', other.cookie).expect(200)).body.total).toBe(0);
    await t.http().get('/orders').expect(401);
  });
});

describe('operations queue', () => {
  it('operations approve or reject; a rejected reduction gives its units back; all audited', async () => {
    const investor = await tradingInvestor(t);
    await giveUnits(t, investor.id, 'M-STABLE', '1000');
    const buy = (await order(t, investor.cookie, increase('M-BTC', '10000')).expect(201)).body;
    const sell = (
      await order(t, investor.cookie, { kind: 'reduce', strategyCode: 'M-STABLE', units: '300' }).expect(201)
    ).body;
    const ops = await t.signIn('operations@example.com');
    const queue = await t
      .http()
      .get('/admin/orders')
      .query({ filter: JSON.stringify({ stage: 'confirm', userId: investor.id }), sort: '["id","ASC"]' })
      .set('Cookie', ops)
      .expect(200);
    expect(queue.body.map((o: { id: number }) => o.id)).toEqual([buy.id, sell.id]);
    expect(queue.headers['content-range']).toBe('orders 0-1/2');

    await fundOrder(t, buy.id);
    await t
      .http()
      .post(`/admin/orders/${buy.id}/approve`)
      .set('Cookie', ops)
      .send({ note: 'Called the investor to confirm' })
      .expect(200);
    await t.http().post(`/admin/orders/${buy.id}/approve`).set('Cookie', ops).send({}).expect(409);
    await t
      .http()
      .post(`/admin/orders/${sell.id}/reject`)
      .set('Cookie', ops)
      .send({ reason: '' })
      .expect(422);
    const rejected = await t
      .http()
      .post(`/admin/orders/${sell.id}/reject`)
      .set('Cookie', ops)
      .send({ reason: 'Bank account name does not match' })
      .expect(200);
    expect(rejected.body).toMatchObject({
      stage: 'reject',
      rejectReason: 'Bank account name does not match',
    });
    expect((await holdingOf(t, investor.id, 'M-STABLE')).reserved_units).toBe('0.0000');
    const [audit] = await t.ctx.sequelize.query(
      'SELECT action, after FROM audit_log WHERE subject IN (:subjects) ORDER BY id',
      { replacements: { subjects: [`orders/${buy.id}`, `orders/${sell.id}`] } },
    );
    expect(audit).toEqual([
      {
        action: 'ORDER_APPROVED',
        after: { stage: 'approved', reason: null, note: 'Called the investor to confirm' },
      },
      {
        action: 'ORDER_REJECTED',
        after: { stage: 'reject', reason: 'Bank account name does not match' },
      },
    ]);
    // The investor is told why, in their language (Thai by default), with a link to the order.
    const [mails] = await t.ctx.sequelize.query(
      `SELECT subject, body_text FROM outbox_messages WHERE recipient = :email AND template = 'order-rejected'`,
      { replacements: { email: investor.email } },
    );
    expect(mails).toEqual([
      {
        subject: `รายการลดเงินลงทุน ${sell.ref} ไม่ได้รับการอนุมัติ`,
        body_text: expect.stringContaining(`Bank account name does not match`),
      },
    ]);
    expect((mails as { body_text: string }[])[0]!.body_text).toContain(`/orders/${sell.id}`);
  });

  it('an increase answers with its paying deposit (null until there is one); funded filters on it being VERIFIED', async () => {
    const investor = await tradingInvestor(t);
    await giveUnits(t, investor.id, 'M-STABLE', '1000');
    const unpaid = (await order(t, investor.cookie, increase('M-BTC', '10000')).expect(201)).body;
    const paying = (await order(t, investor.cookie, increase('M-STABLE', '10000')).expect(201)).body;
    const sell = (
      await order(t, investor.cookie, { kind: 'reduce', strategyCode: 'M-STABLE', units: '100' }).expect(201)
    ).body;
    const deposit = (
      await openDeposit(t, investor.cookie, { orderId: paying.id, method: 'BANK_TRANSFER' }).expect(201)
    ).body;
    await uploadSlip(t, investor.cookie, deposit.id, await slipPng()).expect(200);
    const ops = await t.signIn('operations@example.com');
    const queue = async (filter: object) =>
      (
        await t
          .http()
          .get('/admin/orders')
          .query({ filter: JSON.stringify({ userId: investor.id, ...filter }), sort: '["id","ASC"]' })
          .set('Cookie', ops)
          .expect(200)
      ).body.map((o: { id: number; deposit: unknown }) => [o.id, o.deposit]);
    const pending = { id: deposit.id, ref: deposit.ref, status: 'PENDING' };
    expect(await queue({})).toEqual([
      [unpaid.id, null],
      [paying.id, pending],
      [sell.id, null],
    ]);
    const shown = await t.http().get(`/admin/orders/${paying.id}`).set('Cookie', ops).expect(200);
    expect(shown.body).toMatchObject({
      id: paying.id,
      userId: investor.id,
      email: investor.email,
      deposit: pending,
    });
    expect((await t.http().get(`/admin/orders/${sell.id}`).set('Cookie', ops).expect(200)).body.deposit).toBe(
      null,
    );
    // Not funded until the deposit is verified; reductions are neither.
    expect(await queue({ funded: true })).toEqual([]);
    expect((await queue({ funded: false })).map(([id]: [number]) => id)).toEqual([unpaid.id, paying.id]);

    await t.http().post(`/admin/deposits/${deposit.id}/approve`).set('Cookie', ops).send({}).expect(200);
    const verified = { ...pending, status: 'VERIFIED' };
    expect(await queue({ funded: true })).toEqual([[paying.id, verified]]);
    expect((await queue({ funded: false })).map(([id]: [number]) => id)).toEqual([unpaid.id]);
    const approved = await t.http().post(`/admin/orders/${paying.id}/approve`).set('Cookie', ops).send({});
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ stage: 'approved', deposit: verified });
    await t
      .http()
      .get('/admin/orders')
      .query({ filter: JSON.stringify({ funded: 'sometimes' }) })
      .set('Cookie', ops)
      .expect(422);
  });

  it('compliance may read the queue but not decide; investors may not read it', async () => {
    const compliance = await t.signIn('compliance@example.com');
    await t.http().get('/admin/orders').set('Cookie', compliance).expect(200);
    await t.http().post('/admin/orders/1/approve').set('Cookie', compliance).send({}).expect(403);
    const investor = await tradingInvestor(t);
    await t.http().get('/admin/orders').set('Cookie', investor.cookie).expect(403);
  });
});
