import nodemailer from 'nodemailer';
import { createContext } from './bootstrap.ts';
import { relayOutbox } from './modules/mail/relay.ts';
import { notifySettledOrders } from './modules/settlements/notices.ts';
import { loadConfig } from './platform/config.ts';
import { beat, heartbeatEverySeconds } from './platform/heartbeat.ts';
import { createLogger } from './platform/logger.ts';
import { runMain } from './platform/run-main.ts';

const pollMs = 2_000;

/**
 * Background work, coordinated through PostgreSQL so any number of workers can run: for now the e-mail
 * outbox relay, which delivers what the API queued within a couple of seconds, and the e-mails of settled orders.
 */
runMain('worker', async () => {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'worker');
  const ctx = createContext(config, { logger });
  await ctx.sequelize.authenticate();
  const transport = nodemailer.createTransport(config.smtpUrl);
  let stopping = false;
  logger.info('worker ready');

  // Liveness: each round of the loop beats (at most every 15 s); `worker-health.ts` reads how long ago. A round
  // whose work failed still beats: the loop is alive, and restarting would not bring the database back.
  let lastBeat = 0;
  const loop = async () => {
    while (!stopping) {
      if (Date.now() - lastBeat >= heartbeatEverySeconds * 1000) {
        await beat(config.workerHeartbeatFile).then(
          () => {
            lastBeat = Date.now();
          },
          (err: unknown) => logger.error({ err }, 'worker heartbeat not written'),
        );
      }
      try {
        const notices = await notifySettledOrders(ctx);
        if (notices) logger.info({ notices }, 'settlement e-mails written');
        const { sent, failed } = await relayOutbox(ctx.sequelize, transport, {
          from: config.mailFrom,
          logger,
        });
        if (sent || failed) logger.info({ sent, failed }, 'outbox relayed');
      } catch (err) {
        logger.error({ err }, 'outbox relay failed');
      }
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  };
  const running = loop();

  const stop = async () => {
    if (stopping) process.exit(1);
    stopping = true;
    await running;
    await ctx.sequelize.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
});
