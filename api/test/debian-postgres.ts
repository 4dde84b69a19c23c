import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';

const run = promisify(execFile);

/**
 * Debian's PostgreSQL: the server and the pg_dump / pg_restore the compose topology's `fund-postgres` image runs
 * (Debian bookworm's PostgreSQL 15). The embedded PostgreSQL the other tests use ships no pg_dump or pg_restore,
 * and Debian's pg_dump refuses its newer server, so the backup tests run on a server of Debian's own.
 */
export const debianPostgresBin = '/usr/lib/postgresql/15/bin';

export interface DebianPostgres {
  url(database: string): string;
  stop(): Promise<void>;
}

/** A throwaway cluster in a temporary folder on a free port; as root it runs as the `postgres` user. */
export async function startDebianPostgres(): Promise<DebianPostgres> {
  if (!existsSync(path.join(debianPostgresBin, 'pg_dump'))) {
    throw new Error(
      `Debian's PostgreSQL 15 is not installed (no ${debianPostgresBin}/pg_dump): npm test installs it, or run ` +
        'apt-get install postgresql-15 as root.',
    );
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'api-test-debian-pg-'));
  const dataDir = path.join(dir, 'data');
  const passwordFile = path.join(dir, 'password');
  await writeFile(passwordFile, 'postgres');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout), Number(group));
    await chown(passwordFile, Number(stdout), Number(group));
  }
  const pg = (binary: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(debianPostgresBin, binary), ...args])
      : run(path.join(debianPostgresBin, binary), args);
  await pg('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    `--pwfile=${passwordFile}`,
    '--auth=scram-sha-256',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
  ]);
  const port = await freePort();
  await pg('pg_ctl', [
    '-D',
    dataDir,
    '-w',
    '-l',
    path.join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    'start',
  ]);
  return {
    url: (database) => `postgres://postgres:postgres@127.0.0.1:${port}/${database}`,
    async stop() {
      await pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
