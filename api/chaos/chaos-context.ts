import pino from 'pino';
import { benchSecrets } from '../bench/bench-server.ts';
import { createContext } from '../src/platform/bootstrap.ts';
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

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
