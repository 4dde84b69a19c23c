import { PgBoss } from 'pg-boss';
import { registerMailJobs } from './modules/mail/jobs.ts';
import { loadConfig } from './platform/config.ts';
import { createLogger } from './platform/logger.ts';
import { runMain } from './platform/run-main.ts';

/** Background jobs run here, coordinated through PostgreSQL (pg-boss), so any number of workers can run. */
runMain('worker', async () => {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'worker');
  const boss = new PgBoss({ connectionString: config.databaseUrl, schema: 'pgboss' });
  boss.on('error', (err) => logger.error({ err }, 'queue error'));
  await boss.start();
  await registerMailJobs(boss, config, logger);
  logger.info('worker ready');

  let stopping = false;
  const stop = async () => {
    if (stopping) process.exit(1);
    stopping = true;
    await boss.stop({ graceful: true, timeout: 10_000 });
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
});
