import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { TestApp } from '../../../test/test-app.ts';
import { newIp } from '../kyc/test-fixtures.ts';
import { signInAs } from '../security/test-investors.ts';

/** A small real PNG, as a phone's screenshot of a transfer slip would be. */
export const slipPng = () =>
  sharp({ create: { width: 40, height: 60, channels: 3, background: { r: 240, g: 240, b: 250 } } })
    .png()
    .toBuffer();

export const newDepositKey = () => `deposit-${randomUUID()}`;

export function openDeposit(
  t: TestApp,
  cookie: string,
  body: object,
  key: string | null = newDepositKey(),
  ip = newIp(),
) {
  const req = t.http().post('/deposits').set('Cookie', cookie).set('X-Forwarded-For', ip);
  return (key ? req.set('Idempotency-Key', key) : req).send(body);
}

export function uploadSlip(t: TestApp, cookie: string, depositId: number, file: Buffer, name = 'slip.png') {
  return t
    .http()
    .post(`/deposits/${depositId}/slip`)
    .set('Cookie', cookie)
    .set('X-Forwarded-For', newIp())
    .attach('file', file, name);
}

/** A staff member rejects a deposit with the reason the investor reads. */
export function rejectDeposit(t: TestApp, cookie: string, depositId: number, reason: string) {
  return t.http().post(`/admin/deposits/${depositId}/reject`).set('Cookie', cookie).send({ reason });
}

/**
 * Pays an increase order the way an investor and operations do: its owner opens a bank-transfer deposit and
 * uploads the slip, operations verify it. The order can then be approved. Returns the deposit's id.
 */
export async function fundOrder(t: TestApp, orderId: number): Promise<number> {
  const [[owner]] = (await t.ctx.sequelize.query(
    'SELECT u.email FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = :orderId',
    { replacements: { orderId } },
  )) as [[{ email: string }], unknown];
  const cookie = await signInAs(t, owner.email);
  const deposit = (await openDeposit(t, cookie, { orderId, method: 'BANK_TRANSFER' })).body as {
    id: number;
    status: string;
  };
  if (deposit.status === 'AWAITING_SLIP') {
    await uploadSlip(t, cookie, deposit.id, await slipPng()).expect(200);
  }
  if (deposit.status !== 'VERIFIED') {
    const ops = await t.signIn('operations@example.com');
    await t.http().post(`/admin/deposits/${deposit.id}/approve`).set('Cookie', ops).send({}).expect(200);
  }
  return deposit.id;
}
