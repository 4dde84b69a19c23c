import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { giveUnits, order, standAt, tradingInvestor } from '../orders/test-fixtures.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@example.com');
});
afterAll(() => t.close());

const setMaintenance = (maintenance: boolean, maintenanceText: string | null = null) =>
  t
    .http()
    .put('/admin/app-settings/maintenance')
    .set('Cookie', admin)
    .send({ maintenance, maintenanceText })
    .expect(200);

const reduce = { kind: 'reduce', strategyCode: 'M-STABLE', units: '100' };

describe('maintenance, enforced by the API', { timeout: 60_000 }, () => {
  it('refuses an investor’s changes with 503 and the text, keeps reads and staff open, and lets the order through once off', async () => {
    // Friday 20 November 2026 at 10:00: trading hours.
    standAt(t, '2026-11-20T10:00:00');
    const investor = await tradingInvestor(t);
    await giveUnits(t, investor.id, 'M-STABLE', '1000');
    await t.ctx.sequelize.query("UPDATE users SET language = 'th' WHERE id = :id", {
      replacements: { id: investor.id },
    });
    await setMaintenance(true, 'ปิดปรับปรุงถึง 12:00 น.');
    try {
      const refused = await order(t, investor.cookie, reduce).expect(503);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.body).toMatchObject({
        code: 'MAINTENANCE',
        status: 503,
        details: { maintenanceText: 'ปิดปรับปรุงถึง 12:00 น.' },
      });
      expect(refused.body.detail).toBe(
        'ระบบปิดปรับปรุงชั่วคราว รายการของท่านยังไม่ถูกบันทึก กรุณาลองใหม่เมื่อระบบเปิดให้บริการ\nปิดปรับปรุงถึง 12:00 น.',
      );
      const [[{ n }]] = (await t.ctx.sequelize.query(
        'SELECT count(*)::int AS n FROM orders WHERE user_id = :id',
        {
          replacements: { id: investor.id },
        },
      )) as [[{ n: number }], unknown];
      expect(n).toBe(0);

      // Every kind of investor change, and a new sign-up.
      await t.http().patch('/me/profile').set('Cookie', investor.cookie).send({ general: {} }).expect(503);
      await t
        .http()
        .put('/me/wallet')
        .set('Cookie', investor.cookie)
        .send({ network: 'ETH', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' })
        .expect(503);
      await t.http().post('/kyc/submit').set('Cookie', investor.cookie).send({}).expect(503);
      const signUp = await t
        .http()
        .post('/auth/signup')
        .send({ email: 'during-maintenance@example.com', password: 'Saw4tdee!Khrap' })
        .expect(503);
      expect(signUp.body.code).toBe('MAINTENANCE');

      // Reads stay available; staff are not blocked.
      await t.http().get('/portfolio/holdings').set('Cookie', investor.cookie).expect(200);
      await t.http().get('/me/profile').set('Cookie', investor.cookie).expect(200);
      await t.switchFlag(admin, 'custodian', true);
    } finally {
      await setMaintenance(false);
    }
    const placed = await order(t, investor.cookie, reduce).expect(201);
    expect(placed.body).toMatchObject({ kind: 'reduce', strategyCode: 'M-STABLE' });
  });

  it('an investor may still sign out during maintenance', async () => {
    const investor = await tradingInvestor(t);
    await setMaintenance(true);
    try {
      await t.http().post('/auth/logout').set('Cookie', investor.cookie).send({}).expect(204);
    } finally {
      await setMaintenance(false);
    }
  });
});
