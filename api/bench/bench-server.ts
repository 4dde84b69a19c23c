import { fork } from 'node:child_process';
import pino from 'pino';
import { createContext } from '../src/bootstrap.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { loadConfig } from '../src/platform/config.ts';
import type { AppContext } from '../src/platform/context.ts';
import { createLogger } from '../src/platform/logger.ts';
import { migrate } from '../src/platform/migrate.ts';
import { demoPassword, seed } from '../src/seed.ts';

export const benchSecrets = {
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
  DATA_ENCRYPTION_KEY: 'bench-data-key-bench-data-key-bench-data-key',
};

/** A production-mode context on the bench database, migrated and seeded (production seeds no demo accounts). */
export async function benchContext(databaseUrl: string): Promise<AppContext> {
  const config = loadConfig({
    APP_ENV: 'production',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    ...benchSecrets,
  });
  const ctx = createContext(config, { logger: createLogger('silent', 'api', pino.destination('/dev/null')) });
  await migrate(ctx.sequelize);
  await seed(ctx);
  return ctx;
}

/** The bench's own user (an investor, or staff with a role), signing in with the demo password. */
export async function addBenchInvestor(
  ctx: AppContext,
  email: string,
  role: string | null = null,
): Promise<void> {
  await ctx.sequelize.query(
    `INSERT INTO users (email, password_hash, email_verified_at, role) VALUES (:email, :hash, now(), :role)
     ON CONFLICT (lower(email)) DO NOTHING`,
    { replacements: { email, hash: await hashPassword(demoPassword), role } },
  );
}

/** The API in a process of its own, so the load generator does not share its event loop. */
export async function startBenchServer(
  databaseUrl: string,
): Promise<{ url: string; pid: number; stop(): void; alive(): boolean }> {
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops, to read its hottest functions.
  const profileDir = process.env.BENCH_CPU_PROF;
  const server = fork(new URL('./api-server.ts', import.meta.url), {
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
    execArgv: [...process.execArgv, ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('message', (message) => resolve((message as { port: number }).port));
    server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: server.pid!,
    stop: () => server.kill('SIGTERM'),
    alive: () => server.exitCode === null && server.signalCode === null,
  };
}

/** Signs the bench investor in and answers the cookies to send. */
export async function signIn(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  if (res.status !== 200) throw new Error(`bench sign-in answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
