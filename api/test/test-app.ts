import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FlagName } from '@fund/domain';
import pg from 'pg';
import request from 'supertest';
import { inject } from 'vitest';
import { createApp } from '../src/app.ts';
import { createContext } from '../src/bootstrap.ts';
import type { Config } from '../src/platform/config.ts';
import { loadConfig } from '../src/platform/config.ts';
import type { Logger } from '../src/platform/logger.ts';
import { demoPassword } from '../src/seed.ts';
import { reportAnswerMismatch } from './answer-contract.ts';
import { freePort } from './free-port.ts';

const url = (database: string) => `postgres://postgres:postgres@127.0.0.1:${inject('pgPort')}/${database}`;

/** A fresh database, cloned from the migrated, seeded template; answers its connection URL. */
export async function createTestDatabase(): Promise<string> {
  const database = `t_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: url('postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database} TEMPLATE api_template`);
  await admin.end();
  return url(database);
}

/** The environment a test API runs with on a database; `env` adds or overrides variables. */
export function testEnvironment(
  databaseUrl: string,
  env: Record<string, string> = {},
): Record<string, string> {
  return {
    APP_ENV: 'test',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    // One test file turns it on and covers it; the others need not fetch a token per request.
    CSRF_PROTECTION: 'false',
    AUTH_SECRET: 'test-secret-test-secret-test-secret',
    DATA_ENCRYPTION_KEY: 'test-data-key-test-data-key-test-data-key',
    UPLOAD_DIR: mkdtempSync(path.join(tmpdir(), 'api-test-uploads-')),
    ...env,
  };
}

/** A fresh database (cloned from the migrated, seeded template) and an app on it, for one test file. */
export async function createTestApp(env: Record<string, string> = {}, options: { logger?: Logger } = {}) {
  const config: Config = loadConfig(testEnvironment(await createTestDatabase(), env));
  const ctx = { ...createContext(config, options), answerMismatch: reportAnswerMismatch };
  const app = createApp(ctx);
  return {
    ctx,
    app,
    http: () => request(app),
    /** Signs a seeded demo account in and returns its Cookie header (session and access token). */
    async signIn(email: string): Promise<string> {
      const res = await request(app).post('/auth/login').send({ email, password: demoPassword }).expect(200);
      const cookies = (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
      if (cookies.length === 0) throw new Error('login set no cookie');
      return cookies.map((cookie) => cookie.split(';')[0]!).join('; ');
    },
    /** Stores a feature flag's value, as an admin's switch in the back office would. */
    async setFlag(name: FlagName, enabled: boolean): Promise<void> {
      await ctx.sequelize.query(
        `INSERT INTO feature_flags (name, enabled) VALUES (:name, :enabled)
         ON CONFLICT (name) DO UPDATE SET enabled = EXCLUDED.enabled`,
        { replacements: { name, enabled } },
      );
    },
    /** Switches a feature flag through the back office's route, as the signed-in admin does there (audited). */
    async switchFlag(cookie: string, name: FlagName, enabled: boolean): Promise<void> {
      await request(app)
        .put(`/admin/feature-flags/${name}`)
        .set('Cookie', cookie)
        .send({ enabled })
        .expect(200);
    },
    async close() {
      await ctx.sequelize.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A test app listening on a free port, which, as outside production, calls its own simulators there; `close`
 * stops it listening too.
 */
export async function createListeningTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const port = await freePort();
  const t = await createTestApp({ API_PORT: String(port), ...env });
  const server = t.app.listen(port);
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    ...t,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await t.close();
    },
  };
}
