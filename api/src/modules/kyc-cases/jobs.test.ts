import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import type { SettableClock } from '../../platform/clock.ts';
import { startJobQueue } from '../../platform/job-queue.ts';
import { overdueQueue, scheduleKycJobs } from './jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('the API schedules the overdue check daily at 00:05 Bangkok, and a queued run marks the cases', async () => {
  const [[user]] = (await t.ctx.sequelize.query(
    `INSERT INTO users (email, customer_type) VALUES ('jobs-overdue@example.com', 'INDIVIDUAL') RETURNING id`,
  )) as [[{ id: string }], unknown];
  await t.ctx.sequelize.query(
    `INSERT INTO kyc_cases (user_id, status, submitted_at, deadline) VALUES (:id, 'REVIEW', now(), '2026-11-24')`,
    { replacements: { id: user.id } },
  );
  (t.ctx.clock as SettableClock).set(new Date('2026-11-24T17:05:00Z'));
  const boss = await startJobQueue(t.ctx);
  try {
    await scheduleKycJobs(boss, t.ctx);
    const [schedules] = await t.ctx.sequelize.query('SELECT name, cron, options FROM pgboss.schedule');
    expect(schedules).toEqual([{ name: overdueQueue, cron: '5 0 * * *', options: { tz: 'Asia/Bangkok' } }]);
    const jobId = await boss.send(overdueQueue, {});
    let state: string | undefined;
    for (let i = 0; i < 60 && state !== 'completed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      state = (await boss.getJobById(overdueQueue, jobId!))?.state;
    }
    expect(state).toBe('completed');
    const [[kycCase]] = (await t.ctx.sequelize.query('SELECT status FROM kyc_cases WHERE user_id = :id', {
      replacements: { id: user.id },
    })) as [[{ status: string }], unknown];
    expect(kycCase.status).toBe('OVERDUE');
  } finally {
    await boss.stop({ graceful: false });
  }
}, 30_000);
