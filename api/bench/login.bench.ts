import { fork } from 'node:child_process';
import { verify } from '@node-rs/argon2';
import pino from 'pino';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { createContext } from '../src/platform/bootstrap.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createLogger } from '../src/platform/logger.ts';
import { migrate } from '../src/platform/migrate.ts';
import { demoPassword, seed } from '../src/platform/seed.ts';

export interface LoadResult {
  name: string;
  perSecond: number;
  p95Ms: number;
  p99Ms: number;
  errors: number;
}

const durationMs = Number(process.env.BENCH_SECONDS ?? 5) * 1000;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Runs `task` from `concurrency` loops for the duration and summarises the latencies. */
async function closedLoop(
  name: string,
  concurrency: number,
  task: () => Promise<boolean>,
  until = Date.now() + durationMs,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        const t0 = performance.now();
        const ok = await task().catch(() => false);
        latencies.push(performance.now() - t0);
        if (!ok) errors += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    perSecond: latencies.length / seconds,
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
    errors,
  };
}

/**
 * Password sign-in at the production hash cost against bare hash verification of the same cost, and
 * `/healthz` idle against `/healthz` during a login flood (hashing must stay off the event loop).
 */
export async function benchLogin(databaseUrl: string): Promise<LoadResult[]> {
  const config = loadConfig({
    APP_ENV: 'production',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
    DATA_ENCRYPTION_KEY: 'bench-data-key-bench-data-key-bench-data-key',
  });
  const ctx = createContext(config, { logger: createLogger('silent', 'api', pino.destination('/dev/null')) });
  await migrate(ctx.sequelize);
  await seed(ctx);
  // Production seeds no demo accounts; the bench brings its own investor.
  await ctx.sequelize.query(
    `INSERT INTO users (email, password_hash) VALUES ('bench@example.com', :hash)
     ON CONFLICT (lower(email)) DO NOTHING`,
    { replacements: { hash: await hashPassword(demoPassword) } },
  );
  await ctx.sequelize.close();
  const server = fork(new URL('./login-server.ts', import.meta.url), {
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('message', (message) => resolve((message as { port: number }).port));
    server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  const concurrency = 8;
  const login = async () => {
    const res = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: demoPassword }),
    });
    await res.arrayBuffer();
    return res.status === 200;
  };
  const healthz = async () => {
    const res = await fetch(`${url}/healthz`);
    await res.arrayBuffer();
    return res.ok;
  };
  try {
    const hash = await hashPassword(demoPassword);
    await closedLoop('warm-up', concurrency, login, Date.now() + 1000);
    const results = [
      await closedLoop('bare argon2id verify (baseline)', concurrency, () => verify(hash, demoPassword)),
      await closedLoop('POST /auth/login, full stack', concurrency, login),
      await closedLoop('GET /healthz, idle (baseline)', 2, healthz),
    ];
    const until = Date.now() + durationMs;
    const [underFlood] = await Promise.all([
      closedLoop('GET /healthz during a login flood', 2, healthz, until),
      closedLoop('login flood', concurrency, login, until),
    ]);
    results.push(underFlood);
    return results;
  } finally {
    server.kill('SIGTERM');
  }
}
