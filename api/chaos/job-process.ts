import { scheduleStatementJobs } from '../src/modules/documents/jobs.ts';
import { startJobQueue } from '../src/platform/job-queue.ts';
import { chaosContext } from './chaos-context.ts';

// A process that works the monthly-statements queue as the API's job runner does, for the chaos run to kill and
// start again.
const [databaseUrl] = process.argv.slice(2) as [string];
const ctx = chaosContext(databaseUrl);
const jobs = await startJobQueue(ctx);
ctx.jobs = jobs;
await scheduleStatementJobs(jobs, ctx);
process.send?.({ ready: true });
process.on('SIGTERM', () => {
  void jobs
    .stop()
    .then(() => ctx.sequelize.close())
    .finally(() => process.exit(0));
});
