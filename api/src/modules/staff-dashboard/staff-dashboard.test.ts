import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import type { SettableClock } from '../../platform/clock.ts';
import { hashPassword } from '../auth/passwords.ts';
import { newInvestor } from '../kyc/test-fixtures.ts';
import { enterNav } from '../navs/test-fixtures.ts';
import { investorPassword } from '../security/test-investors.ts';
import { signInEnrolledStaff } from '../security/test-staff.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface QueueCount {
  key: string;
  count: number;
  filter: Record<string, unknown>;
}

const dashboard = async (cookie: string) =>
  (await t.http().get('/admin/dashboard').set('Cookie', cookie).expect(200)).body as {
    kycCases: { byStatus: QueueCount[]; byAge: QueueCount[] } | null;
    orders: QueueCount | null;
    deposits: QueueCount | null;
    navs: QueueCount | null;
    payouts: QueueCount[] | null;
  };

const countOf = (list: QueueCount[], key: string) => list.find((item) => item.key === key)!.count;

/** The total the list itself answers for a filter, from its Content-Range header. */
async function listTotal(cookie: string, resource: string, filter: object) {
  const res = await t
    .http()
    .get(`/admin/${resource}`)
    .query({ filter: JSON.stringify(filter), range: JSON.stringify([0, 0]) })
    .set('Cookie', cookie)
    .expect(200);
  return Number(String(res.headers['content-range']).split('/')[1]);
}

/** A KYC case of a new investor, sent for review at `submittedAt`. */
async function caseSubmitted(status: string, submittedAt: string) {
  const [[user]] = (await t.ctx.sequelize.query(
    `INSERT INTO users (email, customer_type) VALUES (:email, 'INDIVIDUAL') RETURNING id`,
    { replacements: { email: `dash-${randomUUID().slice(0, 8)}@example.com` } },
  )) as [[{ id: string }], unknown];
  await t.ctx.sequelize.query(
    'INSERT INTO kyc_cases (user_id, status, submitted_at) VALUES (:id, :status, :submittedAt)',
    { replacements: { id: user.id, status, submittedAt } },
  );
}

describe('GET /admin/dashboard', () => {
  const clock = () => t.ctx.clock as SettableClock;
  afterAll(() => clock().set(null));

  it('counts KYC cases by status and by age against the 1-2 day promise, at the Bangkok day lines', async () => {
    // Thursday 10/12/2026, 10:00 in Bangkok.
    clock().set(new Date('2026-12-10T03:00:00Z'));
    const compliance = await t.signIn('compliance@example.com');
    const before = (await dashboard(compliance)).kycCases!;
    await caseSubmitted('PENDING', '2026-12-09T17:00:00Z'); // 10/12 00:00: today, under a day
    await caseSubmitted('PENDING', '2026-12-09T16:59:59Z'); // 09/12 23:59:59: 1 day
    await caseSubmitted('PENDING', '2026-12-07T17:00:00Z'); // 08/12 00:00: 2 days, still within the promise
    await caseSubmitted('PENDING', '2026-12-07T16:59:59Z'); // 07/12 23:59:59: 3 days, late
    await caseSubmitted('REVIEW', '2026-12-01T03:00:00Z');
    await caseSubmitted('OVERDUE', '2026-11-20T03:00:00Z');
    const after = (await dashboard(compliance)).kycCases!;

    const grown = (list: 'byAge' | 'byStatus', key: string) =>
      countOf(after[list], key) - countOf(before[list], key);
    expect(grown('byAge', 'UNDER_1_DAY')).toBe(1);
    expect(grown('byAge', 'DAYS_1_TO_2')).toBe(2);
    expect(grown('byAge', 'OVER_2_DAYS')).toBe(1);
    expect(grown('byStatus', 'PENDING')).toBe(4);
    expect(grown('byStatus', 'REVIEW')).toBe(1);
    expect(grown('byStatus', 'OVERDUE')).toBe(1);
    // The age buckets split the pending cases with nothing left over.
    const pendingByAge = after.byAge.reduce((sum, item) => sum + item.count, 0);
    expect(pendingByAge).toBe(countOf(after.byStatus, 'PENDING'));
  });

  it('answers each count with the filter its list uses, and the list finds exactly as many', async () => {
    clock().set(new Date('2026-12-10T03:00:00Z'));
    const ops = await t.signIn('operations@example.com');
    // One NAV waiting for a second staff member.
    await enterNav(t, ops, 'M-BTC', '2026-12-09', '12.5').expect(201);
    const work = await dashboard(ops);
    expect(work.navs).toMatchObject({ filter: { status: 'PENDING' } });
    expect(work.navs!.count).toBeGreaterThanOrEqual(1);
    expect(work.orders!.filter).toEqual({ stage: 'confirm' });
    expect(work.deposits!.filter).toEqual({ status: 'PENDING' });
    const counts: [string, QueueCount][] = [
      ...work.kycCases!.byStatus.map((item) => ['kyc-cases', item] as [string, QueueCount]),
      ...work.kycCases!.byAge.map((item) => ['kyc-cases', item] as [string, QueueCount]),
      ['orders', work.orders!],
      ['deposits', work.deposits!],
      ['navs', work.navs!],
      ...work.payouts!.map((item) => ['payouts', item] as [string, QueueCount]),
    ];
    expect(work.payouts!.map((item) => item.filter)).toEqual([{ status: 'PENDING' }, { status: 'HELD' }]);
    for (const [resource, item] of counts) {
      expect(await listTotal(ops, resource, item.filter), `${resource} ${item.key}`).toBe(item.count);
    }
  });

  it('leaves out the queues a role cannot read, and is for staff only', async () => {
    const email = `support-${randomUUID().slice(0, 8)}@example.com`;
    await t.ctx.sequelize.query(
      `INSERT INTO users (email, password_hash, role, email_verified_at) VALUES (:email, :hash, 'support', now())`,
      { replacements: { email, hash: await hashPassword(investorPassword) } },
    );
    // Support reads cases, orders and NAVs but not deposits (operations and admins handle money coming in).
    const work = await dashboard(await signInEnrolledStaff(t, email));
    expect(work.deposits).toBeNull();
    expect(work.kycCases).not.toBeNull();
    expect(work.orders).not.toBeNull();
    const investor = await newInvestor(t);
    const refused = await t.http().get('/admin/dashboard').set('Cookie', investor.cookie).expect(403);
    expect(refused.body.code).toBe('AUTH_FORBIDDEN');
    await t.http().get('/admin/dashboard').expect(401);
  });
});
