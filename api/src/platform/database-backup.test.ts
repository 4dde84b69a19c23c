import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DebianPostgres } from '../../test/debian-postgres.ts';
import { debianPostgresBin, startDebianPostgres } from '../../test/debian-postgres.ts';
import { createContext } from '../bootstrap.ts';
import { seed } from '../seed.ts';
import { loadConfig } from './config.ts';
import { migrate } from './migrate.ts';

// The deployment's backup and restore scripts (deploy/db-backup.sh, deploy/db-restore.sh), run as an operator runs
// them, on the API's migrated and seeded database in Debian's PostgreSQL with its own pg_dump and pg_restore: the
// versions the compose topology's backup service runs.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);

const backup = (databaseUrl: string, backupDir: string, keep = 3) =>
  run('sh', [path.join(repoRoot, 'deploy/db-backup.sh')], {
    env: {
      PATH: process.env.PATH,
      PG_BIN: debianPostgresBin,
      DATABASE_URL: databaseUrl,
      BACKUP_DIR: backupDir,
      BACKUP_KEEP: String(keep),
    },
  });
const restore = (dump: string, targetUrl: string) =>
  run('sh', [path.join(repoRoot, 'deploy/db-restore.sh'), dump, targetUrl], {
    env: { PATH: process.env.PATH, PG_BIN: debianPostgresBin },
  });

const query = async <T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
};
const withDatabase = (url: string, database: string) => url.replace(/\/[^/]+$/, `/${database}`);

// Every column as PostgreSQL prints it, so a money value is compared to the satang and a date as the date it is.
const ledgerOf = (url: string, email: string) =>
  query(
    url,
    `SELECT u.email, o.ref, o.kind, o.amount::text, o.units::text, o.stage, o.reject_reason, o.trade_date::text,
            m.units::text AS movement_units, m.amount::text AS movement_amount, m.nav::text AS movement_nav
       FROM users u JOIN orders o ON o.user_id = u.id JOIN unit_movements m ON m.order_id = o.id
      WHERE u.email = $1 ORDER BY o.ref`,
    [email],
  );

const email = 'backup.owner@example.co.th';
const thaiReason = 'ยอดโอนไม่ตรงกับคำสั่งซื้อ กรุณาติดต่อเจ้าหน้าที่';
let databaseUrl: string;
let backupDir: string;

let server: DebianPostgres;
let uploadDir: string;

beforeAll(async () => {
  server = await startDebianPostgres();
  await query(server.url('postgres'), 'CREATE DATABASE fund_api');
  databaseUrl = server.url('fund_api');
  backupDir = await mkdtemp(path.join(tmpdir(), 'api-test-backups-'));
  uploadDir = await mkdtemp(path.join(tmpdir(), 'api-test-backup-uploads-'));
  const ctx = createContext(
    loadConfig({ APP_ENV: 'test', DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', UPLOAD_DIR: uploadDir }),
  );
  await migrate(ctx.sequelize);
  await seed(ctx);
  await ctx.sequelize.close();
  const [strategy] = await query<{ code: string }>(
    databaseUrl,
    'SELECT code FROM strategies ORDER BY code LIMIT 1',
  );
  const [user] = await query<{ id: string }>(
    databaseUrl,
    'INSERT INTO users (email) VALUES ($1) RETURNING id',
    [email],
  );
  for (const [ref, amount, units, nav] of [
    ['BK-0001', '1234567.89', '98765.4321', '12.5000'],
    ['BK-0002', '0.01', '0.0008', '12.5000'],
  ] as const) {
    const [order] = await query<{ id: string }>(
      databaseUrl,
      `INSERT INTO orders (ref, user_id, kind, strategy_code, amount, stage, trade_date, reject_reason, created_at)
       VALUES ($1, $2, 'increase', $3, $4, 'success', '2026-01-15', $5, now()) RETURNING id`,
      [ref, user!.id, strategy!.code, amount, thaiReason],
    );
    await query(
      databaseUrl,
      `INSERT INTO unit_movements (order_id, user_id, strategy_code, units, amount, nav, trade_date, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, '2026-01-15', now())`,
      [order!.id, user!.id, strategy!.code, units, amount, nav],
    );
  }
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await rm(backupDir, { recursive: true, force: true });
  await rm(uploadDir, { recursive: true, force: true });
});

describe('database backup and restore', () => {
  const expected = [
    {
      email,
      ref: 'BK-0001',
      kind: 'increase',
      amount: '1234567.89',
      units: null,
      stage: 'success',
      reject_reason: thaiReason,
      trade_date: '2026-01-15',
      movement_units: '98765.4321',
      movement_amount: '1234567.89',
      movement_nav: '12.5000',
    },
    {
      email,
      ref: 'BK-0002',
      kind: 'increase',
      amount: '0.01',
      units: null,
      stage: 'success',
      reject_reason: thaiReason,
      trade_date: '2026-01-15',
      movement_units: '0.0008',
      movement_amount: '0.01',
      movement_nav: '12.5000',
    },
  ];
  let dump: string;

  it('writes a custom-format dump named after the database and the time, readable only by its owner', async () => {
    expect(await ledgerOf(databaseUrl, email)).toEqual(expected);
    const { stdout } = await backup(databaseUrl, backupDir);
    const files = await readdir(backupDir);
    expect(files).toEqual([expect.stringMatching(/^fund_api-\d{8}T\d{6}Z\.dump$/)]);
    dump = path.join(backupDir, files[0]!);
    expect(stdout).toContain(`wrote ${dump}`);
    const info = await stat(dump);
    expect(info.mode & 0o777).toBe(0o600);
    // pg_dump's custom format starts with its signature.
    const { stdout: listing } = await run(path.join(debianPostgresBin, 'pg_restore'), ['--list', dump]);
    expect(listing).toMatch(/TABLE DATA public unit_movements/);
  });

  it('brings back the exact rows after they were changed and added to', async () => {
    await query(databaseUrl, `UPDATE orders SET amount = 1, reject_reason = 'changed' WHERE ref = 'BK-0001'`);
    // The ledger refuses updates and deletes; a row added after the backup must be gone after the restore.
    const [order] = await query<{ id: string; user_id: string; strategy_code: string }>(
      databaseUrl,
      `INSERT INTO orders (ref, user_id, kind, strategy_code, amount, stage, trade_date, created_at)
       SELECT 'BK-0003', user_id, kind, strategy_code, 5.55, 'success', trade_date, now() FROM orders WHERE ref = 'BK-0001'
       RETURNING id, user_id, strategy_code`,
    );
    await query(
      databaseUrl,
      `INSERT INTO unit_movements (order_id, user_id, strategy_code, units, amount, nav, trade_date, created_at)
       VALUES ($1, $2, $3, 1, 5.55, 12.5, '2026-01-16', now())`,
      [order!.id, order!.user_id, order!.strategy_code],
    );
    await query(databaseUrl, 'UPDATE users SET email = $1 WHERE email = $2', [
      'someone.else@example.com',
      email,
    ]);
    expect(await ledgerOf(databaseUrl, email)).toEqual([]);

    const { stdout } = await restore(dump, databaseUrl);
    expect(stdout).toContain('restored');
    expect(await ledgerOf(databaseUrl, email)).toEqual(expected);
    expect(await query(databaseUrl, `SELECT 1 FROM orders WHERE ref = 'BK-0003'`)).toEqual([]);
    // The restored ledger keeps its guard: the triggers came back with the table.
    await expect(query(databaseUrl, `DELETE FROM unit_movements`)).rejects.toThrow();
  });

  it('restores into a new, empty database with every table of the original', async () => {
    const fresh = `restore_${Date.now()}`;
    await query(withDatabase(databaseUrl, 'postgres'), `CREATE DATABASE ${fresh}`);
    const freshUrl = withDatabase(databaseUrl, fresh);
    await restore(dump, freshUrl);
    expect(await ledgerOf(freshUrl, email)).toEqual(expected);
    const counts = `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM orders)::int AS orders,
      (SELECT count(*) FROM unit_movements)::int AS movements, (SELECT count(*) FROM information_schema.tables
        WHERE table_schema NOT IN ('pg_catalog', 'information_schema'))::int AS tables`;
    expect(await query(freshUrl, counts)).toEqual(await query(databaseUrl, counts));
  });

  it('refuses a file that is not a dump and leaves the database as it was', async () => {
    const bogus = path.join(backupDir, 'not-a-dump.dump');
    await writeFile(bogus, 'hello');
    await expect(restore(bogus, databaseUrl)).rejects.toMatchObject({ code: 1 });
    expect(await ledgerOf(databaseUrl, email)).toEqual(expected);
    await rm(bogus);
  });

  it('keeps only the newest BACKUP_KEEP dumps of the database, and never a file of another', async () => {
    // A folder of its own: a dump named to the second must not meet the first test's dump of the same second.
    const folder = await mkdtemp(path.join(tmpdir(), 'api-test-backups-'));
    const database = 'fund_api';
    // Older backups, as earlier days' runs left them.
    const older = ['20250101T020000Z', '20250102T020000Z', '20250103T020000Z'].map(
      (time) => `${database}-${time}.dump`,
    );
    for (const name of older) await writeFile(path.join(folder, name), 'older');
    await writeFile(path.join(folder, 'other_db-20240101T000000Z.dump'), 'another database');

    const { stdout } = await backup(databaseUrl, folder, 2);
    const written = /wrote (\S+)/.exec(stdout)?.[1];
    expect(written).toMatch(/fund_api-\d{8}T\d{6}Z\.dump$/);
    const after = (await readdir(folder)).sort();
    // The two oldest went; the one this run wrote and the newest older one stayed; another database's file stays.
    expect(after).toEqual([older[2], path.basename(written!), 'other_db-20240101T000000Z.dump'].sort());
    expect(stdout).toContain(`removed ${path.join(folder, older[0]!)}`);
    expect(stdout).toContain(`removed ${path.join(folder, older[1]!)}`);
    await rm(folder, { recursive: true });
  });

  it('is healthy while the newest dump is younger than two intervals, and not once it is older', async () => {
    const check = () =>
      run('sh', [path.join(repoRoot, 'deploy/db-backup.sh'), 'check'], {
        env: { PATH: process.env.PATH, BACKUP_DIR: backupDir, BACKUP_INTERVAL: '86400' },
      });
    await expect(check()).resolves.toBeDefined();
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    for (const name of await readdir(backupDir))
      await utimes(path.join(backupDir, name), threeDaysAgo, threeDaysAgo);
    // A dump still being written does not count as a backup.
    await writeFile(path.join(backupDir, '.partial-fund_api.dump'), 'half');
    await expect(check()).rejects.toMatchObject({ code: 1 });
    await rm(path.join(backupDir, '.partial-fund_api.dump'));
  });

  it('refuses a retention that is not a whole number above 0, before dumping anything', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'api-test-backups-'));
    await expect(backup(databaseUrl, empty, 0)).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('BACKUP_KEEP=0'),
    });
    expect(await readdir(empty)).toEqual([]);
    await rm(empty, { recursive: true });
  });
});
