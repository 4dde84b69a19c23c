import type { CryptoKey, JWTPayload } from 'jose';
import { SignJWT } from 'jose';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type StandInProvider, startStandInProvider } from '../../../test/stand-in-provider.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import type { SettableClock } from '../../platform/clock.ts';
import { openDeposit, rejectDeposit, slipPng, uploadSlip } from '../deposits/test-fixtures.ts';
import { freshSampleIdentity } from '../kyc/sample-applicant.ts';
import { order, standAt, tradingInvestor } from '../orders/test-fixtures.ts';

// The bank is played by a key set served here, so each test can sign what a bank (or an impostor) would send.
const issuer = 'https://bank.test.example';
const merchantId = '010556199999901';
const kid = 'bank-key-1';

let t: TestApp;
let bank: StandInProvider;

beforeAll(async () => {
  bank = await startStandInProvider(kid);
  t = await createTestApp({
    BANK_QR_JWKS_URL: `${bank.base}/certs`,
    BANK_QR_ISSUER: issuer,
    BANK_QR_MERCHANT_ID: merchantId,
  });
  await t.ctx.sequelize.query(
    `INSERT INTO feature_flags (name, enabled) VALUES ('depositWithQRPayment', true)
     ON CONFLICT (name) DO UPDATE SET enabled = true`,
  );
});
afterAll(async () => {
  (t.ctx.clock as SettableClock).set(null);
  await t.close();
  await bank.close();
});
// A Tuesday morning: a business day before the cut-off.
beforeEach(() => standAt(t, '2026-12-08T10:00:00'));

let transactions = 0;
const nextTransactionId = () => `BANKTXN${Date.now()}${++transactions}`;

function notification(claims: JWTPayload, options: { key?: CryptoKey; kid?: string } = {}) {
  const now = Math.floor(t.ctx.clock.now().getTime() / 1000);
  return new SignJWT({
    iss: issuer,
    aud: merchantId,
    iat: now,
    exp: now + 300,
    transactionId: nextTransactionId(),
    paidAt: t.ctx.clock.now().toISOString(),
    payerName: 'นาย ส*** ใ***',
    payerAccountNumber: '123-4-56789-0',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? kid, typ: 'JWT' })
    .sign(options.key ?? bank.signingKey);
}

const post = (token: string) =>
  t.http().post('/payments/qr/notifications').set('Content-Type', 'application/jose').send(token);

async function qrDeposit(method: 'QR_PAYMENT' | 'BANK_TRANSFER' = 'QR_PAYMENT', amount = '10000.00') {
  const investor = await tradingInvestor(t);
  // สมชาย ใจดี (Somchai Jaidee), whose bank shows him as "นาย ส*** ใ***".
  await t.ctx.sequelize.query('INSERT INTO kyc_profiles (user_id, identity) VALUES (:id, :identity)', {
    replacements: { id: investor.id, identity: JSON.stringify(freshSampleIdentity()) },
  });
  const placed = (
    await order(t, investor.cookie, { kind: 'increase', strategyCode: 'M-BTC', amount }).expect(201)
  ).body;
  const deposit = (await openDeposit(t, investor.cookie, { orderId: placed.id, method }).expect(201)).body;
  const [row] = await t.ctx.sequelize.query<{ qr_reference: string }>(
    'SELECT qr_reference FROM deposits WHERE id = :id',
    { type: QueryTypes.SELECT, replacements: { id: deposit.id } },
  );
  return {
    ...investor,
    orderId: placed.id as number,
    depositId: deposit.id as number,
    reference: row!.qr_reference,
  };
}

async function depositState(id: number) {
  const [row] = await t.ctx.sequelize.query<{
    status: string;
    verified_by: string | null;
    verified_by_bank_transaction_id: string | null;
  }>('SELECT status, verified_by, verified_by_bank_transaction_id FROM deposits WHERE id = :id', {
    type: QueryTypes.SELECT,
    replacements: { id },
  });
  return row!;
}

const count = async (sql: string, replacements: Record<string, unknown>) =>
  Number((await t.ctx.sequelize.query<{ n: string }>(sql, { type: QueryTypes.SELECT, replacements }))[0]!.n);

const notificationsOf = (depositId: number) =>
  count('SELECT count(*) AS n FROM qr_payment_notifications WHERE deposit_id = :depositId', { depositId });
const verifiedMails = (email: string) =>
  count(
    `SELECT count(*) AS n FROM outbox_messages WHERE template = 'deposit-verified' AND recipient = :email`,
    { email },
  );

describe('POST /payments/qr/notifications', () => {
  it('a full payment verifies the QR deposit by the system: audited, e-mailed, and the order can be approved', async () => {
    const paid = await qrDeposit();
    const token = await notification({
      transactionId: 'KBANK-0001',
      billPaymentRef1: paid.reference,
      amount: '10000.00',
    });
    const { body } = await post(token).expect(200);
    expect(body).toMatchObject({ bankTransactionId: 'KBANK-0001', outcome: 'VERIFIED', firstDelivery: true });
    expect(await depositState(paid.depositId)).toEqual({
      status: 'VERIFIED',
      verified_by: null,
      verified_by_bank_transaction_id: 'KBANK-0001',
    });
    expect(await verifiedMails(paid.email)).toBe(1);
    const [audit] = await t.ctx.sequelize.query<{
      actor_id: string | null;
      after: { bankTransactionId: string };
    }>(`SELECT actor_id, after FROM audit_log WHERE action = 'DEPOSIT_VERIFIED' AND subject = :subject`, {
      type: QueryTypes.SELECT,
      replacements: { subject: `deposits/${paid.depositId}` },
    });
    expect(audit).toMatchObject({
      actor_id: null,
      after: { status: 'VERIFIED', bankTransactionId: 'KBANK-0001' },
    });

    const ops = await t.signIn('operations@example.com');
    const approved = await t
      .http()
      .post(`/admin/orders/${paid.orderId}/approve`)
      .set('Cookie', ops)
      .send({})
      .expect(200);
    expect(approved.body.stage).toBe('approved');

    const shown = await t.http().get(`/admin/deposits/${paid.depositId}`).set('Cookie', ops).expect(200);
    expect(shown.body).toMatchObject({ verifiedBy: null, verifiedByBankTransactionId: 'KBANK-0001' });
    expect(shown.body.qrNotifications).toEqual([
      expect.objectContaining({
        bankTransactionId: 'KBANK-0001',
        amount: '10000.00',
        payerName: 'นาย ส*** ใ***',
        payerAccount: 'xxx-x-xx789-0',
        outcome: 'VERIFIED',
        amountDiffers: false,
        note: null,
      }),
    ]);
  });

  it('the same notification delivered twice has one effect', async () => {
    const paid = await qrDeposit();
    const token = await notification({ billPaymentRef1: paid.reference, amount: '10000.00' });
    const first = await post(token).expect(200);
    const second = await post(token).expect(200);
    expect(second.body).toEqual({ ...first.body, firstDelivery: false });
    // Concurrent redelivery too.
    const again = await Promise.all([post(token), post(token), post(token)]);
    expect(again.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await notificationsOf(paid.depositId)).toBe(1);
    expect(await verifiedMails(paid.email)).toBe(1);
    expect(
      await count(`SELECT count(*) AS n FROM audit_log WHERE action = 'DEPOSIT_VERIFIED' AND subject = :s`, {
        s: `deposits/${paid.depositId}`,
      }),
    ).toBe(1);
  });

  it('another amount leaves the deposit PENDING and keeps a note operations see', async () => {
    const paid = await qrDeposit();
    const token = await notification({
      transactionId: 'KBANK-0002',
      billPaymentRef1: paid.reference,
      amount: '9999.99',
    });
    expect((await post(token).expect(200)).body.outcome).toBe('AMOUNT_DIFFERS');
    expect((await depositState(paid.depositId)).status).toBe('PENDING');
    expect(await verifiedMails(paid.email)).toBe(0);
    const ops = await t.signIn('operations@example.com');
    const shown = await t.http().get(`/admin/deposits/${paid.depositId}`).set('Cookie', ops).expect(200);
    expect(shown.body.qrNotifications).toEqual([
      expect.objectContaining({
        bankTransactionId: 'KBANK-0002',
        amount: '9999.99',
        outcome: 'AMOUNT_DIFFERS',
        amountDiffers: true,
        note: expect.stringContaining('9999.99'),
      }),
    ]);
    // Operations may still verify it by hand.
    await t.http().post(`/admin/deposits/${paid.depositId}/approve`).set('Cookie', ops).send({}).expect(200);
  });

  it('a payer who is not the investor leaves the deposit PENDING for operations, noted NAME_MISMATCH', async () => {
    const paid = await qrDeposit();
    for (const [transactionId, payerName] of [
      ['KBANK-0003', 'นาง ม*** ม***'],
      ['KBANK-0004', 'MR SOMCHAI JAIDEEE'],
      ['KBANK-0005', '*** ***'],
      ['KBANK-0006', ''],
    ] as const) {
      const token = await notification({
        transactionId,
        billPaymentRef1: paid.reference,
        amount: '10000.00',
        payerName,
      });
      expect((await post(token).expect(200)).body.outcome, payerName).toBe('NAME_MISMATCH');
    }
    expect((await depositState(paid.depositId)).status).toBe('PENDING');
    expect(await verifiedMails(paid.email)).toBe(0);
    const ops = await t.signIn('operations@example.com');
    const shown = await t.http().get(`/admin/deposits/${paid.depositId}`).set('Cookie', ops).expect(200);
    expect(shown.body.qrNotifications[0]).toMatchObject({
      bankTransactionId: 'KBANK-0003',
      payerName: 'นาง ม*** ม***',
      outcome: 'NAME_MISMATCH',
      amountDiffers: false,
      note: expect.stringContaining('นาง ม*** ม***'),
    });
    expect(shown.body.qrNotifications[3]).toMatchObject({ payerName: null, outcome: 'NAME_MISMATCH' });
    // Operations decide: here they verify it by hand.
    await t.http().post(`/admin/deposits/${paid.depositId}/approve`).set('Cookie', ops).send({}).expect(200);
  });

  it('the investor paying under their Thai or English name, masked or not, verifies the deposit', async () => {
    for (const payerName of ['นายสมชาย ใจดี', 'MR. SOMCHAI JAIDEE', 'Mr Somchai J***', 'S****** J*****']) {
      const paid = await qrDeposit();
      const token = await notification({ billPaymentRef1: paid.reference, amount: '10000.00', payerName });
      expect((await post(token).expect(200)).body.outcome, payerName).toBe('VERIFIED');
      expect((await depositState(paid.depositId)).status).toBe('VERIFIED');
    }
  });

  it('a tampered token, a key not in the JWKS, an expired token or another audience is 401 and changes nothing', async () => {
    const paid = await qrDeposit();
    const claims = { billPaymentRef1: paid.reference, amount: '10000.00' };
    const genuine = await notification(claims);
    const [header, payload, signature] = genuine.split('.');
    const raised = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), amount: '10.00' }),
    ).toString('base64url');
    const refused = [
      `${header}.${raised}.${signature}`,
      await notification(claims, { key: bank.strangerKey }),
      await notification(claims, { key: bank.strangerKey, kid: 'unknown-key' }),
      await notification({ ...claims, aud: '010556100000000' }),
      await notification({ ...claims, iss: 'https://impostor.example' }),
      'not-a-token',
    ];
    for (const token of refused) {
      const res = await post(token);
      expect(res.status).toBe(401);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.body.code).toBe('PAYMENT_NOTIFICATION_INVALID');
    }
    // Signed now, delivered ten minutes later by the test clock.
    const late = await notification(claims);
    standAt(t, '2026-12-08T10:10:00');
    expect((await post(late).expect(401)).body.code).toBe('PAYMENT_NOTIFICATION_INVALID');
    expect(await depositState(paid.depositId)).toMatchObject({ status: 'PENDING' });
    expect(await notificationsOf(paid.depositId)).toBe(0);
    // The genuine token, in time, still works: none of the above used it up.
    standAt(t, '2026-12-08T10:00:00');
    expect((await post(genuine).expect(200)).body.outcome).toBe('VERIFIED');
  });

  it('an unknown reference is 404 and stores nothing', async () => {
    const before = await count('SELECT count(*) AS n FROM qr_payment_notifications', {});
    const res = await post(await notification({ billPaymentRef1: 'DEP20261208999999', amount: '10000.00' }));
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.body.code).toBe('PAYMENT_REFERENCE_UNKNOWN');
    expect(await count('SELECT count(*) AS n FROM qr_payment_notifications', {})).toBe(before);
  });

  it('a transfer deposit is not paid by a QR notification: it stays as it was, the notification noted', async () => {
    const transfer = await qrDeposit('BANK_TRANSFER');
    await uploadSlip(t, transfer.cookie, transfer.depositId, await slipPng()).expect(200);
    const res = await post(await notification({ billPaymentRef1: transfer.reference, amount: '10000.00' }));
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('DEPOSIT_NOT_QR');
    expect(await depositState(transfer.depositId)).toMatchObject({
      status: 'PENDING',
      verified_by_bank_transaction_id: null,
    });
    expect(await notificationsOf(transfer.depositId)).toBe(1);
    expect(await verifiedMails(transfer.email)).toBe(0);
  });

  it('a rejected deposit stays rejected; the payment is noted for operations', async () => {
    const paid = await qrDeposit();
    const ops = await t.signIn('operations@example.com');
    await rejectDeposit(t, ops, paid.depositId, 'ชื่อผู้โอนไม่ตรงกับชื่อผู้ลงทุน').expect(200);
    const res = await post(await notification({ billPaymentRef1: paid.reference, amount: '10000.00' }));
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('DEPOSIT_NOT_PENDING');
    expect((await depositState(paid.depositId)).status).toBe('REJECTED');
    const shown = await t.http().get(`/admin/deposits/${paid.depositId}`).set('Cookie', ops).expect(200);
    expect(shown.body.qrNotifications).toEqual([
      expect.objectContaining({ outcome: 'DEPOSIT_NOT_PENDING', note: expect.stringContaining('REJECTED') }),
    ]);
  });

  it('the deposits queue names each deposit’s latest checked notification: MATCHED, AMOUNT_DIFFERS, NAME_MISMATCH or null', async () => {
    const send = async (reference: string, claims: JWTPayload) =>
      post(await notification({ billPaymentRef1: reference, amount: '10000.00', ...claims })).expect(200);
    const matched = await qrDeposit();
    await send(matched.reference, {});
    const differs = await qrDeposit();
    await send(differs.reference, { amount: '9000.00' });
    // The latest notification decides: an amount that differed, then a payer who is not the investor.
    const mismatch = await qrDeposit();
    await send(mismatch.reference, { amount: '9000.00' });
    standAt(t, '2026-12-08T10:05:00');
    await send(mismatch.reference, { payerName: 'นาง ม*** ม***' });
    const none = await qrDeposit();
    // A payment for a deposit already rejected was not checked against it: no evidence.
    const rejected = await qrDeposit();
    const ops = await t.signIn('operations@example.com');
    await rejectDeposit(t, ops, rejected.depositId, 'ชื่อผู้โอนไม่ตรงกับชื่อผู้ลงทุน').expect(200);
    await send(rejected.reference, {});

    const evidenceOf = async (deposit: { id: number; depositId: number }) => {
      const { body } = await t
        .http()
        .get('/admin/deposits')
        .query({ filter: JSON.stringify({ userId: deposit.id }) })
        .set('Cookie', ops)
        .expect(200);
      expect(body).toHaveLength(1);
      expect(body[0].id).toBe(deposit.depositId);
      return body[0].bankNotification;
    };
    expect(await evidenceOf(matched)).toBe('MATCHED');
    expect(await evidenceOf(differs)).toBe('AMOUNT_DIFFERS');
    expect(await evidenceOf(mismatch)).toBe('NAME_MISMATCH');
    expect(await evidenceOf(none)).toBeNull();
    expect(await evidenceOf(rejected)).toBeNull();
  });

  it('is documented in the OpenAPI document as public', async () => {
    const docs = await t.http().get('/docs/openapi.json').expect(200);
    expect(docs.body.paths['/payments/qr/notifications'].post['x-access']).toBe('public');
  });
});
