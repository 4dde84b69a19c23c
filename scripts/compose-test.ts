import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ComposeStack, type DrillResult, drills, healthyWithin } from './compose-drills.ts';
import { smokeJourney } from './compose-smoke.ts';

// `npm run test:compose`: builds the production topology's images (docker-compose.yml) with podman, starts it
// under its own project name and host ports, checks it through nginx (the site's home page, the portal's login
// page and one of its scripts, the API's readiness, the first backup), takes the smoke journey through it (a site
// page, an investor's sign-in, an order sent twice with one Idempotency-Key, its approval in the back office, a CMS
// publish the rebuilt site shows: scripts/compose-smoke.ts), runs every container's health check, then stops it and
// removes its volumes. KEEP_COMPOSE=1 leaves it running; COMPOSE_SKIP_BUILD=1 takes the images as they are (and a
// stack KEEP_COMPOSE left running as it is); DRILLS=replica,postgres (or all) then runs those fault drills on it
// (scripts/compose-drills.ts). COMPOSE_COMMAND picks the compose tool (default podman-compose); BASE_IMAGE picks the
// base (fund-base is built from Debian's packages when missing).
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const project = 'fundcomposetest';
const network = `${project}_default`;
const [composeCommand = 'podman-compose', ...composeArgs] = (
  process.env.COMPOSE_COMMAND ?? 'podman-compose'
).split(' ');
// Ports of this machine, away from the ones `npm start` and the journeys use.
const ports = { portal: 23001, backoffice: 23002, site: 23003, mail: 23025, cms: 23337 };
const started = performance.now();
const durations: string[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { cwd: repoRoot, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

function timed<T>(label: string, step: () => T): T {
  const at = performance.now();
  const value = step();
  durations.push(`${label}: ${((performance.now() - at) / 1000).toFixed(0)} s`);
  return value;
}

function imageExists(name: string) {
  return spawnSync('podman', ['image', 'exists', name]).status === 0;
}

const secret = () => randomBytes(32).toString('base64url');
// Fresh secrets for each run: the images hold none, compose takes them from the environment.
const env: NodeJS.ProcessEnv = {
  ...process.env,
  AUTH_SECRET: secret(),
  DATA_ENCRYPTION_KEY: secret(),
  POSTGRES_PASSWORD: secret(),
  CMS_APP_KEYS: [secret(), secret()].join(','),
  CMS_API_TOKEN_SALT: secret(),
  CMS_ADMIN_JWT_SECRET: secret(),
  CMS_TRANSFER_TOKEN_SALT: secret(),
  CMS_JWT_SECRET: secret(),
  CMS_ENCRYPTION_KEY: secret(),
  SITE_REBUILD_TOKEN: secret(),
  // The CMS's first super-admin, who publishes in the smoke journey (Strapi wants an upper and a lower case letter
  // and a digit).
  CMS_ADMIN_EMAIL: 'editor@example.com',
  CMS_ADMIN_PASSWORD: `Cms1${secret()}`,
  PORTAL_PORT: String(ports.portal),
  BACKOFFICE_PORT: String(ports.backoffice),
  SITE_PORT: String(ports.site),
  MAIL_VIEWER_PORT: String(ports.mail),
  CMS_HOST_PORT: String(ports.cms),
  // A first backup that failed (PostgreSQL still starting) is tried again in 10 s rather than a minute.
  BACKUP_RETRY: '10',
};

async function waitFor(
  label: string,
  url: string,
  check: (status: number, body: string) => boolean,
  ms: number,
) {
  const deadline = Date.now() + ms;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      const body = await response.text();
      if (check(response.status, body)) return body;
      last = `${response.status} ${body.slice(0, 120)}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error(`${label} (${url}) did not answer as expected within ${ms / 1000} s: ${last}`);
}

function containers(): string[] {
  return execFileSync('podman', [
    'ps',
    '--filter',
    `label=io.podman.compose.project=${project}`,
    '--format',
    '{{.Names}}',
  ])
    .toString()
    .split('\n')
    .filter(Boolean);
}

function podmanOut(...args: string[]) {
  return execFileSync('podman', args, { encoding: 'utf8' }).trim();
}

/**
 * A variable of a running container's environment: the stack's own settings, so a stack KEEP_COMPOSE left running,
 * with the secrets of its run, works too.
 */
function containerEnv(container: RegExp, variable: string): string {
  const name = containers().find((candidate) => container.test(candidate));
  if (!name) throw new Error(`the stack has no container ${container} running`);
  const line = podmanOut('inspect', '--format', '{{range .Config.Env}}{{println .}}{{end}}', name)
    .split('\n')
    .find((entry) => entry.startsWith(`${variable}=`));
  if (line === undefined) throw new Error(`${name} has no ${variable}`);
  return line.slice(variable.length + 1);
}

/**
 * The API's database as this machine reaches it: the replicas' own DATABASE_URL, its host the PostgreSQL
 * container's address on the stack's network.
 */
function stackDatabaseUrl(): string {
  const postgres = containers().find((name) => name.includes('_postgres_'));
  if (!postgres) throw new Error('the stack has no PostgreSQL running');
  const url = new URL(containerEnv(/_api_\d+$/, 'DATABASE_URL'));
  url.hostname = podmanOut(
    'inspect',
    '--format',
    '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}',
    postgres,
  );
  return url.toString();
}

let failed = false;
const drillResults: DrillResult[] = [];
try {
  const skipBuild = process.env.COMPOSE_SKIP_BUILD === '1';
  if (!skipBuild && !process.env.BASE_IMAGE && !imageExists('fund-base')) {
    timed('base image (fund-base)', () => run('deploy/podman/build-base.sh', []));
  }
  for (const target of skipBuild ? [] : ['postgres', 'api', 'cms', 'web', 'mail', 'site-builder']) {
    timed(`image fund-${target}`, () => run('deploy/podman/build-images.sh', [target], env));
  }
  if (skipBuild && containers().length > 0)
    console.log(`compose: ${project} is running already, taken as it is`);
  else
    timed('first start (up -d)', () => run(composeCommand, [...composeArgs, '-p', project, 'up', '-d'], env));
  const at = performance.now();
  const readyz = `http://localhost:${ports.portal}/api/readyz`;
  await waitFor('API readiness through nginx', readyz, (status) => status === 200, 240_000);
  durations.push(`start to API ready through nginx: ${((performance.now() - at) / 1000).toFixed(0)} s`);
  await waitFor(
    'site home page',
    `http://localhost:${ports.site}/`,
    (s, body) => s === 200 && body.includes('<html'),
    30_000,
  );
  const login = await waitFor(
    'portal login page',
    `http://localhost:${ports.portal}/auth/login`,
    (s, body) => s === 200 && body.includes('id="root"'),
    30_000,
  );
  const script = login.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  if (!script) throw new Error('The portal login page names no script under /assets/.');
  await waitFor('portal script', `http://localhost:${ports.portal}${script}`, (s) => s === 200, 10_000);
  await waitFor('backoffice', `http://localhost:${ports.backoffice}/`, (s) => s === 200, 10_000);
  await waitFor('CMS health', `http://localhost:${ports.cms}/_health`, (s) => s < 400, 240_000);
  await waitFor('mail viewer', `http://localhost:${ports.mail}/api/healthz`, (s) => s === 200, 30_000);
  // The backup service's health check passes once its first backup is written (at start, once the database answers).
  const backup = containers().find((name) => name.includes('_db-backup_'));
  if (!backup) throw new Error('the db-backup service is not running');
  const firstBackup = performance.now();
  if (!(await healthyWithin(backup, 180_000)))
    throw new Error('no backup written within 180 s (db-backup logs)');
  durations.push(
    `first backup written, seen ${((firstBackup - at) / 1000).toFixed(0)} s after start + ${((performance.now() - firstBackup) / 1000).toFixed(0)} s`,
  );
  console.log(`compose: backups in the volume: ${podmanOut('exec', backup, 'ls', '/var/lib/fund/backups')}`);

  console.log('compose: smoke journey through nginx');
  const journey = await smokeJourney({
    site: `http://localhost:${ports.site}`,
    portal: `http://localhost:${ports.portal}`,
    backoffice: `http://localhost:${ports.backoffice}`,
    cms: `http://localhost:${ports.cms}`,
    databaseUrl: stackDatabaseUrl(),
    cmsAdmin: {
      email: containerEnv(/_cms_\d+$/, 'CMS_ADMIN_EMAIL'),
      password: containerEnv(/_cms_\d+$/, 'CMS_ADMIN_PASSWORD'),
    },
  });
  for (const step of journey) durations.push(`smoke ${step.name}: ${step.seconds.toFixed(1)} s`);
  // podman runs health checks from systemd timers; without systemd they run here, once each.
  for (const name of containers()) {
    const health = spawnSync('podman', ['healthcheck', 'run', name], { encoding: 'utf8' });
    const state = health.status === 0 ? 'healthy' : `UNHEALTHY ${(health.stdout + health.stderr).trim()}`;
    console.log(`  ${name}: ${state}`);
    if (health.status !== 0) failed = true;
  }
  console.log(
    'compose: the site, the portal, the back office and the API answer through nginx; the journey held',
  );

  const wanted = (process.env.DRILLS ?? '').split(',').filter(Boolean);
  const names = wanted.includes('all') ? Object.keys(drills) : wanted;
  const unknown = names.filter((name) => !drills[name]);
  if (unknown.length)
    throw new Error(`unknown drill(s) ${unknown.join(', ')}: ${Object.keys(drills).join(', ')}`);
  const stack: ComposeStack = {
    portalUrl: `http://localhost:${ports.portal}`,
    databaseUrl: names.length ? stackDatabaseUrl() : '',
    containers,
  };
  for (const name of names) {
    console.log(`\n▸ drill ${name}`);
    const drillStarted = performance.now();
    const result = await drills[name]!(stack);
    durations.push(`drill ${name}: ${((performance.now() - drillStarted) / 1000).toFixed(0)} s`);
    for (const line of result.lines) console.log(`  ${line}`);
    console.log(`  ${result.held ? 'held' : 'DID NOT HOLD'}`);
    drillResults.push(result);
    if (!result.held) failed = true;
  }
} catch (error) {
  failed = true;
  console.error(`compose: ${(error as Error).message}`);
  spawnSync('podman', ['ps', '-a', '--filter', `label=io.podman.compose.project=${project}`], {
    stdio: 'inherit',
  });
} finally {
  if (process.env.KEEP_COMPOSE !== '1') {
    spawnSync(composeCommand, [...composeArgs, '-p', project, 'down', '-v'], {
      cwd: repoRoot,
      env,
      stdio: 'ignore',
    });
    spawnSync('podman', ['network', 'rm', network], { stdio: 'ignore' });
  }
  console.log(`\ncompose durations:\n  ${durations.join('\n  ')}`);
  console.log(`  total: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  for (const r of drillResults) console.log(`  ${r.held ? '✓' : '✗'} ${r.name}`);
}
process.exitCode = failed ? 1 : 0;
