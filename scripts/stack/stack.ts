import { mkdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { createContext } from '../../api/src/bootstrap.ts';
import { loadConfig } from '../../api/src/platform/config.ts';
import { migrate } from '../../api/src/platform/migrate.ts';
import { seed } from '../../api/src/seed.ts';
import type { BuildStep } from './apps.ts';
import { buildSteps, entryPoints, localhost } from './apps.ts';
import { inputDigest, isBuildCurrent, markBuilt } from './builds.ts';
import { assertPortsFree } from './ports.ts';
import type { Postgres } from './postgres.ts';
import { startEmbeddedPostgres } from './postgres.ts';
import { Children, tailOf } from './processes.ts';
import { loadSecrets } from './secrets.ts';
import type { Ports } from './settings.ts';
import { repoRoot } from './settings.ts';
import { SiteBuilder } from './site-builder.ts';
import { StackError } from './stack-error.ts';
import { serveStatic } from './static-server.ts';
import { waitForHttp } from './wait.ts';

export interface StackOptions {
  ports: Ports;
  dataDir: string;
  appEnv: 'development' | 'test' | 'production';
  /** External databases; without them an embedded PostgreSQL runs under `dataDir`. */
  databaseUrls: { api: string; cms: string } | null;
  /** Start from empty data (the test stack). */
  fresh?: boolean;
  progress: (line: string) => void;
}

export interface RunningStack {
  /** Rejects when a service stops on its own after the start. */
  failed: Promise<never>;
  urls: Record<'site' | 'portal' | 'backoffice' | 'cms' | 'api' | 'mail', string>;
  logDir: string;
  stop(): Promise<void>;
}

export const demoPassword = 'Demo!2026';

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const { ports, progress } = options;
  if (options.fresh) rmSync(options.dataDir, { recursive: true, force: true });
  mkdirSync(options.dataDir, { recursive: true });
  await assertPortsFree(ports, options.databaseUrls ? ['postgres'] : []);

  const logDir = path.join(options.dataDir, 'logs');
  const children = new Children(logDir);
  const servers: Server[] = [];
  let postgres: Postgres | null = null;
  let crashed: ((error: Error) => void) | null = null;
  const crash = new Promise<never>((_resolve, reject) => {
    crashed = reject;
  });
  crash.catch(() => {});

  const stop = async () => {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
    await children.stopAll();
    if (postgres) await withTimeout(postgres.stop(), 15_000);
  };

  try {
    const secrets = loadSecrets(options.dataDir);
    let urls = options.databaseUrls;
    if (!urls) {
      progress(
        `PostgreSQL: starting on port ${ports.postgres} (data in ${path.relative(repoRoot, options.dataDir)}/postgres)`,
      );
      postgres = await startEmbeddedPostgres({
        dataDir: path.join(options.dataDir, 'postgres'),
        port: ports.postgres,
      });
      await postgres.ensureDatabase('fund_api');
      await postgres.ensureDatabase('fund_cms');
      urls = { api: postgres.url('fund_api'), cms: postgres.url('fund_cms') };
    }

    const apiUrl = localhost(ports.api);
    const frontEndOrigins = [ports.portal, ports.backoffice, ports.site].map(localhost).join(',');
    const apiEnv = {
      ...process.env,
      APP_ENV: options.appEnv,
      API_PORT: String(ports.api),
      DATABASE_URL: urls.api,
      PUBLIC_ORIGINS: frontEndOrigins,
      SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
      PORTAL_URL: localhost(ports.portal),
      AUTH_SECRET: process.env.AUTH_SECRET ?? secrets.apiAuthSecret,
      DATA_ENCRYPTION_KEY: process.env.DATA_ENCRYPTION_KEY ?? secrets.apiDataKey,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      // One storage root for the seed, the API and the worker, beside the stack's database.
      UPLOAD_DIR: process.env.UPLOAD_DIR ?? path.join(options.dataDir, 'uploads'),
    };
    progress('API database: migrating and seeding');
    const ctx = createContext(loadConfig({ ...apiEnv, LOG_LEVEL: 'warn' }));
    await migrate(ctx.sequelize);
    await seed(ctx);
    await ctx.sequelize.close();

    const steps = buildSteps(ports);
    const cmsEnv = {
      ...process.env,
      STRAPI_TELEMETRY_DISABLED: 'true',
      ...secrets.cms,
      CMS_DATABASE_URL: urls.cms,
      CMS_PORT: String(ports.cms),
      CMS_BUILD_TOKEN_FILE: path.join(options.dataDir, 'cms-build-token'),
      SITE_REBUILD_URL: `${localhost(ports.site)}/__rebuild`,
      SITE_REBUILD_TOKEN: secrets.siteRebuildToken,
    };
    const buildEnv = { ...process.env, NODE_ENV: 'production', API_PORT: String(ports.api) };
    await build(children, steps.portal, buildEnv, progress);
    await build(children, steps.backoffice, buildEnv, progress);
    await build(children, steps.cms, { ...cmsEnv, NODE_ENV: 'production' }, progress);

    progress('Starting mail catcher, API, worker and CMS');
    children.onCrash = (name, code, logFile) =>
      crashed?.(
        new StackError(`${name} stopped unexpectedly (exit ${code}):\n${tailOf(logFile)}`, `See ${logFile}.`),
      );
    children.start({
      name: 'mail',
      script: entryPoints.mail,
      args: [
        '--smtp',
        String(ports.smtp),
        '--web',
        String(ports.mail),
        // Every e-mail (OTPs, reset links) is readable here: this machine only, unless MAIL_HOST says otherwise.
        '--ip',
        process.env.MAIL_HOST ?? '127.0.0.1',
        '--web-ip',
        process.env.MAIL_HOST ?? '127.0.0.1',
        '--mail-directory',
        path.join(options.dataDir, 'mail'),
      ],
      cwd: repoRoot,
      env: process.env,
    });
    children.start({ name: 'api', script: entryPoints.api, cwd: path.join(repoRoot, 'api'), env: apiEnv });
    children.start({
      name: 'worker',
      script: entryPoints.worker,
      cwd: path.join(repoRoot, 'api'),
      env: apiEnv,
    });
    children.start({
      name: 'cms',
      script: entryPoints.cms,
      args: ['start'],
      cwd: path.join(repoRoot, 'cms'),
      // Not NODE_ENV=production: Strapi would then refuse to set its Secure admin cookie over local plain HTTP.
      env: {
        ...cmsEnv,
        ...(options.appEnv === 'production'
          ? {}
          : { CMS_ADMIN_EMAIL: 'admin@example.com', CMS_ADMIN_PASSWORD: demoPassword }),
      },
    });
    await Promise.race([
      Promise.all([
        waitForHttp(`${apiUrl}/readyz`, 'API', 60_000),
        waitForHttp(`${localhost(ports.cms)}/_health`, 'CMS', 180_000),
        waitForHttp(localhost(ports.mail), 'mail viewer', 60_000),
      ]),
      crash,
    ]);

    const site = new SiteBuilder({
      step: steps.site,
      children,
      cmsDatabaseUrl: urls.cms,
      progress,
      env: {
        ...buildEnv,
        API_URL: apiUrl,
        CMS_URL: localhost(ports.cms),
        CMS_BUILD_TOKEN_FILE: cmsEnv.CMS_BUILD_TOKEN_FILE,
      },
    });
    await site.buildIfStale();
    const rebuild = { token: secrets.siteRebuildToken, request: () => site.requestRebuild() };
    for (const [name, spa] of [
      ['portal', true],
      ['backoffice', true],
      ['site', false],
    ] as const) {
      servers.push(
        await serveStatic({
          name,
          spa,
          port: ports[name],
          apiUrl,
          production: options.appEnv === 'production',
          root: path.join(repoRoot, name, 'dist'),
          ...(name === 'site' ? { rebuild } : {}),
        }).catch((error: unknown) => {
          throw new StackError(
            `${name} could not listen on port ${ports[name]}: ${String(error)}`,
            'Free the port.',
          );
        }),
      );
    }

    return {
      failed: crash,
      logDir,
      stop,
      urls: {
        site: localhost(ports.site),
        portal: localhost(ports.portal),
        backoffice: localhost(ports.backoffice),
        cms: `${localhost(ports.cms)}/admin`,
        api: apiUrl,
        mail: localhost(ports.mail),
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function build(
  children: Children,
  step: BuildStep,
  env: NodeJS.ProcessEnv,
  progress: (l: string) => void,
) {
  const digest = inputDigest(step);
  if (isBuildCurrent(step, digest)) {
    progress(`${step.name}: build is current`);
    return;
  }
  progress(`${step.name}: building (output in ${children.logFile(`build-${step.name}`)})…`);
  const started = Date.now();
  if (step.clean) rmSync(path.join(repoRoot, step.output), { recursive: true, force: true });
  const code = await children.run({
    name: `build-${step.name}`,
    script: step.script,
    args: step.args,
    cwd: step.cwd,
    env,
  });
  if (code !== 0) {
    throw new StackError(
      `${step.name} failed to build:\n${tailOf(children.logFile(`build-${step.name}`), 25)}`,
      `Fix the error above, then start again.`,
    );
  }
  markBuilt(step, digest);
  progress(`${step.name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function withTimeout(promise: Promise<unknown>, ms: number): Promise<unknown> {
  return Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms).unref())]);
}
