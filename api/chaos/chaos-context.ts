import pino from 'pino';
import { QueryTypes } from 'sequelize';
import { addBenchInvestor, benchContext, benchSecrets } from '../bench/bench-server.ts';
import { createContext } from '../src/bootstrap.ts';
import { loadConfig } from '../src/platform/config.ts';
import type { AppContext } from '../src/platform/context.ts';
import { createLogger } from '../src/platform/logger.ts';

/** The production-mode settings every chaos process runs with (the benches' secrets; nothing here is kept). */
export const chaosEnv = (databaseUrl: string) => ({
  APP_ENV: 'production',
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'silent',
  ...benchSecrets,
});

/** A quiet production context on a chaos database. */
export function chaosContext(databaseUrl: string): AppContext {
  return createContext(loadConfig(chaosEnv(databaseUrl)), {
    logger: createLogger('silent', 'api', pino.destination('/dev/null')),
  });
}

/** Tags a connection string so `pg_stat_activity` shows which process a server backend belongs to. */
export const withApplicationName = (databaseUrl: string, name: string) =>
  `${databaseUrl}${databaseUrl.includes('?') ? '&' : '?'}application_name=${encodeURIComponent(name)}`;

export interface ScenarioResult {
  name: string;
  held: boolean;
  lines: string[];
}

/** The PostgreSQL server a chaos run owns. */
export interface ChaosDatabase {
  url(database: string): string;
  ensureDatabase(name: string, template?: string): Promise<void>;
  dropDatabase(name: string): Promise<void>;
  /** Stops the server (a fast shutdown, as a restart or a failover does), waits `downMs`, and starts it again. */
  restart(downMs: number): Promise<void>;
}

/**
 * A fresh, migrated and seeded database `database` with `count` investors (`<prefix>N@example.com`, the demo
 * password) who each hold `units` of M-STABLE at an approved NAV of 10 from yesterday: enough to place reductions.
 */
export async function investorsHolding(
  db: ChaosDatabase,
  database: string,
  options: { prefix: string; count: number; units: string },
): Promise<string[]> {
  await db.dropDatabase(database);
  await db.ensureDatabase(database);
  const ctx = await benchContext(db.url(database));
  try {
    return await addInvestorsHolding(ctx, options);
  } finally {
    await ctx.sequelize.close();
  }
}

/**
 * Adds `count` investors (`<prefix>N@example.com`, the demo password) holding `units` of M-STABLE at an approved NAV
 * of 10 from yesterday to a migrated database, fresh or live (the compose drills add theirs to the stack's own).
 */
export async function addInvestorsHolding(
  ctx: AppContext,
  options: { prefix: string; count: number; units: string },
): Promise<string[]> {
  const emails = Array.from({ length: options.count }, (_, i) => `${options.prefix}${i + 1}@example.com`);
  for (const email of emails) await addBenchInvestor(ctx, email);
  await ctx.sequelize.query(
    `INSERT INTO strategy_navs (strategy_code, nav_date, nav, status, approved_at)
     VALUES ('M-STABLE', current_date - 1, 10, 'APPROVED', now())
     ON CONFLICT (strategy_code, nav_date) DO UPDATE SET nav = 10, status = 'APPROVED', approved_at = now();
     INSERT INTO holdings (user_id, strategy_code, units, reserved_units, cost)
     SELECT id, 'M-STABLE', :units, 0, :units::numeric * 10 FROM users WHERE email IN (:emails)
     ON CONFLICT DO NOTHING`,
    { replacements: { units: options.units, emails } },
  );
  return emails;
}

/**
 * How many orders each investor has, and how many order requests (Idempotency-Keys) were answered 201: against the
 * keys a client saw answered, this says whether an order was lost or placed twice.
 */
export async function ordersPerInvestor(
  ctx: AppContext,
  emails: string[],
): Promise<{ orders: number; requests: number }[]> {
  const rows = await ctx.sequelize.query<{ email: string; orders: number; requests: number }>(
    `SELECT u.email,
       (SELECT count(*)::int FROM orders o WHERE o.user_id = u.id) AS orders,
       (SELECT count(*)::int FROM order_requests r WHERE r.user_id = u.id AND r.status = 201) AS requests
     FROM users u WHERE u.email IN (:emails)`,
    { type: QueryTypes.SELECT, replacements: { emails } },
  );
  const byEmail = new Map(rows.map((row) => [row.email, row]));
  return emails.map((email) => byEmail.get(email) ?? { orders: 0, requests: 0 });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
