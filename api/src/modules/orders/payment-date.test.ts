import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { openDeposit, slipPng, uploadSlip } from '../deposits/test-fixtures.ts';
import { signInAs } from '../security/test-investors.ts';
import { order, standAt, tradingInvestor } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An increase confirmed at 10:00 on Friday 11 December 2026 (trade date that day), its transfer deposit opened. */
async function confirmedIncrease() {
  standAt(t, '2026-12-11T10:00:00');
  const { cookie } = await tradingInvestor(t);
  const placed = await order(t, cookie, {
    kind: 'increase',
    strategyCode: 'M-BTC',
    amount: '10000.00',
  }).expect(201);
  expect(placed.body.tradeDate).toBe('2026-12-11');
  const deposit = await openDeposit(t, cookie, { orderId: placed.body.id, method: 'BANK_TRANSFER' }).expect(
    201,
  );
  return { cookie, orderId: placed.body.id as number, depositId: deposit.body.id as number };
}

const tradeDateOf = async (cookie: string, orderId: number) =>
  (await t.http().get(`/orders/${orderId}`).set('Cookie', cookie).expect(200)).body.tradeDate as string;

describe('an increase trades at the NAV of the day it was paid by the cut-off', () => {
  it('paid at 13:59:59 it keeps its trade date', async () => {
    const { orderId, depositId } = await confirmedIncrease();
    standAt(t, '2026-12-11T13:59:59');
    const cookie = await ownerCookie(orderId);
    await uploadSlip(t, cookie, depositId, await slipPng()).expect(200);
    expect(await tradeDateOf(cookie, orderId)).toBe('2026-12-11');
  });

  it('paid at 14:00:00 on a Friday it trades on Monday, and the move is in the audit log', async () => {
    const { orderId, depositId } = await confirmedIncrease();
    standAt(t, '2026-12-11T14:00:00');
    const cookie = await ownerCookie(orderId);
    await uploadSlip(t, cookie, depositId, await slipPng()).expect(200);
    expect(await tradeDateOf(cookie, orderId)).toBe('2026-12-14');
    const [audits] = await t.ctx.sequelize.query(
      `SELECT before, after FROM audit_log WHERE action = 'ORDER_TRADE_DATE_MOVED' AND subject = :subject`,
      { replacements: { subject: `orders/${orderId}` } },
    );
    expect(audits).toEqual([
      {
        before: { tradeDate: '2026-12-11' },
        after: { tradeDate: '2026-12-14', reason: 'PAID_AFTER_CUT_OFF', depositId },
      },
    ]);
  });

  it('an order already approved keeps its date, whatever the slip time', async () => {
    const { orderId, depositId } = await confirmedIncrease();
    await t.ctx.sequelize.query(`UPDATE orders SET stage = 'approved' WHERE id = :orderId`, {
      replacements: { orderId },
    });
    standAt(t, '2026-12-12T09:00:00');
    const cookie = await ownerCookie(orderId);
    await uploadSlip(t, cookie, depositId, await slipPng()).expect(200);
    expect(await tradeDateOf(cookie, orderId)).toBe('2026-12-11');
  });
});

/** The order owner's session at the clock's current time (sessions do not outlast a jump of hours). */
async function ownerCookie(orderId: number) {
  const [[owner]] = (await t.ctx.sequelize.query(
    'SELECT u.email FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = :orderId',
    { replacements: { orderId } },
  )) as [[{ email: string }], unknown];
  return signInAs(t, owner.email);
}
