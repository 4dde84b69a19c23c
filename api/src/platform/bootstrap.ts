import type { Clock } from './clock.ts';
import { SettableClock, systemClock } from './clock.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { createSequelize } from './db.ts';
import type { Logger } from './logger.ts';
import { createLogger } from './logger.ts';
import { defineModels } from './models.ts';
import { s3FileStore } from './s3-file-store.ts';
import { localFileStore } from './storage.ts';

/** The one place that wires a context from config; the server, the worker, the CLIs and tests all use it. */
export function createContext(config: Config, options: { clock?: Clock; logger?: Logger } = {}): AppContext {
  const sequelize = createSequelize(config.databaseUrl);
  return {
    config,
    sequelize,
    models: defineModels(sequelize),
    clock: options.clock ?? (config.appEnv === 'test' ? new SettableClock() : systemClock),
    logger: options.logger ?? createLogger(config.logLevel),
    files: config.fileStore.kind === 's3' ? s3FileStore(config.fileStore) : localFileStore(config.uploadDir),
  };
}
