import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { SettableClock } from '../../platform/clock.ts';
import { standAt } from '../orders/test-fixtures.ts';
import { thaiHolidaysOf } from './holiday-library.ts';
import { seedHolidays } from './service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  expect(t.ctx.clock).toBeInstanceOf(SettableClock);
});
afterAll(() => t.close());

describe('holidays from the library', () => {
  it('adds a substitution day after a holiday on a weekend', () => {
    const days = thaiHolidaysOf(2026);
    // Visakha Bucha falls on Sunday 31 May 2026: Monday 1 June is its substitution day.
    expect(days.find((d) => d.date === '2026-05-31')).toMatchObject({
      source: 'LIBRARY',
      nameEn: 'Vesak Day',
    });
    expect(days.find((d) => d.date === '2026-06-01')).toMatchObject({
      source: 'SUBSTITUTE',
      nameTh: 'วันหยุดชดเชยวันวิสาขบูชา',
    });
    // Holidays on weekdays add nothing.
    expect(days.find((d) => d.date === '2026-12-11')).toBeUndefined();
  });
});

describe('staff keep the holiday table', () => {
  beforeAll(() => (t.ctx.clock as SettableClock).set(null));

  it('lists a year for anyone, in date order with names in both languages', async () => {
    const { body } = await t.http().get('/calendar/holidays?year=2026').expect(200);
    expect(body[0]).toEqual({
      date: '2026-01-01',
      nameTh: 'วันขึ้นปีใหม่',
      nameEn: "New Year's Day",
      source: 'LIBRARY',
    });
    await t.http().get('/calendar/holidays?year=nope').expect(422);
  });

  it('operations add a closed day, which moves the trade date, and remove it again; both audited', async () => {
    const cookie = await t.signIn('operations@example.com');
    await t
      .http()
      .post('/admin/holidays')
      .set('Cookie', cookie)
      .send({ date: '2026-12-15', nameTh: 'วันหยุดพิเศษ', nameEn: 'Special holiday' })
      .expect(201);
    const tradeDateAt = async (bangkokLocal: string) => {
      // The session lives in real time; only the calendar question is asked at the test instant.
      standAt(t, bangkokLocal);
      const { body } = await t.http().get('/calendar/trading-day');
      (t.ctx.clock as SettableClock).set(null);
      return body.tradeDate;
    };
    expect(await tradeDateAt('2026-12-14T14:00:00')).toBe('2026-12-16');
    await t
      .http()
      .post('/admin/holidays')
      .set('Cookie', cookie)
      .send({ date: '2026-12-15', nameTh: 'ซ้ำ', nameEn: 'Again' })
      .expect(409);

    await t.http().delete('/admin/holidays/2026-12-15').set('Cookie', cookie).expect(200);
    expect(await tradeDateAt('2026-12-14T14:00:00')).toBe('2026-12-15');
    const [audit] = await t.ctx.sequelize.query(
      "SELECT action FROM audit_log WHERE subject = 'holiday:2026-12-15' ORDER BY id",
    );
    expect(audit).toEqual([{ action: 'HOLIDAY_ADDED' }, { action: 'HOLIDAY_REMOVED' }]);
  });

  it('refuses a day open orders trade on, switch-in legs included; settled, rejected or cancelled ones do not count', async () => {
    const cookie = await t.signIn('operations@example.com');
    const [[investor]] = (await t.ctx.sequelize.query(
      "SELECT id FROM users WHERE email = 'investor@example.com'",
    )) as [[{ id: string }], unknown];
    const addOrder = async (tradeDate: string, stage: string, leg: 'in' | null = null) => {
      const [[out]] = (await t.ctx.sequelize.query(
        `INSERT INTO orders (user_id, kind, leg, strategy_code, units, stage, trade_date, created_at)
         VALUES (:userId, CASE WHEN :leg::text IS NULL THEN 'reduce' ELSE 'switch' END,
           CASE WHEN :leg::text IS NULL THEN NULL ELSE 'out' END, 'M-STABLE', 1, :stage, :tradeDate, now())
         RETURNING id`,
        { replacements: { userId: investor.id, tradeDate, stage, leg } },
      )) as [[{ id: string }], unknown];
      if (leg) {
        await t.ctx.sequelize.query(
          `INSERT INTO orders (user_id, kind, leg, strategy_code, paired_order_id, stage, trade_date, created_at)
           VALUES (:userId, 'switch', 'in', 'M-BTC', :outId, :stage, :tradeDate::date + 1, now())`,
          { replacements: { userId: investor.id, outId: out.id, stage, tradeDate } },
        );
      }
    };
    const add = (date: string) =>
      t
        .http()
        .post('/admin/holidays')
        .set('Cookie', cookie)
        .set('Accept-Language', 'en')
        .send({ date, nameTh: 'วันหยุดพิเศษ', nameEn: 'Special holiday' });

    await addOrder('2027-02-02', 'approved');
    const refused = await add('2027-02-02').expect(409);
    expect(refused.body).toMatchObject({ code: 'CALENDAR_DAY_HAS_ORDERS', details: { orders: 1 } });
    expect(refused.body.title ?? refused.body.detail).toMatch(/cannot become a holiday/);
    // A switch whose out leg trades on Tuesday and whose in leg waits for Wednesday's NAV.
    await addOrder('2027-02-09', 'confirm', 'in');
    expect((await add('2027-02-10').expect(409)).body.code).toBe('CALENDAR_DAY_HAS_ORDERS');
    for (const stage of ['success', 'reject', 'cancelled']) await addOrder('2027-02-16', stage);
    await add('2027-02-16').expect(201);
    await t.http().get('/admin/holidays/2027-02-02').set('Cookie', cookie).expect(404);
  });

  it('holidays go back to the earliest year in use: the demo NAV history’s, then an older NAV’s', async () => {
    // The demo NAV history starts with M-BTC in March 2021.
    const { body: demoStart } = await t.http().get('/calendar/holidays').query({ year: 2021 }).expect(200);
    expect(demoStart).toContainEqual(expect.objectContaining({ date: '2021-04-13', source: 'LIBRARY' }));
    expect((await t.http().get('/calendar/holidays').query({ year: 2019 }).expect(200)).body).toEqual([]);
    await t.ctx.sequelize.query(
      `INSERT INTO strategy_navs (strategy_code, nav_date, nav, status, demo, approved_at)
       VALUES ('M-BTC', '2019-06-04', 10, 'APPROVED', true, now())`,
    );
    const cookie = await t.signIn('admin@example.com');
    await t.http().delete('/admin/holidays/2021-04-13').set('Cookie', cookie).expect(200);
    await seedHolidays(t.ctx);
    const { body: older } = await t.http().get('/calendar/holidays').query({ year: 2019 }).expect(200);
    expect(older).toContainEqual(expect.objectContaining({ date: '2019-04-15', source: 'LIBRARY' }));
    // A day staff removed stays removed, however far back.
    await t.http().get('/admin/holidays/2021-04-13').set('Cookie', cookie).expect(404);
  });

  it('seeding again never brings back a day staff removed', async () => {
    const cookie = await t.signIn('admin@example.com');
    await t.http().delete('/admin/holidays/2026-12-31').set('Cookie', cookie).expect(200);
    await seedHolidays(t.ctx);
    await t.http().get('/admin/holidays/2026-12-31').set('Cookie', cookie).expect(404);
  });

  it('refuses weekends, impossible dates and empty names, and changes nothing', async () => {
    const cookie = await t.signIn('operations@example.com');
    const weekend = await t
      .http()
      .post('/admin/holidays')
      .set('Cookie', cookie)
      .set('Accept-Language', 'en')
      .send({ date: '2026-12-12', nameTh: 'เสาร์', nameEn: 'Saturday' })
      .expect(422);
    expect(weekend.body.code).toBe('CALENDAR_WEEKEND');
    for (const body of [
      { date: '2026-02-30', nameTh: 'x', nameEn: 'x' },
      { date: '2026-12-16', nameTh: '', nameEn: 'x' },
      { date: '2026-12-16', nameTh: 'x', nameEn: 'x', extra: true },
    ]) {
      await t.http().post('/admin/holidays').set('Cookie', cookie).send(body).expect(422);
    }
    await t.http().get('/admin/holidays/2026-12-16').set('Cookie', cookie).expect(404);
  });

  it('support staff may read but not change the calendar; investors may not read the admin list', async () => {
    const support = await t.signIn('compliance@example.com');
    const list = await t
      .http()
      .get('/admin/holidays')
      .query({ filter: JSON.stringify({ year: 2026 }), range: '[0,4]' })
      .set('Cookie', support)
      .expect(200);
    expect(list.headers['content-range']).toMatch(/^holidays 0-4\/\d+$/);
    await t.http().delete('/admin/holidays/2026-12-10').set('Cookie', support).expect(403);
    const investor = await t.signIn('investor@example.com');
    await t.http().get('/admin/holidays').set('Cookie', investor).expect(403);
  });
});
