import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import type { SettableClock } from '../../platform/clock.ts';
import { startJobQueue } from '../../platform/job-queue.ts';
import { enterAndApproveNav } from '../navs/test-fixtures.ts';
import { giveUnits, standAt, tradingInvestor } from '../orders/test-fixtures.ts';
import { signInAs } from '../security/test-investors.ts';
import { runTierRecalculationJob, tierRecalculationQueue } from './jobs.ts';
import type { TierScope } from './recalculate.ts';

let t: TestApp;
let admin: string;
let operations: string;
let boss: PgBoss;
beforeAll(async () => {
  t = await createTestApp();
  // The approvals and the flag queue their recalculations here; each test runs them as the API's worker would.
  boss = await startJobQueue(t.ctx);
  await boss.createQueue(tierRecalculationQueue);
  t.ctx.jobs = boss;
  await at('2026-12-09T18:00:00');
  // Increases buy with no fee here, so the units bought are the amount over the NAV.
  await t.ctx.sequelize.query(`UPDATE strategies SET increase_fee_rate = 0 WHERE code = 'M-META'`);
});
afterAll(async () => {
  delete t.ctx.jobs;
  await boss.stop({ graceful: false });
  (t.ctx.clock as SettableClock).set(null);
  await t.close();
});

/** Runs the recalculations queued so far, one after the other, and answers the scopes they were asked for. */
async function runQueuedTierJobs(): Promise<TierScope[]> {
  const jobs = await boss.fetch<TierScope>(tierRecalculationQueue, { batchSize: 100 });
  for (const job of jobs) {
    await runTierRecalculationJob(t.ctx, job.data);
    await boss.complete(tierRecalculationQueue, job.id);
  }
  return jobs.map((job) => job.data);
}

/** Moves the clock and signs the staff in again: a session does not outlive a jump of days. */
async function at(bangkokLocal: string) {
  standAt(t, bangkokLocal);
  admin = await t.signIn('admin@example.com');
  operations = await t.signIn('operations@example.com');
}

const approveNav = (code: string, date: string, nav: string) =>
  enterAndApproveNav(t, code, date, nav, { maker: operations, checker: admin });

async function tierOf(userId: number) {
  const [[row]] = (await t.ctx.sequelize.query('SELECT tier_code, tier_since FROM users WHERE id = :userId', {
    replacements: { userId },
  })) as [[{ tier_code: string | null; tier_since: Date | null }], unknown];
  return row;
}

async function tierAudits(userId: number) {
  const [rows] = await t.ctx.sequelize.query(
    `SELECT actor_id, before, after FROM audit_log WHERE action = 'users.tier' AND subject = :subject ORDER BY id`,
    { replacements: { subject: `users/${userId}` } },
  );
  return rows;
}

const approvedIncrease = (userId: number, code: string, tradeDate: string, amount: string) =>
  t.ctx.sequelize.query(
    `INSERT INTO orders (ref, user_id, kind, strategy_code, amount, stage, trade_date, created_at)
     VALUES ('ORD-T-' || :userId, :userId, 'increase', :code, :amount, 'approved', :tradeDate, now())`,
    { replacements: { userId, code, amount, tradeDate } },
  );

const recalculate = (cookie: string) => t.http().post('/admin/tier-recalculations').set('Cookie', cookie);

describe('customer tiers', () => {
  it('lists the three seeded tiers to every staff role, lowest threshold first', async () => {
    const res = await t.http().get('/admin/tiers').set('Cookie', operations).expect(200);
    expect(res.headers['content-range']).toBe('tiers 0-2/3');
    expect(res.body.map((tier: { id: string; minAum: string }) => [tier.id, tier.minAum])).toEqual([
      ['CLASSIC', '0.00'],
      ['GOLD', '1000000.00'],
      ['PRIVATE', '10000000.00'],
    ]);
    expect(res.body[2].benefits.en).toContain('A named relationship manager');
    expect(res.body[2].benefits.th).toContain('ผู้ดูแลความสัมพันธ์ส่วนตัว');
  });

  it('moves an investor up a tier when a settlement lifts their AUM, audited with no actor', async () => {
    const investor = await tradingInvestor(t);
    const other = await tradingInvestor(t);
    await giveUnits(t, investor.id, 'M-META', '90000.0000', '900000.00');
    await giveUnits(t, other.id, 'M-META', '100.0000', '1000.00');
    // 90,000 units × 10.0000 = 900,000.00 THB: the base tier, placed by the job the approval queued (it answered
    // before any tier was worked out).
    await approveNav('M-META', '2026-12-09', '10.0000');
    expect((await tierOf(investor.id)).tier_code).toBeNull();
    expect(await runQueuedTierJobs()).toEqual([{ strategyCode: 'M-META' }]);
    expect((await tierOf(investor.id)).tier_code).toBe('CLASSIC');
    expect((await tierOf(other.id)).tier_code).toBe('CLASSIC');

    // An increase of 100,000.00 settles at 10.0000: 1,000,000.00 THB, exactly the Gold threshold (inclusive).
    await at('2026-12-11T18:00:00');
    await approvedIncrease(investor.id, 'M-META', '2026-12-11', '100000.00');
    await approveNav('M-META', '2026-12-11', '10.0000');
    expect(await runQueuedTierJobs()).toEqual([{ strategyCode: 'M-META' }]);
    const after = await tierOf(investor.id);
    expect(after.tier_code).toBe('GOLD');
    expect(after.tier_since?.toISOString()).toBe('2026-12-11T11:00:00.000Z');
    expect(await tierAudits(investor.id)).toEqual([
      { actor_id: null, before: { tier: null }, after: { tier: 'CLASSIC', aum: '900000.00' } },
      { actor_id: null, before: { tier: 'CLASSIC' }, after: { tier: 'GOLD', aum: '1000000.00' } },
    ]);
    // Unchanged: no new entry, the date stays.
    expect(await tierAudits(other.id)).toHaveLength(1);

    // Each investor reads their own tier, with its benefits, on the overview.
    const mine = await t
      .http()
      .get('/portfolio/summary')
      .set('Cookie', await signInAs(t, investor.email))
      .expect(200);
    expect(mine.body.tier).toMatchObject({
      code: 'GOLD',
      name: { th: 'โกลด์', en: 'Gold' },
      minAum: '1000000.00',
      since: '2026-12-11T11:00:00.000Z',
      next: { code: 'PRIVATE', minAum: '10000000.00' },
    });
    expect(mine.body.tier.benefits.en).toContain('Priority support line');
    const theirs = await t
      .http()
      .get('/portfolio/summary')
      .set('Cookie', await signInAs(t, other.email))
      .expect(200);
    expect(theirs.body.tier.code).toBe('CLASSIC');
    // The user record an investor can read carries no tier (the overview is where it shows).
    const self = await t
      .http()
      .get(`/user/${investor.id}`)
      .set('Cookie', await signInAs(t, investor.email))
      .expect(200);
    expect(self.body).not.toHaveProperty('tierCode');

    // Staff see it on the user and filter by it.
    const user = await t.http().get(`/admin/users/${investor.id}`).set('Cookie', operations).expect(200);
    expect(user.body).toMatchObject({ tierCode: 'GOLD', tierSince: '2026-12-11T11:00:00.000Z' });
    const gold = await t
      .http()
      .get('/admin/users')
      .query({ filter: JSON.stringify({ tier: 'GOLD' }), range: '[0,499]' })
      .set('Cookie', operations)
      .expect(200);
    const ids = gold.body.map((row: { id: number }) => row.id);
    expect(ids).toContain(investor.id);
    expect(ids).not.toContain(other.id);
  });

  it('recalculates on demand for operations and admin, at the boundary a satang apart', async () => {
    const below = await tradingInvestor(t);
    const at = await tradingInvestor(t);
    // The latest approved M-META NAV is 10.0000.
    await giveUnits(t, below.id, 'M-META', '99999.9990', '999999.99');
    await giveUnits(t, at.id, 'M-META', '100000.0000', '1000000.00');
    const compliance = await t.signIn('compliance@example.com');
    await recalculate(compliance).expect(403);
    expect((await tierOf(at.id)).tier_code).toBeNull();

    const res = await recalculate(operations).expect(201);
    expect(res.body).toMatchObject({ enabled: true, changed: 2 });
    expect((await tierOf(below.id)).tier_code).toBe('CLASSIC');
    expect((await tierOf(at.id)).tier_code).toBe('GOLD');
    // Nothing left to change; the staff action itself is audited.
    expect((await recalculate(admin).expect(201)).body.changed).toBe(0);
    const [entries] = await t.ctx.sequelize.query(
      `SELECT actor_id FROM audit_log WHERE action = 'tiers.recalculate' ORDER BY id`,
    );
    expect(entries).toHaveLength(2);
  });

  it('lets an admin change a threshold (audited), refuses operations and thresholds that leave gaps', async () => {
    const body = (minAum: string) => ({
      name: { th: 'โกลด์', en: 'Gold' },
      minAum,
      benefits: { th: ['สายด่วนบริการลูกค้าพิเศษ รับสายก่อน'], en: ['Priority support line'] },
    });
    const refused = await t.http().put('/admin/tiers/GOLD').set('Cookie', operations).send(body('2000000'));
    expect(refused.status).toBe(403);
    expect((await t.http().get('/admin/tiers/GOLD').set('Cookie', admin).expect(200)).body.minAum).toBe(
      '1000000.00',
    );

    const duplicate = await t.http().put('/admin/tiers/GOLD').set('Cookie', admin).send(body('10000000.00'));
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.code).toBe('TIER_THRESHOLDS_INVALID');
    const noBase = await t
      .http()
      .put('/admin/tiers/CLASSIC')
      .set('Cookie', admin)
      .send({ ...body('1'), name: { th: 'คลาสสิก', en: 'Classic' } });
    expect(noBase.body.code).toBe('TIER_THRESHOLDS_INVALID');
    await t.http().put('/admin/tiers/GOLD').set('Cookie', admin).send(body('-5')).expect(422);

    const saved = await t
      .http()
      .put('/admin/tiers/GOLD')
      .set('Cookie', admin)
      .send(body('2000000'))
      .expect(200);
    expect(saved.body).toMatchObject({ id: 'GOLD', minAum: '2000000.00', updatedBy: 'admin@example.com' });
    const [[entry]] = (await t.ctx.sequelize.query(
      `SELECT actor_id IS NOT NULL AS by_staff, before->>'minAum' AS before, after->>'minAum' AS after
       FROM audit_log WHERE action = 'tiers.update' AND subject = 'tiers/GOLD'`,
    )) as [[{ by_staff: boolean; before: string; after: string }], unknown];
    expect(entry).toEqual({ by_staff: true, before: '1000000.00', after: '2000000.00' });
    expect(
      (await t.ctx.sequelize.query(`SELECT 1 FROM audit_log WHERE action = 'tiers.update'`))[0],
    ).toHaveLength(1);

    // The investors at 1,000,000.00 fall back to Classic at the next recalculation.
    expect((await recalculate(admin).expect(201)).body.changed).toBeGreaterThanOrEqual(2);
    await t.http().put('/admin/tiers/GOLD').set('Cookie', admin).send(body('1000000')).expect(200);
  });

  it('with userTier off: no tier on the overview, no recalculation; turning it on recalculates', async () => {
    await recalculate(admin).expect(201);
    const investor = await tradingInvestor(t);
    await giveUnits(t, investor.id, 'M-META', '100.0000', '1000.00');
    await recalculate(admin).expect(201);
    expect((await tierOf(investor.id)).tier_code).toBe('CLASSIC');
    await t.setFlag('userTier', false);

    const summary = await t.http().get('/portfolio/summary').set('Cookie', investor.cookie).expect(200);
    expect(summary.body).not.toHaveProperty('tier');
    expect((await recalculate(admin).expect(201)).body).toMatchObject({
      enabled: false,
      checked: 0,
      changed: 0,
    });

    // A settlement lifting the investor to 1,100,000.00 THB changes no tier while the flag is off.
    await at('2026-12-14T18:00:00');
    await approvedIncrease(investor.id, 'M-META', '2026-12-14', '1099000.00');
    await approveNav('M-META', '2026-12-14', '10.0000');
    expect(await runQueuedTierJobs()).toEqual([{ strategyCode: 'M-META' }]);
    expect((await tierOf(investor.id)).tier_code).toBe('CLASSIC');

    // Turning it on answers at once and queues every investor's recalculation.
    await t.switchFlag(admin, 'userTier', true);
    expect((await tierOf(investor.id)).tier_code).toBe('CLASSIC');
    expect(await runQueuedTierJobs()).toEqual([{ all: true }]);
    expect((await tierOf(investor.id)).tier_code).toBe('GOLD');
    const back = await t
      .http()
      .get('/portfolio/summary')
      .set('Cookie', await signInAs(t, investor.email))
      .expect(200);
    expect(back.body.tier.code).toBe('GOLD');
  });

  it('a queue that cannot take the recalculation fails neither the approval nor the flag', async () => {
    const down = { send: () => Promise.reject(new Error('queue down')) } as unknown as PgBoss;
    t.ctx.jobs = down;
    try {
      await t.setFlag('userTier', false);
      await t.switchFlag(admin, 'userTier', true);
      const flag = await t.http().get('/admin/feature-flags/userTier').set('Cookie', admin).expect(200);
      expect(flag.body.enabled).toBe(true);
      await at('2026-12-15T18:00:00');
      await approveNav('M-META', '2026-12-15', '10.0000');
    } finally {
      t.ctx.jobs = boss;
    }
    expect(await runQueuedTierJobs()).toEqual([]);
  });
});
