import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import express from 'express';
import pino from 'pino';
import { createApp } from '../src/app.ts';
import { createContext } from '../src/bootstrap.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createLogger } from '../src/platform/logger.ts';
import { migrate } from '../src/platform/migrate.ts';
import { seed } from '../src/seed.ts';

export interface BenchResult {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);

async function listen(app: express.Express): Promise<{ server: Server; url: string }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function load(name: string, url: string): Promise<BenchResult> {
  const result = await autocannon({
    url,
    connections: 10,
    duration: durationSeconds,
    headers: { 'x-action': '/portfolio' },
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * `GET /app-setting/maintenance` through the whole middleware stack (request logging at info level to a null
 * sink, JSON, cookies, origin check, session lookup, header validation, a database read) against a bare
 * Express handler answering the same JSON, measured one after the other in the same run.
 */
export async function benchMaintenance(databaseUrl: string): Promise<BenchResult[]> {
  const config = loadConfig({
    APP_ENV: 'production',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'info',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
    DATA_ENCRYPTION_KEY: 'bench-data-key-bench-data-key-bench-data-key',
  });
  const ctx = createContext(config, { logger: createLogger('info', 'api', pino.destination('/dev/null')) });
  await migrate(ctx.sequelize);
  await seed(ctx);

  const bare = express();
  bare.get('/app-setting/maintenance', (_req, res) => {
    res.json({ maintenance: false, maintenanceText: null });
  });

  const full = await listen(createApp(ctx));
  const baseline = await listen(bare);
  try {
    const fullPath = `${full.url}/app-setting/maintenance`;
    await load('warm-up', fullPath);
    const results = [
      await load('bare Express handler (baseline)', `${baseline.url}/app-setting/maintenance`),
    ];
    results.push(await load('GET /app-setting/maintenance, full stack', fullPath));
    return results;
  } finally {
    full.server.close();
    baseline.server.close();
    await ctx.sequelize.close();
  }
}
