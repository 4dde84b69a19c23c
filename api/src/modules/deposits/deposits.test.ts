import { parse } from 'promptparse';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { hashPassword } from '../auth/passwords.ts';
import { giveUnits, order, standAt, tradingInvestor } from '../orders/test-fixtures.ts';
import { investorPassword, setPin } from '../security/test-investors.ts';
import { signInEnrolledStaff } from '../security/test-staff.ts';
import { defaultDepositSettings } from './company-account.ts';
import {
  fundOrder,
  newDepositKey,
  openDeposit,
  rejectDeposit,
  slipPng,
  uploadSlip,
} from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// A Tuesday morning: a business day before the cut-off.
beforeEach(() => standAt(t, '2026-12-08T10:00:00'));

const increase = (strategyCode: string, amount: string) => ({ kind: 'increase', strategyCode, amount });

async function investorWithOrder(amount = '10000.00') {
  const investor = await tradingInvestor(t);
  const placed = (await order(t, investor.cookie, increase('M-BTC', amount)).expect(201)).body;
  return { ...investor, orderId: placed.id as number };
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function setQrFlag(enabled: boolean) {
  await t.ctx.sequelize.query(
    `INSERT INTO feature_flags (name, enabled) VALUES ('depositWithQRPayment', :enabled)
     ON CONFLICT (name) DO UPDATE SET enabled = :enabled`,
    { replacements: { enabled } },
  );
}

async function staffMember(role: string) {
  const email = `staff-${role}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await t.ctx.sequelize.query(
    `INSERT INTO users (email, password_hash, customer_type, email_verified_at, role)
     VALUES (:email, :hash, 'INDIVIDUAL', now(), :role)`,
    { replacements: { email, hash: await hashPassword(investorPassword), role } },
  );
  return signInEnrolledStaff(t, email);
}

async function tradeDateOf(orderId: number) {
  const [row] = await t.ctx.sequelize.query<{ date: string }>(
    "SELECT to_char(trade_date, 'YYYY-MM-DD') AS date FROM orders WHERE id = :orderId",
    { type: QueryTypes.SELECT, replacements: { orderId } },
  );
  return row!.date;
}

describe('opening a deposit', () => {
  it('a bank transfer pays the whole batch once, shows the company account, and waits for the slip', async () => {
    const investor = await tradingInvestor(t);
    const batch = (
      await order(t, investor.cookie, {
        kind: 'increase',
        allocations: [
          { strategyCode: 'M-BTC', amount: '10000.25' },
          { strategyCode: 'M-STABLE', amount: '15000.50' },
        ],
      }).expect(201)
    ).body;
    const ids = batch.orders.map((o: { id: number }) => o.id);
    // Unpaid, each increase says so: no payment yet.
    const unpaid = await t.http().get(`/orders/${ids[0]}`).set('Cookie', investor.cookie).expect(200);
    expect(unpaid.body).toMatchObject({ stage: 'confirm', paymentStatus: null });
    const { body } = await openDeposit(t, investor.cookie, {
      orderId: ids[1],
      method: 'BANK_TRANSFER',
    }).expect(201);
    expect(body).toMatchObject({
      amount: '25000.75',
      method: 'BANK_TRANSFER',
      status: 'AWAITING_SLIP',
      orderIds: ids,
      slipUploaded: false,
      rejectReason: null,
      verifiedAt: null,
      companyAccount: defaultDepositSettings(t.ctx.config.brand).account,
    });
    expect(body.ref).toBe(`DEP20261208${String(body.id).padStart(6, '0')}`);
    // The orders and the history answer the payment's state, so the investor reads "awaiting payment".
    const paying = await t.http().get(`/orders/${ids[0]}`).set('Cookie', investor.cookie).expect(200);
    expect(paying.body.paymentStatus).toBe('AWAITING_SLIP');
    const history = await t.http().get('/transactions').set('Cookie', investor.cookie).expect(200);
    expect(history.body.data.map((row: { paymentStatus: string | null }) => row.paymentStatus)).toEqual([
      'AWAITING_SLIP',
      'AWAITING_SLIP',
    ]);
    // Asked again for either order of the batch (another key): the same deposit, 200.
    const again = await openDeposit(t, investor.cookie, { orderId: ids[0], method: 'BANK_TRANSFER' }).expect(
      200,
    );
    expect(again.body.id).toBe(body.id);
  });

  it('the same Idempotency-Key twice makes one deposit; with another body it is refused', async () => {
    const { id, cookie, orderId } = await investorWithOrder();
    const key = newDepositKey();
    const first = await openDeposit(t, cookie, { orderId, method: 'BANK_TRANSFER' }, key).expect(201);
    const second = await openDeposit(t, cookie, { orderId, method: 'BANK_TRANSFER' }, key).expect(201);
    expect(second.body).toEqual(first.body);
    const [rows] = await t.ctx.sequelize.query('SELECT id FROM deposits WHERE user_id = :id', {
      replacements: { id },
    });
    expect(rows).toHaveLength(1);
    expect((await openDeposit(t, cookie, { orderId, method: 'QR_PAYMENT' }, key).expect(422)).body.code).toBe(
      'ORDER_IDEMPOTENCY_MISMATCH',
    );
  });

  it('with a PIN set, the PIN is required to open a deposit (spec §4), and nothing is opened without it', async () => {
    const { id, cookie, orderId } = await investorWithOrder();
    await setPin(t, cookie, '135790');
    const missing = await openDeposit(
      t,
      cookie,
      { orderId, method: 'BANK_TRANSFER' },
      newDepositKey(),
    ).expect(422);
    expect(missing.body.code).toBe('PIN_REQUIRED');
    const wrong = await openDeposit(
      t,
      cookie,
      { orderId, method: 'BANK_TRANSFER', pin: '000000' },
      newDepositKey(),
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('PIN_INVALID');
    const [none] = await t.ctx.sequelize.query('SELECT id FROM deposits WHERE user_id = :id', {
      replacements: { id },
    });
    expect(none).toHaveLength(0);
    await openDeposit(t, cookie, { orderId, method: 'BANK_TRANSFER', pin: '135790' }, newDepositKey()).expect(
      201,
    );
  });

  it('refuses bad bodies, a missing key, and orders that are not unpaid increases', async () => {
    const { id, cookie, orderId } = await investorWithOrder();
    for (const body of [
      {},
      { orderId },
      { orderId, method: 'CASH' },
      { orderId: String(orderId), method: 'BANK_TRANSFER' },
      { orderId: -1, method: 'BANK_TRANSFER' },
      { orderId, method: 'BANK_TRANSFER', amount: '1' },
    ]) {
      expect((await openDeposit(t, cookie, body).expect(422)).body.code).toBe('VALIDATION_FAILED');
    }
    expect(
      (await openDeposit(t, cookie, { orderId, method: 'BANK_TRANSFER' }, null).expect(422)).body.code,
    ).toBe('ORDER_IDEMPOTENCY_KEY_REQUIRED');
    await giveUnits(t, id, 'M-STABLE', '1000');
    const sell = (
      await order(t, cookie, { kind: 'reduce', strategyCode: 'M-STABLE', units: '300' }).expect(201)
    ).body;
    const refused = await openDeposit(t, cookie, { orderId: sell.id, method: 'BANK_TRANSFER' })
      .set('Accept-Language', 'en')
      .expect(409);
    expect(refused.body.code).toBe('DEPOSIT_ORDER_NOT_PAYABLE');
    expect(refused.body.title ?? refused.body.detail).toMatch(/not an increase/);
    const [rows] = await t.ctx.sequelize.query('SELECT 1 FROM deposits WHERE user_id = :id', {
      replacements: { id },
    });
    expect(rows).toHaveLength(0);
  });

  it('another investor’s order, deposit, slip and QR answer 404', async () => {
    const owner = await investorWithOrder();
    const other = await tradingInvestor(t);
    await openDeposit(t, other.cookie, { orderId: owner.orderId, method: 'BANK_TRANSFER' }).expect(404);
    const deposit = (
      await openDeposit(t, owner.cookie, { orderId: owner.orderId, method: 'QR_PAYMENT' }).expect(201)
    ).body;
    await t.http().get(`/deposits/${deposit.id}`).set('Cookie', owner.cookie).expect(200);
    await t.http().get(`/deposits/${deposit.id}`).set('Cookie', other.cookie).expect(404);
    await t.http().get(`/deposits/${deposit.id}/qr`).set('Cookie', other.cookie).expect(404);
    await uploadSlip(t, other.cookie, deposit.id, await slipPng()).expect(404);
    const mine = await t.http().get('/deposits').set('Cookie', owner.cookie).expect(200);
    expect(mine.body).toMatchObject({ total: 1, page: 1, data: [{ id: deposit.id }] });
    expect((await t.http().get('/deposits').set('Cookie', other.cookie).expect(200)).body.total).toBe(0);
    await t.http().get('/deposits').expect(401);
  });
});

describe('the transfer slip', () => {
  it('only JPEG, PNG or PDF by their bytes; a slip makes the deposit PENDING; none once decided', async () => {
    const { cookie, orderId } = await investorWithOrder();
    const deposit = (await openDeposit(t, cookie, { orderId, method: 'BANK_TRANSFER' }).expect(201)).body;
    const text = await uploadSlip(
      t,
      cookie,
      deposit.id,
      Buffer.from('not an image at all'),
      'slip.png',
    ).expect(422);
    expect(text.body.code).toBe('FILE_TYPE_NOT_ALLOWED');
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect((await uploadSlip(t, cookie, deposit.id, gif, 'slip.gif').expect(422)).body.code).toBe(
      'FILE_TYPE_NOT_ALLOWED',
    );
    expect(
      (await t.http().post(`/deposits/${deposit.id}/slip`).set('Cookie', cookie).expect(422)).body.code,
    ).toBe('FILE_REQUIRED');
    const png = await uploadSlip(t, cookie, deposit.id, await slipPng()).expect(200);
    expect(png.body).toMatchObject({ id: deposit.id, status: 'PENDING', slipUploaded: true });
    // A clearer copy replaces it while staff have not decided.
    await uploadSlip(t, cookie, deposit.id, pdf, 'slip.pdf').expect(200);
    const ops = await t.signIn('operations@example.com');
    const slip = await t.http().get(`/admin/deposits/${deposit.id}/slip`).set('Cookie', ops).expect(200);
    expect(slip.headers['content-type']).toBe('application/pdf');
    await t.http().post(`/admin/deposits/${deposit.id}/approve`).set('Cookie', ops).send({}).expect(200);
    expect((await uploadSlip(t, cookie, deposit.id, await slipPng()).expect(409)).body.code).toBe(
      'DEPOSIT_NOT_OPEN',
    );
  });
});

describe('PromptPay QR', () => {
  it('the payload carries the company’s PromptPay id, the exact amount and the deposit’s reference', async () => {
    const { cookie, orderId } = await investorWithOrder('12345.67');
    const deposit = (await openDeposit(t, cookie, { orderId, method: 'QR_PAYMENT' }).expect(201)).body;
    expect(deposit).toMatchObject({ method: 'QR_PAYMENT', status: 'PENDING', amount: '12345.67' });
    const { body } = await t.http().get(`/deposits/${deposit.id}/qr`).set('Cookie', cookie).expect(200);
    expect(body.amount).toBe('12345.67');
    // One reference in one format: the QR carries the deposit's own.
    expect(body.reference).toBe(deposit.ref);
    expect(body.imageDataUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const qr = parse(body.payload, true);
    expect(qr).not.toBeNull();
    expect(qr!.getTagValue('54')).toBe('12345.67');
    expect(qr!.getTagValue('30', '01')).toBe(defaultDepositSettings(t.ctx.config.brand).promptPay.id);
    expect(qr!.getTagValue('30', '02')).toBe(body.reference);
    expect(qr!.validate('63')).toBe(true);
  });

  it('an e-wallet id configured instead pays by AnyID with the reference in the additional data', async () => {
    await t.ctx.sequelize.query(`INSERT INTO app_settings (key, value) VALUES ('companyAccount', :value)`, {
      replacements: { value: JSON.stringify({ promptPay: { type: 'EWALLET_ID', id: '140000012345678' } }) },
    });
    try {
      const { cookie, orderId } = await investorWithOrder('10000.10');
      const deposit = (await openDeposit(t, cookie, { orderId, method: 'QR_PAYMENT' }).expect(201)).body;
      const { body } = await t.http().get(`/deposits/${deposit.id}/qr`).set('Cookie', cookie).expect(200);
      const qr = parse(body.payload, true);
      expect(qr!.getTagValue('54')).toBe('10000.10');
      expect(qr!.getTagValue('29', '03')).toBe('140000012345678');
      expect(qr!.getTagValue('62', '05')).toBe(body.reference);
      expect(qr!.validate('63')).toBe(true);
    } finally {
      await t.ctx.sequelize.query(`DELETE FROM app_settings WHERE key = 'companyAccount'`);
    }
  });

  it('a bank-transfer deposit has no QR; with the flag off QR is refused', async () => {
    const { cookie, orderId } = await investorWithOrder();
    const transfer = (await openDeposit(t, cookie, { orderId, method: 'BANK_TRANSFER' }).expect(201)).body;
    expect(
      (await t.http().get(`/deposits/${transfer.id}/qr`).set('Cookie', cookie).expect(409)).body.code,
    ).toBe('DEPOSIT_NOT_QR');
    const second = await investorWithOrder();
    await setQrFlag(false);
    try {
      const refused = await openDeposit(t, second.cookie, { orderId: second.orderId, method: 'QR_PAYMENT' });
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('DEPOSIT_QR_DISABLED');
    } finally {
      await setQrFlag(true);
    }
    await openDeposit(t, second.cookie, { orderId: second.orderId, method: 'QR_PAYMENT' }).expect(201);
  });
});

describe('operations', () => {
  it('list, show, verify: audited, e-mailed; the order can then be approved', async () => {
    const investor = await investorWithOrder();
    const ops = await t.signIn('operations@example.com');
    // Not paid yet: the increase cannot be approved.
    const unfunded = await t
      .http()
      .post(`/admin/orders/${investor.orderId}/approve`)
      .set('Cookie', ops)
      .send({})
      .expect(409);
    expect(unfunded.body.code).toBe('ORDER_NOT_FUNDED');
    const deposit = (
      await openDeposit(t, investor.cookie, { orderId: investor.orderId, method: 'BANK_TRANSFER' }).expect(
        201,
      )
    ).body;
    // Nothing to verify before the slip.
    expect(
      (await t.http().post(`/admin/deposits/${deposit.id}/approve`).set('Cookie', ops).send({}).expect(409))
        .body.code,
    ).toBe('DEPOSIT_NOT_PENDING');
    await uploadSlip(t, investor.cookie, deposit.id, await slipPng()).expect(200);

    const list = await t
      .http()
      .get('/admin/deposits')
      .query({ filter: JSON.stringify({ status: 'PENDING', method: 'BANK_TRANSFER', q: investor.email }) })
      .set('Cookie', ops)
      .expect(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ id: deposit.id, email: investor.email, amount: '10000.00' });
    expect(list.headers['content-range']).toBe('deposits 0-0/1');
    const none = await t
      .http()
      .get('/admin/deposits')
      .query({ filter: JSON.stringify({ status: 'VERIFIED', q: investor.email }) })
      .set('Cookie', ops)
      .expect(200);
    expect(none.body).toHaveLength(0);

    await t.ctx.sequelize.query(
      `INSERT INTO kyc_profiles (user_id, identity) VALUES (:id, :identity);
       INSERT INTO kyc_bank_accounts (user_id, bank_code, account_number, account_name, status)
       VALUES (:id, '004', '1234567890', 'นาย สมชาย ใจดี', 'VERIFIED')`,
      {
        replacements: {
          id: investor.id,
          identity: JSON.stringify({
            firstNameTh: 'สมชาย',
            lastNameTh: 'ใจดี',
            firstNameEn: 'Somchai',
            lastNameEn: 'Jaidee',
          }),
        },
      },
    );
    const byName = await t
      .http()
      .get('/admin/deposits')
      .query({ filter: JSON.stringify({ q: 'Somchai Jaidee', userId: investor.id }) })
      .set('Cookie', ops)
      .expect(200);
    expect(byName.body.map((d: { id: number }) => d.id)).toEqual([deposit.id]);
    const shown = await t.http().get(`/admin/deposits/${deposit.id}`).set('Cookie', ops).expect(200);
    expect(shown.body).toMatchObject({
      id: deposit.id,
      email: investor.email,
      investorName: { th: 'สมชาย ใจดี', en: 'Somchai Jaidee' },
      bankAccount: { bankCode: '004', accountName: 'นาย สมชาย ใจดี' },
      slip: { mimeType: 'image/png' },
      orders: [{ id: investor.orderId, kind: 'increase', stage: 'confirm' }],
    });
    const slip = await t.http().get(`/admin/deposits/${deposit.id}/slip`).set('Cookie', ops).expect(200);
    expect(slip.headers['content-type']).toBe('image/png');

    const verified = await t
      .http()
      .post(`/admin/deposits/${deposit.id}/approve`)
      .set('Cookie', ops)
      .send({ note: 'Found on the KBank statement, line 14' });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ status: 'VERIFIED', verifiedBy: 'operations@example.com' });
    expect(verified.body.verifiedAt).toBe('2026-12-08T03:00:00.000Z');
    await t.http().post(`/admin/deposits/${deposit.id}/approve`).set('Cookie', ops).send({}).expect(409);
    await t.http().post(`/admin/orders/${investor.orderId}/approve`).set('Cookie', ops).send({}).expect(200);

    const [audit] = await t.ctx.sequelize.query(
      'SELECT action, after FROM audit_log WHERE subject = :subject',
      {
        replacements: { subject: `deposits/${deposit.id}` },
      },
    );
    expect(audit).toEqual([
      {
        action: 'DEPOSIT_VERIFIED',
        after: { status: 'VERIFIED', note: 'Found on the KBank statement, line 14' },
      },
    ]);
    const [mail] = await t.ctx.sequelize.query(
      `SELECT subject FROM outbox_messages WHERE template = 'deposit-verified' AND recipient = :email`,
      { replacements: { email: investor.email } },
    );
    expect(mail).toEqual([{ subject: `ได้รับเงินฝาก ${deposit.ref} แล้ว` }]);
  });

  it('reject with a reason: audited, e-mailed; the orders may then be paid by a new deposit', async () => {
    const investor = await investorWithOrder();
    const admin = await t.signIn('admin@example.com');
    const deposit = (
      await openDeposit(t, investor.cookie, { orderId: investor.orderId, method: 'BANK_TRANSFER' }).expect(
        201,
      )
    ).body;
    await uploadSlip(t, investor.cookie, deposit.id, await slipPng()).expect(200);
    await rejectDeposit(t, admin, deposit.id, ' ').expect(422);
    const reason = 'Payment name mismatch: the company may reject the item';
    const rejected = await rejectDeposit(t, admin, deposit.id, reason).expect(200);
    expect(rejected.body).toMatchObject({ status: 'REJECTED', rejectReason: reason });
    await t.http().post(`/admin/deposits/${deposit.id}/approve`).set('Cookie', admin).send({}).expect(409);
    const seen = await t.http().get(`/deposits/${deposit.id}`).set('Cookie', investor.cookie).expect(200);
    expect(seen.body).toMatchObject({ status: 'REJECTED', rejectReason: reason });

    const [audit] = await t.ctx.sequelize.query(
      'SELECT action, after FROM audit_log WHERE subject = :subject',
      {
        replacements: { subject: `deposits/${deposit.id}` },
      },
    );
    expect(audit).toEqual([{ action: 'DEPOSIT_REJECTED', after: { status: 'REJECTED', reason } }]);
    const [mail] = (await t.ctx.sequelize.query(
      `SELECT body_text FROM outbox_messages WHERE template = 'deposit-rejected' AND recipient = :email`,
      { replacements: { email: investor.email } },
    )) as [{ body_text: string }[], unknown];
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body_text).toContain(reason);
    expect(mail[0]!.body_text).toContain(`/deposits/${deposit.id}`);

    const retry = await openDeposit(t, investor.cookie, {
      orderId: investor.orderId,
      method: 'BANK_TRANSFER',
    });
    expect(retry.status).toBe(201);
    expect(retry.body.id).not.toBe(deposit.id);
    expect(retry.body.orderIds).toEqual([investor.orderId]);
  });

  it('only operations and admin: support, compliance and investors get 403', async () => {
    const investor = await investorWithOrder();
    const deposit = (
      await openDeposit(t, investor.cookie, { orderId: investor.orderId, method: 'QR_PAYMENT' }).expect(201)
    ).body;
    for (const cookie of [
      await staffMember('support'),
      await t.signIn('compliance@example.com'),
      investor.cookie,
    ]) {
      await t.http().get('/admin/deposits').set('Cookie', cookie).expect(403);
      await t.http().get(`/admin/deposits/${deposit.id}`).set('Cookie', cookie).expect(403);
      await t.http().get(`/admin/deposits/${deposit.id}/slip`).set('Cookie', cookie).expect(403);
      await t.http().post(`/admin/deposits/${deposit.id}/approve`).set('Cookie', cookie).send({}).expect(403);
      await rejectDeposit(t, cookie, deposit.id, 'x').expect(403);
    }
    await t.http().get('/admin/deposits').expect(401);
    const [rows] = await t.ctx.sequelize.query('SELECT status FROM deposits WHERE id = :id', {
      replacements: { id: deposit.id },
    });
    expect(rows).toEqual([{ status: 'PENDING' }]);
  });

  it('verifying by hand trades at the NAV of when the money came: the bank’s time, else the slip’s, else now', async () => {
    await setQrFlag(true);
    // Three orders confirmed Tuesday 8 December at 10:00 for that day's NAV, each paid by QR.
    const noticed = await investorWithOrder();
    const unnoticed = await investorWithOrder();
    const onTime = await investorWithOrder();
    const qr = async (investor: { cookie: string; orderId: number }) =>
      (await openDeposit(t, investor.cookie, { orderId: investor.orderId, method: 'QR_PAYMENT' }).expect(201))
        .body.id as number;
    const [noticedDeposit, unnoticedDeposit, onTimeDeposit] = [
      await qr(noticed),
      await qr(unnoticed),
      await qr(onTime),
    ];
    // The bank reported a payment of another amount on Wednesday 9 December at 10:00; staff look into it.
    await t.ctx.sequelize.query(
      `INSERT INTO qr_payment_notifications (bank_transaction_id, deposit_id, amount, paid_at, outcome, note,
         received_at)
       VALUES (:txn, :depositId, 10000.01, '2026-12-09T10:00:00+07:00', 'AMOUNT_DIFFERS', 'Paid 10000.01 THB',
         '2026-12-09T10:00:01+07:00')`,
      { replacements: { txn: `TXN-${noticedDeposit}`, depositId: noticedDeposit } },
    );

    // Operations verify one by hand on Tuesday before the cut-off, the other two on Friday 11 December at 09:00.
    standAt(t, '2026-12-08T13:00:00');
    const ops = await t.signIn('operations@example.com');
    await t.http().post(`/admin/deposits/${onTimeDeposit}/approve`).set('Cookie', ops).send({}).expect(200);
    standAt(t, '2026-12-11T09:00:00');
    const later = await t.signIn('operations@example.com');
    for (const id of [noticedDeposit, unnoticedDeposit]) {
      await t.http().post(`/admin/deposits/${id}/approve`).set('Cookie', later).send({}).expect(200);
    }
    // Paid Wednesday before 14:00 → Wednesday's NAV; no notification nor slip → verified Friday before 14:00 →
    // Friday's (Thursday is Constitution Day); verified Tuesday before the cut-off → the NAV it was placed for.
    expect(await tradeDateOf(noticed.orderId)).toBe('2026-12-09');
    expect(await tradeDateOf(unnoticed.orderId)).toBe('2026-12-11');
    expect(await tradeDateOf(onTime.orderId)).toBe('2026-12-08');
    const [moves] = await t.ctx.sequelize.query(
      `SELECT subject, before, after FROM audit_log WHERE action = 'ORDER_TRADE_DATE_MOVED' AND subject IN (:subjects)
       ORDER BY subject`,
      { replacements: { subjects: [noticed, unnoticed, onTime].map((i) => `orders/${i.orderId}`) } },
    );
    expect(moves).toHaveLength(2);
  });

  it('a slip uploaded before the cut-off and verified by hand days later keeps the slip’s trade date', async () => {
    const investor = await investorWithOrder();
    const deposit = (
      await openDeposit(t, investor.cookie, { orderId: investor.orderId, method: 'BANK_TRANSFER' }).expect(
        201,
      )
    ).body;
    await uploadSlip(t, investor.cookie, deposit.id, await slipPng()).expect(200);
    standAt(t, '2026-12-14T15:00:00');
    const ops = await t.signIn('operations@example.com');
    await t.http().post(`/admin/deposits/${deposit.id}/approve`).set('Cookie', ops).send({}).expect(200);
    expect(await tradeDateOf(investor.orderId)).toBe('2026-12-08');
  });

  it('fundOrder pays an order through the endpoints', async () => {
    const investor = await investorWithOrder();
    const depositId = await fundOrder(t, investor.orderId);
    const { body } = await t.http().get(`/deposits/${depositId}`).set('Cookie', investor.cookie).expect(200);
    expect(body).toMatchObject({ status: 'VERIFIED', orderIds: [investor.orderId] });
  });
});
