import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// `npm run test:compose`: builds the production topology's images (docker-compose.yml) with podman, starts it
// under its own project name and host ports, checks it through nginx (the site's home page, the portal's login
// page and one of its scripts, the API's readiness), runs every container's health check, then stops it and
// removes its volumes. KEEP_COMPOSE=1 leaves it running; COMPOSE_COMMAND picks the compose tool
// (default podman-compose); BASE_IMAGE picks the base (fund-base is built from Debian's packages when missing).
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
  PORTAL_PORT: String(ports.portal),
  BACKOFFICE_PORT: String(ports.backoffice),
  SITE_PORT: String(ports.site),
  MAIL_VIEWER_PORT: String(ports.mail),
  CMS_HOST_PORT: String(ports.cms),
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

let failed = false;
try {
  if (!process.env.BASE_IMAGE && !imageExists('fund-base')) {
    timed('base image (fund-base)', () => run('deploy/podman/build-base.sh', []));
  }
  for (const target of ['postgres', 'api', 'cms', 'web']) {
    timed(`image fund-${target}`, () => run('deploy/podman/build-images.sh', [target]));
  }
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
  // podman runs health checks from systemd timers; without systemd they run here, once each.
  for (const name of containers()) {
    const health = spawnSync('podman', ['healthcheck', 'run', name], { encoding: 'utf8' });
    const state = health.status === 0 ? 'healthy' : `UNHEALTHY ${(health.stdout + health.stderr).trim()}`;
    console.log(`  ${name}: ${state}`);
    if (health.status !== 0) failed = true;
  }
  console.log('compose: the site, the portal login page and /api/readyz answer through nginx');
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
}
process.exitCode = failed ? 1 : 0;
