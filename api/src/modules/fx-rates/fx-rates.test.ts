import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { standAt } from '../orders/test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const enter = (cookie: string, rateDate: string, rate: unknown) =>
  t.http().post('/admin/fx-rates').set('Cookie', cookie).send({ rateDate, rate });
const approve = (cookie: string, rateDate: string) =>
  t.http().post(`/admin/fx-rates/${rateDate}/approve`).set('Cookie', cookie).send({});
const latest = () => t.http().get('/fx-rates/latest');

async function auditActions(rateDate: string): Promise<string[]> {
  const rows = await t.ctx.sequelize.query<{ action: string }>(
    'SELECT action FROM audit_log WHERE subject = :subject ORDER BY id',
    { type: QueryTypes.SELECT, replacements: { subject: `fx-rates/${rateDate}` } },
  );
  return rows.map((row) => row.action);
}

async function rateCount(): Promise<number> {
  const [row] = await t.ctx.sequelize.query<{ n: number }>('SELECT count(*)::int AS n FROM fx_rates', {
    type: QueryTypes.SELECT,
  });
  return row!.n;
}

describe('the reference rate is entered by one staff member and approved by another', () => {
  it('the maker cannot approve their own rate; another approves it and investors then read it', async () => {
    // Tuesday 8 December 2026, 18:00 in Bangkok: the day's NAV and rate are entered.
    standAt(t, '2026-12-08T18:00:00');
    const ops = await t.signIn('operations@example.com');
    const admin = await t.signIn('admin@example.com');
    expect((await latest().expect(200)).body).toEqual({ currency: 'USD', rate: null, rateDate: null });

    const entered = await enter(ops, '2026-12-08', '36.5').expect(201);
    expect(entered.body).toMatchObject({
      id: '2026-12-08',
      rate: '36.500000',
      status: 'PENDING',
      enteredByEmail: 'operations@example.com',
      enteredByMe: true,
    });
    // The checker reads that someone else made it, in the list and on the rate itself.
    const listed = await t.http().get('/admin/fx-rates').set('Cookie', admin).expect(200);
    expect(listed.headers['content-range']).toBe('fx-rates 0-0/1');
    expect(listed.body[0]).toMatchObject({ id: '2026-12-08', enteredByMe: false });
    expect(
      (await t.http().get('/admin/fx-rates/2026-12-08').set('Cookie', admin).expect(200)).body.enteredByMe,
    ).toBe(false);

    const refused = await approve(ops, '2026-12-08').expect(403);
    expect(refused.body.code).toBe('FX_RATE_MAKER_CANNOT_APPROVE');
    expect(
      (await t.http().get('/admin/fx-rates/2026-12-08').set('Cookie', ops).expect(200)).body.status,
    ).toBe('PENDING');
    // A pending rate is not shown to investors.
    expect((await latest().expect(200)).body.rate).toBeNull();

    const approved = await approve(admin, '2026-12-08').expect(200);
    expect(approved.body).toMatchObject({
      status: 'APPROVED',
      approvedByEmail: 'admin@example.com',
      enteredByMe: false,
    });
    expect((await latest().expect(200)).body).toEqual({
      currency: 'USD',
      rate: '36.500000',
      rateDate: '2026-12-08',
    });

    // Approved is final: it cannot be entered again or approved twice.
    expect((await enter(ops, '2026-12-08', '37').expect(409)).body.code).toBe('FX_RATE_ALREADY_APPROVED');
    expect((await approve(admin, '2026-12-08').expect(409)).body.code).toBe('FX_RATE_NOT_PENDING');
    expect((await latest().expect(200)).body.rate).toBe('36.500000');
    expect(await auditActions('2026-12-08')).toEqual(['FX_RATE_ENTERED', 'FX_RATE_APPROVED']);
  });

  it('admin may be the maker and operations the checker; a rejected rate is entered again; pending is listed first', async () => {
    standAt(t, '2026-12-09T18:00:00');
    const ops = await t.signIn('operations@example.com');
    const admin = await t.signIn('admin@example.com');
    await enter(admin, '2026-12-09', '36.25').expect(201);
    expect((await approve(admin, '2026-12-09').expect(403)).body.code).toBe('FX_RATE_MAKER_CANNOT_APPROVE');
    await t
      .http()
      .post('/admin/fx-rates/2026-12-09/reject')
      .set('Cookie', ops)
      .send({ reason: 'Wrong digit' })
      .expect(200);
    // Until a new one is approved, investors keep reading the previous day's.
    expect((await latest().expect(200)).body.rateDate).toBe('2026-12-08');
    await enter(admin, '2026-12-09', '36.2512').expect(201);
    // An earlier day entered late, still pending, is listed above the approved ones.
    // Sessions live on the test clock: sign in again on the new day.
    standAt(t, '2026-12-10T09:00:00');
    const opsNextDay = await t.signIn('operations@example.com');
    await enter(opsNextDay, '2026-12-03', '36.4').expect(201);
    const listed = await t.http().get('/admin/fx-rates').set('Cookie', opsNextDay).expect(200);
    expect(listed.body.map((r: { id: string; status: string }) => `${r.id} ${r.status}`)).toEqual([
      '2026-12-09 PENDING',
      '2026-12-03 PENDING',
      '2026-12-08 APPROVED',
    ]);
    await approve(opsNextDay, '2026-12-09').expect(200);
    expect((await latest().expect(200)).body).toMatchObject({ rate: '36.251200', rateDate: '2026-12-09' });
    expect(await auditActions('2026-12-09')).toEqual([
      'FX_RATE_ENTERED',
      'FX_RATE_REJECTED',
      'FX_RATE_ENTERED',
      'FX_RATE_APPROVED',
    ]);
  });

  it('compliance and support read the rates but cannot enter or approve them; investors cannot read the list', async () => {
    standAt(t, '2026-12-11T09:00:00');
    const compliance = await t.signIn('compliance@example.com');
    await t.http().get('/admin/fx-rates').set('Cookie', compliance).expect(200);
    expect((await enter(compliance, '2026-12-11', '36.5').expect(403)).body.code).toBe('AUTH_FORBIDDEN');
    expect((await approve(compliance, '2026-12-03').expect(403)).body.code).toBe('AUTH_FORBIDDEN');
    const investor = await t.signIn('investor@example.com');
    await t.http().get('/admin/fx-rates').set('Cookie', investor).expect(403);
    await t.http().post('/admin/fx-rates').send({ rateDate: '2026-12-11', rate: '36.5' }).expect(401);
    expect(
      (await t.http().get('/admin/fx-rates/2026-12-03').set('Cookie', compliance).expect(200)).body.status,
    ).toBe('PENDING');
  });
});

describe('refused rates change nothing', () => {
  it('out of bounds, malformed, a day to come, a weekend or a holiday: the coded refusal, no row, no audit', async () => {
    // Friday 11 December 2026, 18:00 in Bangkok.
    standAt(t, '2026-12-11T18:00:00');
    const ops = await t.signIn('operations@example.com');
    const before = await rateCount();
    const refusals: [string, unknown, string][] = [
      ['2026-12-11', '9.999999', 'FX_RATE_OUT_OF_RANGE'],
      ['2026-12-11', '100.000001', 'FX_RATE_OUT_OF_RANGE'],
      ['2026-12-11', '0', 'FX_RATE_OUT_OF_RANGE'],
      ['2026-12-11', '-36.5', 'VALIDATION_FAILED'],
      ['2026-12-11', '36.1234567', 'VALIDATION_FAILED'],
      ['2026-12-11', 36.5, 'VALIDATION_FAILED'],
      ['2026-12-11', 'abc', 'VALIDATION_FAILED'],
      ['2026-02-30', '36.5', 'VALIDATION_FAILED'],
      ['2026-12-14', '36.5', 'FX_RATE_DATE_IN_FUTURE'],
      ['2026-12-12', '36.5', 'FX_RATE_DATE_IN_FUTURE'],
      ['2026-12-06', '36.5', 'FX_RATE_NOT_BUSINESS_DAY'],
      // Constitution Day, in the holiday table.
      ['2026-12-10', '36.5', 'FX_RATE_NOT_BUSINESS_DAY'],
    ];
    for (const [rateDate, rate, code] of refusals) {
      const refused = await enter(ops, rateDate, rate).expect(422);
      expect([rateDate, rate, refused.body.code]).toEqual([rateDate, rate, code]);
    }
    expect(await rateCount()).toBe(before);
    for (const date of ['2026-12-11', '2026-12-14', '2026-12-12', '2026-12-06', '2026-12-10'])
      expect(await auditActions(date)).toEqual([]);
    // The bounds themselves are accepted.
    await enter(ops, '2026-12-11', '100').expect(201);
  });
});

describe('with mfundCurrencySwitcher off', () => {
  it('investors are not served the rate; staff keep entering it so turning the flag on has one ready', async () => {
    standAt(t, '2026-12-11T18:30:00');
    await t.setFlag('mfundCurrencySwitcher', false);
    try {
      expect((await latest().expect(403)).body.code).toBe('FX_DISPLAY_DISABLED');
      const ops = await t.signIn('operations@example.com');
      await enter(ops, '2026-12-11', '36.6').expect(201);
    } finally {
      await t.setFlag('mfundCurrencySwitcher', true);
    }
    expect((await latest().expect(200)).body.rateDate).toBe('2026-12-09');
  });
});
