import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { startJobQueue } from '../../platform/job-queue.ts';
import { reconciliationQueue, requestReconciliation, runReconciliationJob } from '../custodian/jobs.ts';
import {
  approvedInvestor as approvedInvestorOf,
  mailsTo,
  submittedInvestor,
} from '../kyc-cases/test-fixtures.ts';
import { giveUnits, order, standAt } from '../orders/test-fixtures.ts';
import { prepareBatch, settle } from './test-fixtures.ts';

let t: TestApp;
let compliance: string;
let operations: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  compliance = await t.signIn('compliance@example.com');
  operations = await t.signIn('operations@example.com');
  admin = await t.signIn('admin@example.com');
});
afterAll(() => t.close());

// EIP-55's published example: a checksummed Ethereum address.
const ethAddress = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const code = 'M-STABLE';

const approvedInvestor = () => approvedInvestorOf(t, compliance);

const askWallet = (cookie: string, body: object) =>
  t.http().put('/me/wallet').set('Cookie', cookie).send(body);
const walletOf = async (cookie: string) =>
  (await t.http().get('/me/wallet').set('Cookie', cookie).expect(200)).body;
const decide = (id: number, action: string, body: object = {}) =>
  t.http().post(`/admin/change-requests/${id}/${action}`).set('Cookie', compliance).send(body);

/** An approved investor whose wallet compliance verified. */
async function investorWithWallet() {
  const investor = await approvedInvestor();
  const asked = await askWallet(investor.cookie, { network: 'ETH', address: ethAddress }).expect(202);
  await decide(asked.body.id, 'approve').expect(200);
  return investor;
}

describe('a wallet for payouts', { timeout: 120_000 }, () => {
  it('is checked against its network, verified by compliance through a change request, then changed only by another', async () => {
    const a = await approvedInvestor();
    const wrong = await askWallet(a.cookie, { network: 'TRON', address: ethAddress }).expect(422);
    expect(wrong.body.code).toBe('WALLET_ADDRESS_INVALID');
    expect(wrong.body.errors[0]).toMatchObject({ field: 'body.address' });
    expect(wrong.body.title).toBe('This wallet address is not valid on the network chosen: please check it');
    await askWallet(a.cookie, { network: 'SOL', address: ethAddress }).expect(422);
    // One checksum letter's case changed: refused, nothing saved.
    await askWallet(a.cookie, { network: 'ETH', address: ethAddress.replace('aA', 'aa') }).expect(422);
    expect(await walletOf(a.cookie)).toEqual({ wallet: null, changeRequest: null });

    const asked = await askWallet(a.cookie, { network: 'ETH', address: ` ${ethAddress} ` }).expect(202);
    expect(asked.body).toMatchObject({
      kind: 'WALLET',
      status: 'PENDING',
      before: {},
      after: { 'wallet.network': 'ETH', 'wallet.address': ethAddress },
    });
    expect(await walletOf(a.cookie)).toMatchObject({
      wallet: null,
      changeRequest: { id: asked.body.id, network: 'ETH', address: ethAddress },
    });
    expect(
      (
        await askWallet(a.cookie, { network: 'BTC', address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa' }).expect(
          409,
        )
      ).body.code,
    ).toBe('CHANGE_REQUEST_OPEN');

    await decide(asked.body.id, 'approve').expect(200);
    const verified = await walletOf(a.cookie);
    expect(verified).toMatchObject({ wallet: { network: 'ETH', address: ethAddress }, changeRequest: null });
    expect((await mailsTo(t, a.id)).map((m) => m.subject)).toContain(
      'คำขอเปลี่ยนแปลงกระเป๋าเงินดิจิทัลสำหรับรับเงินได้รับการอนุมัติแล้ว',
    );
    expect((await askWallet(a.cookie, { network: 'ETH', address: ethAddress }).expect(422)).body.code).toBe(
      'WALLET_UNCHANGED',
    );
    const change = await askWallet(a.cookie, {
      network: 'TRON',
      address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    }).expect(202);
    expect(change.body.before).toEqual({ 'wallet.network': 'ETH', 'wallet.address': ethAddress });
    await decide(change.body.id, 'reject', { reason: 'Please use a wallet in your own name' }).expect(200);
    expect((await walletOf(a.cookie)).wallet).toMatchObject({ network: 'ETH', address: ethAddress });
  });

  it('an investor still in onboarding cannot name one', async () => {
    const onboarding = await submittedInvestor(t);
    expect(
      (await askWallet(onboarding.cookie, { network: 'ETH', address: ethAddress }).expect(409)).body.code,
    ).toBe('PROFILE_NOT_VERIFIED');
  });
});

describe('a reduction received in the wallet', { timeout: 120_000 }, () => {
  it('is refused without a verified wallet, and with one is paid through the custodian, which answers the hash', async () => {
    // Friday 20 November 2026, 10:00: trading hours, T+2 is Tuesday 24 November.
    standAt(t, '2026-11-20T10:00:00');
    const noWallet = await approvedInvestor();
    await giveUnits(t, noWallet.id, code, '1000.0000', '10000.00');
    const refused = await order(t, noWallet.cookie, {
      kind: 'reduce',
      strategyCode: code,
      units: '100',
      receiveType: 'WALLET',
    }).expect(422);
    expect(refused.body.code).toBe('ORDER_WALLET_NOT_VERIFIED');
    // A receive type belongs to a reduction only.
    await order(t, noWallet.cookie, {
      kind: 'increase',
      strategyCode: code,
      amount: '10000',
      receiveType: 'WALLET',
    }).expect(422);

    const seller = await investorWithWallet();
    const bankSeller = await approvedInvestor();
    for (const who of [seller, bankSeller]) await giveUnits(t, who.id, code, '1000.0000', '10000.00');
    const placed = await order(t, seller.cookie, {
      kind: 'reduce',
      strategyCode: code,
      units: '100',
      receiveType: 'WALLET',
    }).expect(201);
    expect(placed.body.receiveType).toBe('WALLET');
    await order(t, bankSeller.cookie, { kind: 'reduce', strategyCode: code, units: '100' }).expect(201);
    await t.ctx.sequelize.query(
      `UPDATE orders SET stage = 'approved' WHERE user_id IN (:ids) AND kind = 'reduce';
       INSERT INTO strategy_navs (strategy_code, nav_date, nav, status, approved_at)
       VALUES (:code, '2026-11-20', 11.0000, 'APPROVED', now())
       ON CONFLICT (strategy_code, nav_date) DO UPDATE SET nav = 11.0000, status = 'APPROVED'`,
      { replacements: { ids: [seller.id, bankSeller.id], code } },
    );
    await settle(t, code, '2026-11-20');

    const [payout] = await t.ctx.sequelize.query<Record<string, string | null>>(
      `SELECT id::text, receive_type, wallet_network, wallet_address, bank_code, status, amount::text
       FROM payouts WHERE user_id = :id`,
      { type: QueryTypes.SELECT, replacements: { id: seller.id } },
    );
    expect(payout).toMatchObject({
      receive_type: 'WALLET',
      wallet_network: 'ETH',
      wallet_address: ethAddress,
      bank_code: null,
      status: 'PENDING',
    });
    const mine = await t.http().get('/payouts').set('Cookie', seller.cookie).expect(200);
    expect(mine.body[0] ?? mine.body.data?.[0]).toMatchObject({
      receiveType: 'WALLET',
      walletNetwork: 'ETH',
      walletAddressShort: '0x5aAe…1BeAed',
    });

    // The bank's file for the date does not carry it; the wallet batch does, as the custodian's instruction.
    standAt(t, '2026-11-24T09:00:00');
    const bank = await prepareBatch(t, operations, { valueDate: '2026-11-24' }).expect(201);
    const bankFile = await t
      .http()
      .get(`/admin/payout-batches/${bank.body.id}/file`)
      .set('Cookie', operations);
    expect(bankFile.text).not.toContain(ethAddress);
    expect(
      (await t.http().post(`/admin/payout-batches/${bank.body.id}/send`).set('Cookie', admin).expect(409))
        .body.code,
    ).toBe('PAYOUT_BATCH_NOT_WALLET');

    const wallet = await prepareBatch(t, operations, { valueDate: '2026-11-24', channel: 'WALLET' }).expect(
      201,
    );
    expect(wallet.body).toMatchObject({ channel: 'WALLET', payoutCount: 1, totalAmount: payout!.amount });
    expect(wallet.body.ref).toMatch(/^PW-20261124-\d+$/);
    const instruction = await t
      .http()
      .get(`/admin/payout-batches/${wallet.body.id}/file`)
      .set('Cookie', operations)
      .expect(200);
    expect(instruction.text).toContain(`PO-${payout!.id},`);
    expect(instruction.text).toContain(`,ETH,${ethAddress},${payout!.amount}\r\n`);

    // Maker-checker: whoever prepared it does not send it.
    expect(
      (
        await t
          .http()
          .post(`/admin/payout-batches/${wallet.body.id}/send`)
          .set('Cookie', operations)
          .expect(403)
      ).body.code,
    ).toBe('PAYOUT_MAKER_CANNOT_CONFIRM');
    const sent = await t
      .http()
      .post(`/admin/payout-batches/${wallet.body.id}/send`)
      .set('Cookie', admin)
      .expect(200);
    expect(sent.body).toMatchObject({ status: 'CLOSED', counts: { paid: 1, inBatch: 0, failed: 0 } });
    const [paid] = await t.ctx.sequelize.query<{ status: string; bank_reference: string }>(
      'SELECT status, bank_reference FROM payouts WHERE id = :id',
      { type: QueryTypes.SELECT, replacements: { id: payout!.id } },
    );
    expect(paid!.status).toBe('PAID');
    expect(paid!.bank_reference).toMatch(/^0x[0-9a-f]{64}$/);
    // The custodian moved the cash itself: its book has the payout once, whatever the reconciliation tells it.
    const [cash] = await t.ctx.sequelize.query<{ amount: string }>(
      "SELECT amount::text FROM custodian_sim_cash WHERE source = 'PAYOUT' AND ref_id = :id",
      { type: QueryTypes.SELECT, replacements: { id: payout!.id } },
    );
    expect(cash!.amount).toBe(payout!.amount);
    const paidMail = (await mailsTo(t, seller.id)).find((m) => m.template === 'payout-paid');
    expect(paidMail?.text).toContain('กระเป๋าเงินดิจิทัลของท่าน (ETH) 0x5aAe…1BeAed');
    expect(paidMail?.text).toContain(paid!.bank_reference);
  });
});

describe('reconciliation after a NAV approval', { timeout: 60_000 }, () => {
  it('the approval queues a run as of its date on the job queue, and the run records its cause', async () => {
    const boss = await startJobQueue(t.ctx);
    try {
      await boss.createQueue(reconciliationQueue);
      t.ctx.jobs = boss;
      const id = await requestReconciliation(t.ctx, '2026-11-20', 'NAV_APPROVED');
      const [job] = await boss.fetch<{ asOf: string; cause: 'NAV_APPROVED' }>(reconciliationQueue);
      expect(job).toMatchObject({ id, data: { asOf: '2026-11-20', cause: 'NAV_APPROVED' } });
      await t.http().put('/admin/feature-flags/custodian').set('Cookie', admin).send({ enabled: true });
      const run = await runReconciliationJob(t.ctx, job!.data);
      expect(run).toMatchObject({ asOf: '2026-11-20', cause: 'NAV_APPROVED' });
    } finally {
      delete t.ctx.jobs;
      await boss.stop({ graceful: false });
    }
  });
});
