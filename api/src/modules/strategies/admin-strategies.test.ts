import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { newKey, order, standAt, tradingInvestor } from '../orders/test-fixtures.ts';
import { makeInvestor } from '../security/test-investors.ts';
import { signInEnrolledStaff } from '../security/test-staff.ts';

let t: TestApp;
let operations: string;
let admin: string;
let compliance: string;
beforeAll(async () => {
  t = await createTestApp();
  operations = await t.signIn('operations@example.com');
  admin = await t.signIn('admin@example.com');
  compliance = await t.signIn('compliance@example.com');
});
afterAll(() => t.close());

const put = (code: string, body: object, cookie = operations) =>
  t.http().put(`/admin/strategies/${code}`).set('Cookie', cookie).send(body);

const auditEntries = async (subject: string) => {
  const [rows] = (await t.ctx.sequelize.query(
    `SELECT a.action, a.before, a.after, u.email AS actor FROM audit_log a JOIN users u ON u.id = a.actor_id
     WHERE a.subject = :subject ORDER BY a.id`,
    { replacements: { subject } },
  )) as [{ action: string; before: unknown; after: unknown; actor: string }[], unknown];
  return rows;
};

/** A staff member of another role, signed in (the demo accounts have no support officer). */
async function staffWithRole(role: string) {
  const email = `strategies-${role}@example.com`;
  const { id } = await makeInvestor(t, email);
  await t.ctx.sequelize.query('UPDATE users SET role = :role WHERE id = :id', { replacements: { role, id } });
  return signInEnrolledStaff(t, email);
}

describe('GET /admin/strategies', () => {
  it('lists the six strategies with fees as fractions, minimums, band and the latest approved NAV', async () => {
    const res = await t.http().get('/admin/strategies').set('Cookie', compliance).expect(200);
    expect(res.headers['content-range']).toBe('strategies 0-5/6');
    expect(res.body.map((s: { id: string }) => s.id)).toEqual([
      'M-BTC',
      'M-LARGECAP',
      'M-INFRA',
      'M-META',
      'M-STABLE',
      'M-NEXTGEN',
    ]);
    const btc = res.body[0];
    expect(btc).toMatchObject({
      code: 'M-BTC',
      name: { th: expect.any(String), en: expect.any(String) },
      summary: { th: expect.any(String), en: expect.any(String) },
      riskLevel: expect.any(Number),
      minBand: expect.stringMatching(/^(LOW|MODERATE|HIGH|VERY_HIGH)$/),
      minFirstInvestment: expect.stringMatching(/^\d+\.\d{2}$/),
      minNextInvestment: expect.stringMatching(/^\d+\.\d{2}$/),
      minReductionValue: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    for (const field of [
      'increaseFeeRate',
      'switchInFeeRate',
      'reduceFeeRate',
      'managementFeeRate',
      'performanceFeeRate',
      'totalCostRate',
    ]) {
      expect(btc[field]).toMatch(/^0(\.\d{1,6})?$/);
    }
    const [[latest]] = (await t.ctx.sequelize.query(
      `SELECT nav::text, to_char(nav_date, 'YYYY-MM-DD') AS date FROM strategy_navs
       WHERE strategy_code = 'M-BTC' AND status = 'APPROVED' ORDER BY nav_date DESC LIMIT 1`,
    )) as [[{ nav: string; date: string }], unknown];
    expect(btc).toMatchObject({ nav: latest.nav, navDate: latest.date });
  });

  it('searches by code or name and filters by band', async () => {
    const byName = await t
      .http()
      .get('/admin/strategies')
      .query({ filter: JSON.stringify({ q: 'Stablecoin' }) })
      .set('Cookie', operations)
      .expect(200);
    expect(byName.body.map((s: { code: string }) => s.code)).toEqual(['M-STABLE']);
    const low = await t
      .http()
      .get('/admin/strategies')
      .query({ filter: JSON.stringify({ minBand: 'LOW' }) })
      .set('Cookie', operations)
      .expect(200);
    expect(low.body.length).toBeGreaterThan(0);
    expect(low.body.every((s: { minBand: string }) => s.minBand === 'LOW')).toBe(true);
  });

  it('one strategy by code; an unknown code is 404', async () => {
    const { body } = await t.http().get('/admin/strategies/M-STABLE').set('Cookie', compliance).expect(200);
    expect(body).toMatchObject({ id: 'M-STABLE', code: 'M-STABLE' });
    const missing = await t.http().get('/admin/strategies/M-NOPE').set('Cookie', compliance).expect(404);
    expect(missing.body.code).toBe('NOT_FOUND');
    expect((await put('M-NOPE', { riskLevel: 5 }).expect(404)).body.code).toBe('NOT_FOUND');
  });

  it('one strategy also answers, read-only, the rest of spec §3 Strategy as the public answer has it', async () => {
    const shown = (await t.http().get('/admin/strategies/M-STABLE').set('Cookie', compliance).expect(200))
      .body;
    const published = (await t.http().get('/strategies/M-STABLE').expect(200)).body;
    const details = [
      'type',
      'startPrice',
      'currencyPolicy',
      'dividendPolicy',
      'registrationDate',
      'manager',
      'trustee',
      'managementModel',
      'managementStartDate',
      'dealing',
      'suitableFor',
      'unsuitableFor',
    ];
    for (const field of details) {
      expect(shown[field], field).toBeDefined();
      expect(shown[field], field).toEqual(published[field]);
    }
    expect(shown).toMatchObject({
      startPrice: '10.0000',
      registrationDate: '2022-12-15',
      managementStartDate: '2023-01-03',
      dealing: expect.objectContaining({ cutOff: '14:00' }),
    });
    // The staff form cannot change them: they are not fields the API takes.
    expect((await put('M-STABLE', { manager: shown.manager }).expect(422)).body.code).toBe(
      'VALIDATION_FAILED',
    );
  });
});

describe('who may read and change strategies', () => {
  it('every staff role reads; only operations and admins change; investors and strangers are refused', async () => {
    const support = await staffWithRole('support');
    await t.http().get('/admin/strategies').set('Cookie', support).expect(200);
    await t.http().get('/admin/strategies/M-BTC').set('Cookie', support).expect(200);
    for (const cookie of [compliance, support]) {
      expect((await put('M-BTC', { riskLevel: 6 }, cookie).expect(403)).body.code).toBe('AUTH_FORBIDDEN');
    }
    const investor = await makeInvestor(t, 'strategies-investor@example.com');
    await t.http().get('/admin/strategies').set('Cookie', investor.cookie).expect(403);
    await put('M-BTC', { riskLevel: 6 }, investor.cookie).expect(403);
    await t.http().get('/admin/strategies').expect(401);
    expect(await auditEntries('strategies/M-BTC')).toEqual([]);
  });
});

describe('PUT /admin/strategies/{code}', () => {
  it('saves the changed fields and audits them with before and after, by whom', async () => {
    const before = (await t.http().get('/admin/strategies/M-INFRA').set('Cookie', admin).expect(200)).body;
    const { body } = await put(
      'M-INFRA',
      {
        increaseFeeRate: '0.0125',
        switchInFeeRate: '0.005',
        minReductionValue: '2500',
        riskLevel: 7,
        minBand: 'MODERATE',
        name: { th: ' กลยุทธ์โครงสร้างพื้นฐาน ', en: 'Infrastructure Strategy' },
        // Unchanged values are not recorded as changes.
        reduceFeeRate: before.reduceFeeRate,
      },
      admin,
    ).expect(200);
    expect(body).toMatchObject({
      code: 'M-INFRA',
      increaseFeeRate: '0.0125',
      switchInFeeRate: '0.005',
      minReductionValue: '2500.00',
      riskLevel: 7,
      minBand: 'MODERATE',
      name: { th: 'กลยุทธ์โครงสร้างพื้นฐาน', en: 'Infrastructure Strategy' },
      reduceFeeRate: before.reduceFeeRate,
      managementFeeRate: before.managementFeeRate,
    });
    const entries = await auditEntries('strategies/M-INFRA');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toEqual({
      action: 'strategies.update',
      actor: 'admin@example.com',
      before: {
        increaseFeeRate: before.increaseFeeRate,
        switchInFeeRate: before.switchInFeeRate,
        minReductionValue: before.minReductionValue,
        riskLevel: before.riskLevel,
        minBand: before.minBand,
        name: before.name,
      },
      after: {
        increaseFeeRate: '0.0125',
        switchInFeeRate: '0.005',
        minReductionValue: '2500.00',
        riskLevel: 7,
        minBand: 'MODERATE',
        name: { th: 'กลยุทธ์โครงสร้างพื้นฐาน', en: 'Infrastructure Strategy' },
      },
    });
    // The public strategy reads the same table.
    const pub = await t.http().get('/strategies/M-INFRA').expect(200);
    expect(pub.body).toMatchObject({ riskLevel: 7, minBand: 'MODERATE', fees: { increasePercent: '1.25' } });
  });

  it('operations change the performance fee rate, audited, and the public fees show it as a percentage', async () => {
    const seeded = (await t.http().get('/admin/strategies/M-BTC').set('Cookie', operations).expect(200)).body;
    expect(seeded.performanceFeeRate).toBe('0.1');
    const stable = (await t.http().get('/admin/strategies/M-STABLE').set('Cookie', operations).expect(200))
      .body;
    expect(stable.performanceFeeRate).toBe('0');
    const { body } = await put('M-BTC', { performanceFeeRate: '0.15' }, operations).expect(200);
    expect(body.performanceFeeRate).toBe('0.15');
    expect((await auditEntries('strategies/M-BTC')).at(-1)).toEqual({
      action: 'strategies.update',
      actor: 'operations@example.com',
      before: { performanceFeeRate: '0.1' },
      after: { performanceFeeRate: '0.15' },
    });
    const pub = await t.http().get('/strategies/M-BTC').expect(200);
    expect(pub.body.fees).toMatchObject({ performancePercent: '15', switchInPercent: '0.25' });
  });

  it('a save that changes nothing writes no audit entry', async () => {
    const current = (await t.http().get('/admin/strategies/M-META').set('Cookie', operations).expect(200))
      .body;
    await put('M-META', { totalCostRate: `${current.totalCostRate}0`, riskLevel: current.riskLevel }).expect(
      200,
    );
    expect(await auditEntries('strategies/M-META')).toEqual([]);
  });

  it('the English and Thai summaries may be edited together', async () => {
    const summary = { th: 'สรุปใหม่ของกลยุทธ์', en: 'A new summary of the strategy' };
    const { body } = await put('M-NEXTGEN', { summary }).expect(200);
    expect(body.summary).toEqual(summary);
    expect((await auditEntries('strategies/M-NEXTGEN'))[0]?.after).toEqual({ summary });
  });

  it.each([
    ['a rate of 1 or more', { increaseFeeRate: '1' }, 'body.increaseFeeRate'],
    ['a negative rate', { reduceFeeRate: '-0.01' }, 'body.reduceFeeRate'],
    ['a rate with 7 places', { managementFeeRate: '0.0000001' }, 'body.managementFeeRate'],
    ['a rate above the table limit', { increaseFeeRate: '0.2' }, 'body.increaseFeeRate'],
    ['a switch-in rate above the table limit', { switchInFeeRate: '0.100001' }, 'body.switchInFeeRate'],
    [
      'a performance rate above the table limit',
      { performanceFeeRate: '0.500001' },
      'body.performanceFeeRate',
    ],
    ['a rate as a number', { totalCostRate: 0.01 }, 'body.totalCostRate'],
    ['a top-up minimum below 10,000', { minNextInvestment: '9999.99' }, 'body.minNextInvestment'],
    ['a first minimum below 10,000', { minFirstInvestment: '5000.00' }, 'body.minFirstInvestment'],
    ['a minimum with 3 places', { minReductionValue: '100.001' }, 'body.minReductionValue'],
    ['a zero reduction minimum', { minReductionValue: '0.00' }, 'body.minReductionValue'],
    ['risk level 0', { riskLevel: 0 }, 'body.riskLevel'],
    ['risk level 9', { riskLevel: 9 }, 'body.riskLevel'],
    ['risk level as text', { riskLevel: '5' }, 'body.riskLevel'],
    ['an unknown band', { minBand: 'EXTREME' }, 'body.minBand'],
    ['an unknown key', { open: true }, 'body.open'],
    ['the code itself', { code: 'M-OTHER' }, 'body.code'],
    ['a name without English', { name: { th: 'ชื่อ' } }, 'body.name.en'],
    ['an empty Thai summary', { summary: { th: ' ', en: 'Summary' } }, 'body.summary.th'],
  ])('refuses %s with 422 and the field, changing nothing', async (_label, body, field) => {
    const before = (await t.http().get('/admin/strategies/M-LARGECAP').set('Cookie', operations)).body;
    const res = await put('M-LARGECAP', body).expect(422);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect((await t.http().get('/admin/strategies/M-LARGECAP').set('Cookie', operations)).body).toEqual(
      before,
    );
  });

  it('refuses an empty body', async () => {
    expect((await put('M-LARGECAP', {}).expect(422)).body.code).toBe('VALIDATION_FAILED');
  });

  it('accepts the edges: rate 0 and the table maxima, minimums of exactly 10,000', async () => {
    const { body } = await put('M-LARGECAP', {
      increaseFeeRate: '0',
      reduceFeeRate: '0.5',
      managementFeeRate: '0.100000',
      performanceFeeRate: '0.5',
      totalCostRate: '0.2',
      minFirstInvestment: '10000',
      minNextInvestment: '10000.00',
      minReductionValue: '0.01',
    }).expect(200);
    expect(body).toMatchObject({
      increaseFeeRate: '0',
      reduceFeeRate: '0.5',
      managementFeeRate: '0.1',
      performanceFeeRate: '0.5',
      totalCostRate: '0.2',
      minFirstInvestment: '10000.00',
      minNextInvestment: '10000.00',
      minReductionValue: '0.01',
    });
  });
});

describe('orders read the minimums as soon as they change', () => {
  // Sessions live on the test clock: sign in again once it stands on a business morning.
  beforeEach(async () => {
    standAt(t, '2026-12-08T10:00:00');
    operations = await t.signIn('operations@example.com');
  });

  it('with the top-up minimum raised to 20,000, a 15,000 top-up is refused and 20,000 is placed', async () => {
    const { cookie } = await tradingInvestor(t);
    await order(t, cookie, { kind: 'increase', strategyCode: 'M-STABLE', amount: '10000.00' }).expect(201);
    await put('M-STABLE', { minNextInvestment: '20000.00' }).expect(200);
    const refused = await order(t, cookie, {
      kind: 'increase',
      strategyCode: 'M-STABLE',
      amount: '15000.00',
    }).expect(422);
    expect(refused.body).toMatchObject({
      code: 'ORDER_BELOW_MINIMUM_TOP_UP',
      title: 'Each top-up in this strategy is at least 20,000.00 baht. Please enter a new amount.',
      details: { strategyCode: 'M-STABLE', minimum: '20000.00' },
    });
    await order(
      t,
      cookie,
      { kind: 'increase', strategyCode: 'M-STABLE', amount: '20000.00' },
      newKey(),
    ).expect(201);
    // Back at the floor, 15,000 is a valid top-up again.
    await put('M-STABLE', { minNextInvestment: '10000.00' }).expect(200);
    await order(t, cookie, { kind: 'increase', strategyCode: 'M-STABLE', amount: '15000.00' }).expect(201);
  });

  it('a raised first-investment minimum refuses a first investment below it', async () => {
    const { cookie } = await tradingInvestor(t);
    await put('M-BTC', { minFirstInvestment: '30000.00' }).expect(200);
    const refused = await order(t, cookie, {
      kind: 'increase',
      strategyCode: 'M-BTC',
      amount: '25000.00',
    }).expect(422);
    expect(refused.body).toMatchObject({
      code: 'ORDER_BELOW_MINIMUM_FIRST',
      title: 'The minimum first investment in this strategy is 30,000.00 baht. Please enter a new amount.',
    });
    await order(t, cookie, { kind: 'increase', strategyCode: 'M-BTC', amount: '30000.00' }).expect(201);
  });
});
