import { createApp } from './app.ts';
import { createContext } from './bootstrap.ts';
import { scheduleCustodianJobs } from './modules/custodian/jobs.ts';
import { scheduleStatementJobs } from './modules/documents/jobs.ts';
import { scheduleKycJobs } from './modules/kyc-cases/jobs.ts';
import { scheduleSuitabilityJobs } from './modules/questionnaires/expiry-notices.ts';
import { scheduleSettlementJobs } from './modules/settlements/jobs.ts';
import { scheduleTierJobs } from './modules/tiers/jobs.ts';
import { loadConfig } from './platform/config.ts';
import { startJobQueue } from './platform/job-queue.ts';
import { runMain } from './platform/run-main.ts';

runMain('api', async () => {
  const config = loadConfig();
  const ctx = createContext(config);
  await ctx.sequelize.authenticate();
  // The queue starts before the port opens: readiness covers the queue, and no request finds it missing.
  const jobs = await startJobQueue(ctx);
  ctx.jobs = jobs;
  await scheduleKycJobs(jobs, ctx);
  await scheduleSettlementJobs(jobs, ctx);
  await scheduleCustodianJobs(jobs, ctx);
  await scheduleStatementJobs(jobs, ctx);
  await scheduleTierJobs(jobs, ctx);
  await scheduleSuitabilityJobs(jobs, ctx);
  const server = createApp(ctx).listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  ctx.logger.info({ host: config.host, port: config.port }, 'api listening');

  // Finish the requests in flight, then release the pool; a second signal or 10 s forces the exit.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    ctx.logger.info({ signal }, 'api stopping');
    setTimeout(() => process.exit(1), 10_000).unref();
    server.close(() => {
      jobs
        .stop()
        .then(() => ctx.sequelize.close())
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
});
