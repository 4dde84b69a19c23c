import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createListeningTestApp } from '../../../test/test-app.ts';

// The app listens on a real port with the CSRF check on, as outside production: the bank simulator signs with its
// own key, posts to the API's notification endpoint, and the API fetches the simulator's JWKS to check it.
let t: TestApp;

beforeAll(async () => {
  t = await createListeningTestApp({ CSRF_PROTECTION: 'true' });
});
afterAll(() => t.close());

let made = 0;
/** A PENDING QR deposit of the demo investor, as opening one through the portal leaves it. */
async function pendingQrDeposit(amount: string) {
  const n = ++made;
  const [row] = await t.ctx.sequelize.query<{ id: string; qr_reference: string }>(
    `INSERT INTO deposits (ref, qr_reference, user_id, amount, method, status, created_at)
     SELECT 'DEP-SIM-' || :n, 'DEPSIM' || lpad(:n::text, 6, '0'), id, :amount, 'QR_PAYMENT', 'PENDING', now()
     FROM users WHERE email = 'investor@example.com' RETURNING id, qr_reference`,
    { type: QueryTypes.SELECT, replacements: { n, amount } },
  );
  return { id: Number(row!.id), reference: row!.qr_reference };
}

const statusOf = async (id: number) =>
  (
    await t.ctx.sequelize.query<{ status: string; verified_by_bank_transaction_id: string | null }>(
      'SELECT status, verified_by_bank_transaction_id FROM deposits WHERE id = :id',
      { type: QueryTypes.SELECT, replacements: { id } },
    )
  )[0]!;

/** The bank simulator is asked to pay: it sends the API the bank's signed notification and answers what it heard. */
const pay = (body: { reference: string; amount: string; transactionId?: string }) =>
  t.http().post('/simulators/bank/qr-payments').send(body);

describe('the bank simulator', () => {
  it('publishes its public key only', async () => {
    const { body } = await t.http().get('/simulators/bank/jwks').expect(200);
    expect(body.keys).toHaveLength(1);
    expect(body.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(body.keys[0].d).toBeUndefined();
  });

  it('paying a QR deposit in one call posts a signed notification that the API verifies and applies', async () => {
    const deposit = await pendingQrDeposit('25000.75');
    const { body } = await pay({ reference: deposit.reference, amount: '25000.75' }).expect(200);
    expect(body.notification).toEqual({
      status: 200,
      body: expect.objectContaining({ outcome: 'VERIFIED', firstDelivery: true }),
    });
    expect(await statusOf(deposit.id)).toEqual({
      status: 'VERIFIED',
      verified_by_bank_transaction_id: body.transactionId,
    });
    // The bank retrying the same transaction changes nothing.
    const retried = await pay({
      reference: deposit.reference,
      amount: '25000.75',
      transactionId: body.transactionId,
    }).expect(200);
    expect(retried.body.notification.body).toMatchObject({ outcome: 'VERIFIED', firstDelivery: false });
  });

  it('passes on the API’s refusal of an unknown reference and of a wrong amount', async () => {
    const unknown = await pay({ reference: 'NOSUCHREF1', amount: '10.00' }).expect(200);
    expect(unknown.body.notification).toMatchObject({
      status: 404,
      body: { code: 'PAYMENT_REFERENCE_UNKNOWN' },
    });
    const deposit = await pendingQrDeposit('10000.00');
    const short = await pay({ reference: deposit.reference, amount: '1000.00' }).expect(200);
    expect(short.body.notification.body.outcome).toBe('AMOUNT_DIFFERS');
    expect((await statusOf(deposit.id)).status).toBe('PENDING');
  });

  it('refuses a malformed payment request', async () => {
    await t.http().post('/simulators/bank/qr-payments').send({ reference: 'DEP 1', amount: '1' }).expect(422);
    await pay({ reference: 'DEP1', amount: '1.001' }).expect(422);
  });
});

describe('the notification endpoint with the CSRF check on', () => {
  it('needs no CSRF token or session: a forged notification is refused for its signature, not for CSRF', async () => {
    const res = await t
      .http()
      .post('/payments/qr/notifications')
      .set('Content-Type', 'application/jose')
      .send('eyJhbGciOiJSUzI1NiJ9.eyJhIjoxfQ.c2ln');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('PAYMENT_NOTIFICATION_INVALID');
  });

  it('other unsafe requests still need the CSRF token', async () => {
    const res = await t.http().post('/payments/qr/notifications/other').send({});
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('CSRF_REJECTED');
  });
});
