import { errorMessage, investing } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { fundOrder, openDeposit, slipPng, uploadSlip } from '../deposits/test-fixtures.ts';
import { order, standAt, tradingInvestor } from '../orders/test-fixtures.ts';
import { notPaidInTime, rejectUnpaidIncreases } from './unpaid.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setQrFlag = (enabled: boolean) =>
  t.ctx.sequelize.query(
    `INSERT INTO feature_flags (name, enabled) VALUES ('depositWithQRPayment', :enabled)
     ON CONFLICT (name) DO UPDATE SET enabled = :enabled`,
    { replacements: { enabled } },
  );

/** An increase of 10,000 into M-BTC placed by a new investor now. */
async function increase(paymentType = 'BANK_TRANSFER') {
  const { cookie } = await tradingInvestor(t);
  const body = { kind: 'increase', strategyCode: 'M-BTC', amount: '10000', paymentType };
  const placed = (await order(t, cookie, body).expect(201)).body as { id: number; ref: string };
  return { ...placed, cookie };
}

async function stageOf(id: number) {
  const [row] = await t.ctx.sequelize.query<{ stage: string; reject_reason: string | null }>(
    'SELECT stage, reject_reason FROM orders WHERE id = :id',
    { type: QueryTypes.SELECT, replacements: { id } },
  );
  return row!;
}

describe('unpaid increases', () => {
  it('are rejected once more than 5 business days past their trade date, unless paid or waiting for operations', async () => {
    await setQrFlag(true);
    // Tuesday 8 December 2026; Thursday the 10th is Constitution Day.
    standAt(t, '2026-12-08T10:00:00');
    const noDeposit = await increase();
    const awaitingSlip = await increase();
    await openDeposit(t, awaitingSlip.cookie, { orderId: awaitingSlip.id, method: 'BANK_TRANSFER' }).expect(
      201,
    );
    const qrUnpaid = await increase('QR_PAYMENT');
    await openDeposit(t, qrUnpaid.cookie, { orderId: qrUnpaid.id, method: 'QR_PAYMENT' }).expect(201);
    const slipSent = await increase();
    const deposit = await openDeposit(t, slipSent.cookie, { orderId: slipSent.id, method: 'BANK_TRANSFER' });
    await uploadSlip(t, slipSent.cookie, deposit.body.id, await slipPng()).expect(200);
    const verified = await increase();
    await fundOrder(t, verified.id);

    // Wednesday the 16th is the fifth business day after the trade date (9, 11, 14, 15, 16): still in time.
    standAt(t, '2026-12-16T23:59:59');
    expect(await rejectUnpaidIncreases(t.ctx)).toEqual([]);

    // Thursday the 17th is the sixth.
    standAt(t, '2026-12-17T00:05:00');
    expect((await rejectUnpaidIncreases(t.ctx)).sort((a, b) => a - b)).toEqual(
      [noDeposit.id, awaitingSlip.id, qrUnpaid.id].sort((a, b) => a - b),
    );
    for (const { id } of [noDeposit, awaitingSlip, qrUnpaid]) {
      expect(await stageOf(id)).toEqual({ stage: 'reject', reject_reason: notPaidInTime });
    }
    for (const { id } of [slipSent, verified]) {
      expect(await stageOf(id)).toEqual({ stage: 'confirm', reject_reason: null });
    }
    // The deposits still waiting for money close with their orders; the one with a slip waits for operations.
    const deposits = await t.ctx.sequelize.query<{ order_id: string; status: string }>(
      `SELECT o.id AS order_id, d.status FROM orders o JOIN deposits d ON d.id = o.deposit_id
       WHERE o.id IN (:ids) ORDER BY o.id`,
      {
        type: QueryTypes.SELECT,
        replacements: { ids: [awaitingSlip.id, qrUnpaid.id, slipSent.id, verified.id] },
      },
    );
    const [mails] = await t.ctx.sequelize.query(
      `SELECT count(*)::int AS sent FROM outbox_messages WHERE template = 'order-rejected' AND body_text LIKE :reason`,
      { replacements: { reason: '%ไม่ได้ชำระเงินภายในเวลาที่กำหนด%' } },
    );
    expect(mails).toEqual([{ sent: 3 }]);
    expect(Object.fromEntries(deposits.map((d) => [Number(d.order_id), d.status]))).toEqual({
      [awaitingSlip.id]: 'REJECTED',
      [qrUnpaid.id]: 'REJECTED',
      [slipSent.id]: 'PENDING',
      [verified.id]: 'VERIFIED',
    });
    // Kept as a code the screens and the e-mail translate; its words name the rule's number of days.
    expect(errorMessage(notPaidInTime, 'en')).toBe(
      `Not paid in time: no payment arrived within ${investing.unpaidIncreaseBusinessDays} business days of the trade date`,
    );

    const [audit] = await t.ctx.sequelize.query(
      'SELECT actor_id, action, after FROM audit_log WHERE subject = :subject',
      { replacements: { subject: `orders/${noDeposit.id}` } },
    );
    expect(audit).toEqual([
      {
        actor_id: null,
        action: 'ORDER_REJECTED',
        after: { stage: 'reject', reason: notPaidInTime, ref: noDeposit.ref, cause: 'NOT_PAID_IN_TIME' },
      },
    ]);
    // A second run finds nothing more to do.
    expect(await rejectUnpaidIncreases(t.ctx)).toEqual([]);
  });
});
