import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { standAt } from '../orders/test-fixtures.ts';
import { approvedReduction, settle, withBankAccount } from '../payouts/test-fixtures.ts';
import { driftSimulator } from './simulator.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const asOf = '2026-11-20';

const runNow = (cookie: string) =>
  t.http().post('/admin/reconciliations').set('Cookie', cookie).send({ asOf });

describe('daily reconciliation against the custodian', () => {
  it('a clean run is recorded; the simulator drifting one position gives exactly that break and e-mails operations', async () => {
    standAt(t, `${asOf}T18:00:00`);
    const seller = await approvedReduction(t, 'M-INFRA', asOf, '12.0000');
    await withBankAccount(t, seller.id);
    // The holding the reduction sells from has its own settled purchase in the ledger.
    await t.ctx.sequelize.query(
      `INSERT INTO orders (id, ref, user_id, kind, strategy_code, amount, stage, trade_date, nav, fee, settled_units,
         settled_amount, settled_at, created_at)
       VALUES (nextval('orders_id_seq'), 'REC-BUY-' || :id, :id, 'increase', 'M-INFRA', 10000, 'success', '2026-11-02',
         10, 0, 1000, 10000, now(), now());
       INSERT INTO unit_movements (order_id, user_id, strategy_code, units, amount, nav, trade_date, created_at)
       SELECT id, user_id, strategy_code, 1000, 10000, 10, trade_date, now() FROM orders WHERE ref = 'REC-BUY-' || :id`,
      { replacements: { id: seller.id } },
    );
    await settle(t, 'M-INFRA', asOf);
    const ops = await t.signIn('operations@example.com');

    const clean = await runNow(ops).expect(201);
    expect(clean.body).toMatchObject({
      asOf,
      status: 'CLEAN',
      breakCount: 0,
      cause: 'ON_DEMAND',
      breaks: [],
    });
    expect(clean.body.positionsChecked).toBeGreaterThan(0);

    await driftSimulator(t.ctx, { userId: seller.id, strategyCode: 'M-INFRA', units: '-0.5000', asOf });
    const drifted = await runNow(ops).expect(201);
    expect(drifted.body).toMatchObject({ status: 'BREAKS', breakCount: 1 });
    expect(drifted.body.breaks).toEqual([
      {
        id: expect.any(Number),
        kind: 'UNITS',
        userId: seller.id,
        email: seller.email,
        strategyCode: 'M-INFRA',
        ours: '900.0000',
        theirs: '899.5000',
        difference: '-0.5000',
      },
    ]);
    const [alert] = await t.ctx.sequelize.query<{ subject: string; body_text: string }>(
      `SELECT subject, body_text FROM outbox_messages WHERE template = 'reconciliation-breaks'
       AND recipient = 'operations@example.com' ORDER BY id DESC LIMIT 1`,
      { type: QueryTypes.SELECT },
    );
    expect(alert!.subject).toContain('1');
    expect(alert!.body_text).toContain(`user ${seller.id} M-INFRA: 900.0000 / 899.5000 (-0.5000)`);

    const list = await t.http().get('/admin/reconciliations').set('Cookie', ops).expect(200);
    expect(list.headers['x-custodian-flag']).toBe('on');
    expect(list.body.map((r: { status: string }) => r.status).slice(0, 2)).toEqual(['BREAKS', 'CLEAN']);

    const one = await t
      .http()
      .get(`/admin/reconciliations/${drifted.body.id}`)
      .set('Cookie', ops)
      .expect(200);
    expect(one.body).toEqual(drifted.body);
  });

  it('with the custodian flag off nothing runs, and the list says so', async () => {
    const admin = await t.signIn('admin@example.com');
    await t.switchFlag(admin, 'custodian', false);
    const before = await t.http().get('/admin/reconciliations').set('Cookie', admin).expect(200);
    expect(before.headers['x-custodian-flag']).toBe('off');
    const refused = await runNow(admin).expect(409);
    expect(refused.body.code).toBe('CUSTODIAN_DISABLED');
    const after = await t.http().get('/admin/reconciliations').set('Cookie', admin).expect(200);
    expect(after.headers['content-range']).toBe(before.headers['content-range']);
    await t.switchFlag(admin, 'custodian', true);
  });
});
