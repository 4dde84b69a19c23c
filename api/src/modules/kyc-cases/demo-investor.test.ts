import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { seed } from '../../seed.ts';
import { demoInvestorEmail, seedDemoInvestorKyc } from './demo-investor.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn(demoInvestorEmail);
});
afterAll(() => t.close());

const progress = async () => (await t.http().get('/kyc/progress').set('Cookie', cookie).expect(200)).body;

/** What the seed may have written for the demo investor, to compare before and after a second run. */
async function investorState() {
  const [[row]] = (await t.ctx.sequelize.query(
    `SELECT u.email_verified_at AS "emailVerifiedAt",
       (SELECT json_agg(json_build_object('status', c.status, 'approvedAt', c.approved_at, 'updatedAt', c.updated_at,
          'decidedBy', (SELECT email FROM users s WHERE s.id = c.decided_by)))
        FROM kyc_cases c WHERE c.user_id = u.id) AS cases,
       (SELECT json_agg(k.id ORDER BY k.id) FROM kyc_contracts k WHERE k.user_id = u.id) AS contracts,
       (SELECT count(*)::int FROM kyc_files f WHERE f.user_id = u.id) AS files,
       (SELECT count(*)::int FROM questionnaire_answers q WHERE q.user_id = u.id) AS answers,
       (SELECT count(*)::int FROM outbox_messages o WHERE o.recipient = u.email) AS mails,
       (SELECT count(*)::int FROM orders o WHERE o.user_id = u.id) AS orders
     FROM users u WHERE u.email = :email`,
    { replacements: { email: demoInvestorEmail } },
  )) as [[Record<string, unknown>], unknown];
  return row;
}

describe('the seeded demo investor', () => {
  it('is fully onboarded, approved by compliance and ready to invest', async () => {
    const body = await progress();
    expect(body.readyToInvest).toBe(true);
    expect(body.completeness).toMatchObject({ score: 9, max: 9 });
    expect(body.case.status).toBe('VERIFIED');
    expect(body.customerService).toBe(false);
    for (const step of body.steps as { key: string; status: string }[]) {
      expect({ key: step.key, status: step.status }).toEqual({ key: step.key, status: 'VERIFIED' });
    }

    const state = await investorState();
    expect(state.emailVerifiedAt).not.toBeNull();
    expect(state.cases).toEqual([
      expect.objectContaining({ status: 'VERIFIED', decidedBy: 'compliance@example.com' }),
    ]);
    expect(state.contracts).toHaveLength(1);
    expect(state.files).toBe(3);
  });

  it('answered suitability in the High band or above and needs no enhanced due diligence', async () => {
    const suitability = (await t.http().get('/kyc/suitability').set('Cookie', cookie).expect(200)).body;
    expect(['HIGH', 'VERY_HIGH']).toContain(suitability.type);
    const [[aml]] = (await t.ctx.sequelize.query(
      `SELECT result FROM questionnaire_answers WHERE kind = 'aml'
       AND user_id = (SELECT id FROM users WHERE email = :email)`,
      { replacements: { email: demoInvestorEmail } },
    )) as [[{ result: { eddRequired: boolean } }], unknown];
    expect(aml.result.eddRequired).toBe(false);
    const bank = (await t.http().get('/kyc/bank-account').set('Cookie', cookie).expect(200)).body;
    expect(bank.account).toMatchObject({ accountName: 'นาย สมชาย ใจดี', status: 'VERIFIED' });
  });

  it('holds two strategies bought through the order, deposit and settlement code, matching the ledger', async () => {
    const holdings = (await t.http().get('/portfolio/holdings').set('Cookie', cookie).expect(200)).body;
    expect(holdings.data.map((h: { strategyCode: string }) => h.strategyCode).sort()).toEqual([
      'M-BTC',
      'M-STABLE',
    ]);
    const orders = (await t.http().get('/orders').set('Cookie', cookie).expect(200)).body;
    expect(orders.data).toHaveLength(2);
    for (const order of orders.data) expect(order).toMatchObject({ kind: 'increase', stage: 'success' });
    const [[ledger]] = (await t.ctx.sequelize.query(
      `SELECT count(*)::int AS mismatches FROM holdings h
       WHERE h.user_id = (SELECT id FROM users WHERE email = :email)
         AND h.units <> (SELECT coalesce(sum(m.units), 0) FROM unit_movements m
                         WHERE m.user_id = h.user_id AND m.strategy_code = h.strategy_code)`,
      { replacements: { email: demoInvestorEmail } },
    )) as [[{ mismatches: number }], unknown];
    expect(ledger.mismatches).toBe(0);
    const [[deposit]] = (await t.ctx.sequelize.query(
      `SELECT status, amount::text FROM deposits WHERE user_id = (SELECT id FROM users WHERE email = :email)`,
      { replacements: { email: demoInvestorEmail } },
    )) as [[{ status: string; amount: string }], unknown];
    expect(deposit).toEqual({ status: 'VERIFIED', amount: '80000.00' });
  });

  it('is signed with the seed as the browser, from the local address', async () => {
    const [[contract]] = (await t.ctx.sequelize.query(
      `SELECT ip, user_agent AS "userAgent" FROM kyc_contracts
       WHERE user_id = (SELECT id FROM users WHERE email = :email)`,
      { replacements: { email: demoInvestorEmail } },
    )) as [[{ ip: string; userAgent: string }], unknown];
    expect(contract).toEqual({ ip: '127.0.0.1', userAgent: 'seed' });
  });

  it('is left as it is when the seed runs again', async () => {
    const before = await investorState();
    await seed(t.ctx);
    expect(await investorState()).toEqual(before);
    expect((await progress()).readyToInvest).toBe(true);
  });

  it('is onboarded from scratch on a new demo account, and never in production', async () => {
    // The verified account steps aside; a new one takes the demo address as a fresh start would.
    await t.ctx.sequelize.query(
      `UPDATE users SET email = 'earlier-investor@example.com' WHERE email = :email`,
      { replacements: { email: demoInvestorEmail } },
    );
    await t.ctx.sequelize.query(
      `INSERT INTO users (email, password_hash) SELECT :email, password_hash FROM users
       WHERE email = 'earlier-investor@example.com'`,
      { replacements: { email: demoInvestorEmail } },
    );
    await seedDemoInvestorKyc({ ...t.ctx, config: { ...t.ctx.config, appEnv: 'production' } });
    expect(await investorState()).toMatchObject({
      emailVerifiedAt: null,
      cases: null,
      contracts: null,
      files: 0,
    });

    await seedDemoInvestorKyc(t.ctx);
    cookie = await t.signIn(demoInvestorEmail);
    const body = await progress();
    expect(body).toMatchObject({ readyToInvest: true, completeness: { score: 9, max: 9 } });
    expect(body.case.status).toBe('VERIFIED');
    // One approval e-mail from the template's seed (to the account that stepped aside), one for this account.
    const mails = await t.ctx.sequelize.query(
      `SELECT template FROM outbox_messages WHERE recipient = :email AND template = 'kyc-approved'`,
      { replacements: { email: demoInvestorEmail }, type: QueryTypes.SELECT },
    );
    expect(mails).toHaveLength(2);
  });
});
