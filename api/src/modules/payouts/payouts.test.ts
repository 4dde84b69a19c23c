import { investing } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { standAt } from '../orders/test-fixtures.ts';
import { signInAs } from '../security/test-investors.ts';
import { payoutMismatches } from '../settlements/ledger-check.ts';
import { approvedReduction, prepareBatch, settle, withBankAccount } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const code = 'M-INFRA';

async function payoutsOf(orderId: number) {
  return t.ctx.sequelize.query<Record<string, string | null>>(
    `SELECT status, hold_reason, to_char(value_date, 'YYYY-MM-DD') AS value_date, units::text, fee::text,
       amount::text, bank_code, account_number, account_name
     FROM payouts WHERE order_id = :orderId`,
    { type: QueryTypes.SELECT, replacements: { orderId } },
  );
}

async function outboxTo(email: string) {
  return t.ctx.sequelize.query<{ subject: string; body_text: string }>(
    'SELECT subject, body_text FROM outbox_messages WHERE recipient = :email ORDER BY id',
    { type: QueryTypes.SELECT, replacements: { email } },
  );
}

describe('settling a reduction creates its payout in the same transaction, exactly once', () => {
  it('a Friday reduction pays units × NAV − fee on T+2 to the verified account; settling again changes nothing', async () => {
    standAt(t, '2026-11-20T18:00:00');
    const seller = await approvedReduction(t, code, '2026-11-20', '12.3457');
    await withBankAccount(t, seller.id);
    await settle(t, code, '2026-11-20');
    // The account changed afterwards does not redirect the payout: it keeps the snapshot of settlement.
    await withBankAccount(t, seller.id, { accountNumber: '5555555555' });
    const [rate] = await t.ctx.sequelize.query<{ reduce: string }>(
      'SELECT reduce_fee_rate::text AS reduce FROM strategies WHERE code = :code',
      { type: QueryTypes.SELECT, replacements: { code } },
    );
    const sale = investing.reductionProceeds({
      units: '100',
      nav: '12.3457',
      cost: '1000.00', // 100 of the 1,000 units given at 10,000.00, first in, first out
      feeRate: rate!.reduce,
    });
    const expected = {
      status: 'PENDING',
      hold_reason: null,
      // Friday 20 November 2026 + 2 business days: Tuesday 24 November.
      value_date: '2026-11-24',
      units: '100.0000',
      fee: sale.fee.toFixed(2),
      amount: investing.payoutAmount({ units: '100', nav: '12.3457', fee: sale.fee }).toFixed(2),
      bank_code: '004',
      account_number: '1234567890',
      account_name: 'นาย สมชาย ใจดี',
    };
    expect(await payoutsOf(seller.orderId)).toEqual([expected]);
    expect(expected.amount).toBe(sale.net.toFixed(2));

    const again = await settle(t, code, '2026-11-20');
    expect(again?.ordersSettled).toBe(0);
    expect(await payoutsOf(seller.orderId)).toEqual([expected]);
    expect(await payoutMismatches(t.ctx)).toEqual([]);
  });

  it('an unverified account or none holds the payout with the reason; a loss pays with no fee', async () => {
    standAt(t, '2026-11-23T18:00:00');
    const unverified = await approvedReduction(t, code, '2026-11-23', '9.5000');
    await withBankAccount(t, unverified.id, { status: 'PENDING' });
    const none = await approvedReduction(t, code, '2026-11-23', '9.5000');
    await settle(t, code, '2026-11-23');
    expect(await payoutsOf(unverified.orderId)).toMatchObject([
      { status: 'HELD', hold_reason: 'PAYOUT_BANK_NOT_VERIFIED', fee: '0.00', amount: '950.00' },
    ]);
    expect(await payoutsOf(none.orderId)).toMatchObject([
      { status: 'HELD', hold_reason: 'PAYOUT_BANK_MISSING', bank_code: null, amount: '950.00' },
    ]);
  });

  it('ledger:check reports a payout whose amount differs from units × NAV − fee', async () => {
    standAt(t, '2026-11-25T18:00:00');
    const seller = await approvedReduction(t, code, '2026-11-25', '11.0000');
    await settle(t, code, '2026-11-25');
    await t.ctx.sequelize.query('UPDATE payouts SET amount = amount + 0.01 WHERE order_id = :id', {
      replacements: { id: seller.orderId },
    });
    expect(await payoutMismatches(t.ctx)).toEqual([{ orderId: seller.orderId, problem: 'payout differs' }]);
    await t.ctx.sequelize.query('UPDATE payouts SET amount = amount - 0.01 WHERE order_id = :id', {
      replacements: { id: seller.orderId },
    });
    expect(await payoutMismatches(t.ctx)).toEqual([]);
  });

  it('ledger:check reports a payout to another investor and one whose order does not exist (no foreign keys)', async () => {
    standAt(t, '2026-11-24T18:00:00');
    const seller = await approvedReduction(t, code, '2026-11-24', '11.0000');
    const other = await approvedReduction(t, code, '2026-11-30', '11.0000');
    await settle(t, code, '2026-11-24');
    const move = (sql: string, replacements: Record<string, number>) =>
      t.ctx.sequelize.query(sql, { replacements: { id: seller.orderId, ...replacements } });
    await move('UPDATE payouts SET user_id = :other WHERE order_id = :id', { other: other.id });
    expect(await payoutMismatches(t.ctx)).toEqual([{ orderId: seller.orderId, problem: 'payout differs' }]);
    await move('UPDATE payouts SET user_id = :own WHERE order_id = :id', { own: seller.id });
    const missing = seller.orderId + 1_000_000;
    await move('UPDATE payouts SET order_id = :missing WHERE order_id = :id', { missing });
    expect(await payoutMismatches(t.ctx)).toEqual([
      { orderId: seller.orderId, problem: 'no payout' },
      { orderId: missing, problem: 'no such order' },
    ]);
    await t.ctx.sequelize.query('UPDATE payouts SET order_id = :id WHERE order_id = :missing', {
      replacements: { id: seller.orderId, missing },
    });
    expect(await payoutMismatches(t.ctx)).toEqual([]);
  });
});

describe('the investor sees their own payouts only', () => {
  it('GET /payouts and /payouts/{id} answer the owner; another investor gets 404 and an empty list', async () => {
    standAt(t, '2026-11-26T18:00:00');
    const a = await approvedReduction(t, code, '2026-11-26', '12.0000');
    await withBankAccount(t, a.id);
    const b = await approvedReduction(t, code, '2026-11-26', '12.0000');
    await settle(t, code, '2026-11-26');
    standAt(t, '2026-11-27T09:00:00');
    const cookieA = await signInAs(t, a.email);
    const cookieB = await signInAs(t, b.email);
    const list = await t.http().get('/payouts').set('Cookie', cookieA).expect(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      orderId: a.orderId,
      status: 'PENDING',
      accountEnding: '7890',
      bankCode: '004',
      valueDate: '2026-11-30',
      bankReference: null,
    });
    expect(list.body[0]).not.toHaveProperty('accountNumber');
    const history = await t.http().get('/transactions').set('Cookie', cookieA).expect(200);
    expect(history.body.data[0]).toMatchObject({
      kind: 'reduce',
      payout: { status: 'PENDING', valueDate: '2026-11-30', accountEnding: '7890', bankReference: null },
    });
    const id = list.body[0].id;
    await t.http().get(`/payouts/${id}`).set('Cookie', cookieA).expect(200);
    await t.http().get(`/payouts/${id}`).set('Cookie', cookieB).expect(404);
    const ofB = await t.http().get('/payouts').set('Cookie', cookieB).expect(200);
    expect(ofB.body.map((p: { orderId: number }) => p.orderId)).toEqual([b.orderId]);
    await t.http().get(`/payouts?orderId=${a.orderId}`).set('Cookie', cookieB).expect(200, []);
    await t.http().get('/payouts').expect(401);
    await t.http().get('/admin/payouts').set('Cookie', cookieA).expect(403);
  });
});

describe('operations pay out in batches, maker-checker', () => {
  it('prepare → exact bank file (downloadable again) → the maker cannot confirm → another marks it paid, e-mailed', async () => {
    standAt(t, '2026-11-10T18:00:00');
    const a = await approvedReduction(t, code, '2026-11-10', '10.5000');
    await withBankAccount(t, a.id);
    const b = await approvedReduction(t, code, '2026-11-10', '10.5000', '50.0000');
    await withBankAccount(t, b.id, { accountNumber: '0987654321', accountName: 'Somchai Jaidee' });
    // Compliance must look at this one: the account is in someone else's name.
    const c = await approvedReduction(t, code, '2026-11-10', '10.5000');
    await withBankAccount(t, c.id, { accountName: 'สมหญิง ใจดี' });
    await settle(t, code, '2026-11-10');
    const [pa] = await payoutsOf(a.orderId);
    const [pb] = await payoutsOf(b.orderId);
    const ids = await t.ctx.sequelize.query<{ id: string; order_id: string }>(
      'SELECT id, order_id FROM payouts WHERE order_id IN (:ids) ORDER BY id',
      { type: QueryTypes.SELECT, replacements: { ids: [a.orderId, b.orderId, c.orderId] } },
    );
    const idOf = (orderId: number) => Number(ids.find((r) => Number(r.order_id) === orderId)!.id);

    standAt(t, '2026-11-12T09:00:00');
    const ops = await t.signIn('operations@example.com');
    const admin = await t.signIn('admin@example.com');
    // Thursday 12 November: Tuesday 10 November + 2 business days (the earlier tests' payouts are due later).
    const prepared = await prepareBatch(t, ops, { valueDate: '2026-11-12' }).expect(201);
    expect(prepared.body).toMatchObject({
      ref: 'PB-20261112-1',
      valueDate: '2026-11-12',
      status: 'PREPARED',
      payoutCount: 2,
      held: 1,
      preparedByMe: true,
      totalAmount: investing.dec(pa!.amount!).plus(pb!.amount!).toFixed(2),
    });
    expect(await payoutsOf(c.orderId)).toMatchObject([
      { status: 'HELD', hold_reason: 'PAYOUT_BANK_NAME_MISMATCH' },
    ]);
    const batchId = prepared.body.id;
    const file = await t.http().get(`/admin/payout-batches/${batchId}/file`).set('Cookie', admin).expect(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="PB-20261112-1-20261112.csv"');
    const body =
      'H,PB-20261112-1,20261112,THB,2\r\n' +
      `D,1,PO-${idOf(a.orderId)},ORD-2026-11-10-${a.id},004,1234567890,นาย สมชาย ใจดี,${pa!.amount}\r\n` +
      `D,2,PO-${idOf(b.orderId)},ORD-2026-11-10-${b.id},004,0987654321,Somchai Jaidee,${pb!.amount}\r\n` +
      `T,2,${prepared.body.totalAmount}\r\n`;
    const { createHash } = await import('node:crypto');
    const sha = createHash('sha256').update(body, 'utf8').digest('hex');
    expect(file.text).toBe(`${body}C,SHA256,${sha}\r\n`);
    const again = await t.http().get(`/admin/payout-batches/${batchId}/file`).set('Cookie', ops).expect(200);
    expect(again.text).toBe(file.text);

    // Nothing else is due: a second batch for the same date is refused.
    await prepareBatch(t, ops, { valueDate: '2026-11-12' })
      .expect(409)
      .expect((res) => expect(res.body.code).toBe('PAYOUT_BATCH_EMPTY'));

    const maker = await t
      .http()
      .post(`/admin/payout-batches/${batchId}/paid`)
      .set('Cookie', ops)
      .send({ bankReference: 'KB-20261112-7781' })
      .expect(403);
    expect(maker.body.code).toBe('PAYOUT_MAKER_CANNOT_CONFIRM');
    await t
      .http()
      .post(`/admin/payouts/${idOf(a.orderId)}/paid`)
      .set('Cookie', ops)
      .send({ bankReference: 'KB-20261112-7781' })
      .expect(403);
    await t
      .http()
      .post(`/admin/payout-batches/${batchId}/paid`)
      .set('Cookie', admin)
      .send({ bankReference: 'no spaces allowed' })
      .expect(422);
    expect((await payoutsOf(a.orderId))[0]!.status).toBe('IN_BATCH');

    const paid = await t
      .http()
      .post(`/admin/payout-batches/${batchId}/paid`)
      .set('Cookie', admin)
      .send({ bankReference: 'KB-20261112-7781' })
      .expect(200);
    expect(paid.body).toMatchObject({ status: 'CLOSED', counts: { inBatch: 0, paid: 2, failed: 0 } });
    await t
      .http()
      .post(`/admin/payout-batches/${batchId}/paid`)
      .set('Cookie', admin)
      .send({ bankReference: 'KB-20261112-7781' })
      .expect(409);
    await t
      .http()
      .post(`/admin/payouts/${idOf(a.orderId)}/failed`)
      .set('Cookie', admin)
      .send({ reason: 'too late' })
      .expect(409)
      .expect((res) => expect(res.body.code).toBe('PAYOUT_WRONG_STATUS'));

    const mine = await t
      .http()
      .get('/payouts')
      .set('Cookie', await signInAs(t, a.email))
      .expect(200);
    expect(mine.body[0]).toMatchObject({ status: 'PAID', bankReference: 'KB-20261112-7781' });
    const mails = await outboxTo(a.email);
    expect(mails.at(-1)!.subject).toBe(`โอนเงินค่าขายคืนหน่วยลงทุน ORD-2026-11-10-${a.id} แล้ว`);
    expect(mails.at(-1)!.body_text).toContain('KB-20261112-7781');
    expect(mails.at(-1)!.body_text).toContain('7890');

    const [audit] = await t.ctx.sequelize.query<{ actions: string[] }>(
      `SELECT array_agg(action ORDER BY id) AS actions FROM audit_log
       WHERE subject IN (:subjects)`,
      {
        type: QueryTypes.SELECT,
        replacements: {
          subjects: [`payout-batches/${batchId}`, `payouts/${idOf(a.orderId)}`, `payouts/${idOf(c.orderId)}`],
        },
      },
    );
    expect(audit!.actions).toEqual([
      'PAYOUT_BATCH_PREPARED',
      'PAYOUT_HELD',
      'PAYOUT_PAID',
      'PAYOUT_BATCH_PAID',
    ]);
  });

  it('a failed payout is e-mailed with what to do, re-queued to the corrected account, or returned', async () => {
    standAt(t, '2026-11-11T18:00:00');
    const a = await approvedReduction(t, code, '2026-11-11', '10.0000');
    await withBankAccount(t, a.id);
    await settle(t, code, '2026-11-11');
    const [{ id }] = (await t.ctx.sequelize.query('SELECT id FROM payouts WHERE order_id = :id', {
      type: QueryTypes.SELECT,
      replacements: { id: a.orderId },
    })) as [{ id: string }];
    standAt(t, '2026-11-13T09:00:00');
    const ops = await t.signIn('operations@example.com');
    const admin = await t.signIn('admin@example.com');
    await t.http().post(`/admin/payouts/${id}/requeue`).set('Cookie', ops).send({}).expect(409);
    const batch = await prepareBatch(t, admin, { valueDate: '2026-11-13' }).expect(201);
    expect(batch.body.payoutCount).toBe(1);
    await t.http().post(`/admin/payouts/${id}/failed`).set('Cookie', ops).send({}).expect(422);
    const failed = await t
      .http()
      .post(`/admin/payouts/${id}/failed`)
      .set('Cookie', ops)
      .send({ reason: 'Account closed' })
      .expect(200);
    expect(failed.body).toMatchObject({ status: 'FAILED', failureReason: 'Account closed' });
    const mail = (await outboxTo(a.email)).at(-1)!;
    expect(mail.subject).toBe(`การโอนเงินค่าขายคืนหน่วยลงทุน ORD-2026-11-11-${a.id} ไม่สำเร็จ`);
    expect(mail.body_text).toContain('Account closed');
    expect(mail.body_text).toContain('คำขอเปลี่ยนบัญชี');
    const { held: _held, ...prepared } = batch.body;
    await t
      .http()
      .get(`/admin/payout-batches/${batch.body.id}`)
      .set('Cookie', ops)
      .expect(200, {
        ...prepared,
        preparedByMe: false,
        status: 'CLOSED',
        closedAt: new Date('2026-11-13T02:00:00Z').toISOString(),
        counts: { inBatch: 0, paid: 0, failed: 1 },
      });

    // The investor's new account, verified: the re-queued payout goes there.
    await withBankAccount(t, a.id, { accountNumber: '2222222222' });
    const requeued = await t
      .http()
      .post(`/admin/payouts/${id}/requeue`)
      .set('Cookie', ops)
      .send({})
      .expect(200);
    expect(requeued.body).toMatchObject({ status: 'PENDING', accountNumber: '2222222222', batchId: null });
    await t
      .http()
      .post(`/admin/payouts/${id}/returned`)
      .set('Cookie', ops)
      .send({ note: 'bank' })
      .expect(409);

    const second = await prepareBatch(t, ops, { valueDate: '2026-11-13' }).expect(201);
    expect(second.body.ref).toBe('PB-20261113-2');
    await t
      .http()
      .post(`/admin/payout-batches/${second.body.id}/failed`)
      .set('Cookie', admin)
      .send({ reason: 'Bank rejected the file' })
      .expect(200);
    const returned = await t
      .http()
      .post(`/admin/payouts/${id}/returned`)
      .set('Cookie', ops)
      .send({ note: 'Money back with the fund; investor to be called' })
      .expect(200);
    expect(returned.body).toMatchObject({ status: 'RETURNED', failureReason: 'Bank rejected the file' });
  });

  it('support staff may read the queue but not act on it', async () => {
    const support = await t.signIn('compliance@example.com');
    await t.http().get('/admin/payouts').set('Cookie', support).expect(200);
    await prepareBatch(t, support, { valueDate: '2026-11-13' }).expect(403);
  });
});
