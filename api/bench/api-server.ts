import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { createApp } from '../src/app.ts';
import { createContext } from '../src/bootstrap.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createLogger } from '../src/platform/logger.ts';
import { benchSecrets } from './bench-server.ts';

// The API as the benches' server, in a process of its own so the load generator does not share its event loop.
const config = loadConfig({
  APP_ENV: 'production',
  DATABASE_URL: process.env.BENCH_DATABASE_URL,
  LOG_LEVEL: 'info',
  ...benchSecrets,
  // A CSRF token per request would measure the client, not the sign-in; the check itself is an HMAC.
  CSRF_PROTECTION: 'false',
});
const ctx = createContext(config, { logger: createLogger('info', 'api', pino.destination('/dev/null')) });
const server = createApp(ctx).listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.address() as AddressInfo).port });
});
process.on('SIGTERM', () => {
  server.close();
  void ctx.sequelize.close().then(() => process.exit(0));
});
