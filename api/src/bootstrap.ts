import { defineModels } from './models.ts';
import type { Clock } from './platform/clock.ts';
import { SettableClock, systemClock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import type { AppContext } from './platform/context.ts';
import { createSequelize } from './platform/db.ts';
import type { Logger } from './platform/logger.ts';
import { createLogger } from './platform/logger.ts';
import { s3FileStore } from './platform/s3-file-store.ts';
import { localFileStore } from './platform/storage.ts';

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
