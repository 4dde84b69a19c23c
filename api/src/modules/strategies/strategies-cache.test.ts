import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { enterNav } from '../navs/test-fixtures.ts';
import { standAt } from '../orders/test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const meta = async () =>
  (await t.http().get('/strategies').expect(200)).body.data.find(
    (s: { code: string }) => s.code === 'M-META',
  );

describe('GET /strategies computes returns once per NAV history', () => {
  it('a newly approved NAV shows at once, and an entered but unapproved one does not', async () => {
    standAt(t, '2026-12-16T18:00:00');
    const before = await meta();
    expect(await meta()).toEqual(before);

    const ops = await t.signIn('operations@example.com');
    const admin = await t.signIn('admin@example.com');
    await enterNav(t, ops, 'M-META', '2026-12-16', '123.4567').expect(201);
    expect(await meta()).toEqual(before);

    await t.http().post('/admin/navs/M-META_2026-12-16/approve').set('Cookie', admin).send({}).expect(200);
    const after = await meta();
    expect(after).toMatchObject({ nav: '123.4567', navDate: '2026-12-16' });
    expect(after.returns).not.toEqual(before.returns);
  });

  it('a NAV approved for an earlier date (the latest one unchanged) recomputes the returns too', async () => {
    const before = await meta();
    const [[{ date }]] = (await t.ctx.sequelize.query(
      `SELECT to_char(max(nav_date) - 7, 'YYYY-MM-DD') AS date FROM strategy_navs WHERE strategy_code = 'M-META'`,
    )) as [[{ date: string }], unknown];
    await t.ctx.sequelize.query(
      `DELETE FROM strategy_navs WHERE strategy_code = 'M-META' AND nav_date <= :date`,
      { replacements: { date } },
    );
    const after = await meta();
    expect(after).toMatchObject({ nav: before.nav, navDate: before.navDate });
    expect(after.returns).not.toEqual(before.returns);
  });
});
