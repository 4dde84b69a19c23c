import type { PgBoss } from 'pg-boss';
import type { Sequelize } from 'sequelize';
import type { Models } from '../models.ts';
import type { AnswerMismatchReport } from './answer-contract.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import type { NdidProxy } from './ndid-proxy-port.ts';
import type { FileStore } from './storage.ts';

export type { Models } from '../models.ts';

/** Everything a module needs, built once per process (or per test) and passed down explicitly. */
export interface AppContext {
  config: Config;
  sequelize: Sequelize;
  models: Models;
  clock: Clock;
  logger: Logger;
  files: FileStore;
  /** The job queue, once the API process started it; tools and tests that run no queue have none. */
  jobs?: Pick<PgBoss, 'send' | 'isInstalled'>;
  /** The NDID proxy; without one the local simulator answers outside production and production refuses NDID. */
  ndidProxy?: NdidProxy;
  /** Set by the API's tests: every JSON answer is checked against its route's schema, mismatches reported here. */
  answerMismatch?: AnswerMismatchReport;
}
