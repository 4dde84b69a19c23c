import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { SettableClock } from '../../platform/clock.ts';
import { standAt } from '../orders/test-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  expect(t.ctx.clock).toBeInstanceOf(SettableClock);
});
afterAll(() => t.close());

describe('trading day', () => {
  afterAll(() => (t.ctx.clock as SettableClock).set(null));

  it('13:59:59 on a business day trades today; 14:00:00 trades the next business day', async () => {
    standAt(t, '2026-12-08T13:59:59');
    const before = await t.http().get('/calendar/trading-day').expect(200);
    expect(before.body).toMatchObject({
      businessDate: '2026-12-08',
      isBusinessDay: true,
      beforeCutOff: true,
      tradeDate: '2026-12-08',
      settlementDate: '2026-12-09',
    });
    standAt(t, '2026-12-08T14:00:00');
    const after = await t.http().get('/calendar/trading-day').expect(200);
    expect(after.body).toMatchObject({
      beforeCutOff: false,
      tradeDate: '2026-12-09',
      settlementDate: '2026-12-11',
    });
  });

  it('Friday after the cut-off trades after the weekend; seeded holidays and substitution days are skipped', async () => {
    // Saturday 5 December 2026 is a holiday, so Monday 7 December is its substitution day.
    standAt(t, '2026-12-04T15:00:00');
    expect((await t.http().get('/calendar/trading-day')).body.tradeDate).toBe('2026-12-08');
    // Friday 11 December: Monday 14 December is an ordinary business day.
    standAt(t, '2026-12-11T14:00:00');
    expect((await t.http().get('/calendar/trading-day')).body.tradeDate).toBe('2026-12-14');
    // Thursday 10 December is Constitution Day.
    standAt(t, '2026-12-09T14:30:00');
    expect((await t.http().get('/calendar/trading-day')).body.tradeDate).toBe('2026-12-11');
  });
});
