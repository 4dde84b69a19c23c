import { fork } from 'node:child_process';
import { generate, generateSecret } from 'otplib';
import pino from 'pino';
import { createContext } from '../src/bootstrap.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { loadConfig } from '../src/platform/config.ts';
import type { AppContext } from '../src/platform/context.ts';
import { createLogger } from '../src/platform/logger.ts';
import { migrate } from '../src/platform/migrate.ts';
import { secretBox } from '../src/platform/secret-box.ts';
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
/**
 * Staff may do nothing but enrol their second factor until they have one: the bench's staff member gets a confirmed
 * TOTP secret, as after enrolling, and signs in with its current code (signIn's `totpSecret`).
 */
export async function enrolStaffSecondFactor(ctx: AppContext, email: string): Promise<string> {
  const secret = generateSecret();
  await ctx.sequelize.query(
    `INSERT INTO user_security (user_id, totp_secret, totp_enabled_at, updated_at)
     SELECT id, :sealed, now(), now() FROM users WHERE lower(email) = lower(:email)
     ON CONFLICT (user_id) DO UPDATE SET totp_secret = EXCLUDED.totp_secret, totp_enabled_at = now(),
       totp_last_step = NULL`,
    { replacements: { email, sealed: secretBox(ctx.config.dataEncryptionKey).seal(secret) } },
  );
  return secret;
}

export async function signIn(url: string, email: string, totpSecret?: string): Promise<string> {
  const twoFactor = totpSecret ? await generate({ secret: totpSecret }) : undefined;
  const res = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword, twoFactor }),
  });
  if (res.status !== 200) throw new Error(`bench sign-in answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
