import { createHash, timingSafeEqual } from 'node:crypto';
import { readlinkSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { precompress } from '../precompress.ts';
import { siteBuildStep } from './apps.ts';
import { Children } from './processes.ts';
import { SiteBuilder, symlinkedBuilds } from './site-builder.ts';

/**
 * The compose topology's site builder (docker-compose.yml `site-builder`, deploy/README.md): builds the static site
 * from the CMS as `npm start` does (SiteBuilder), into the volume nginx serves the site from (SITE_BUILDS_DIR), each
 * build swapped in whole. It builds at start when the CMS content or the site's sources changed since the live
 * build, trying again until the CMS and the API answer, then whenever the CMS asks: `POST /rebuild` with the
 * `x-rebuild-token` header (SITE_REBUILD_TOKEN), which the CMS sends after every change the site shows. Until its
 * first build nginx serves the build baked into its image. `GET /healthz` answers 200 with the live build, or 503
 * while the last build failed (the previous one stays live).
 */

const env = process.env;

function required(name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is required (deploy/README.md, the site builder)`);
  return value;
}

const rebuildToken = required('SITE_REBUILD_TOKEN');
const cmsDatabaseUrl = required('CMS_DATABASE_URL');
const root = env.SITE_BUILDS_DIR?.trim() || '/srv/site-live';
const port = Number(env.SITE_BUILDER_PORT ?? 4321);
const retryMs = Number(env.SITE_BUILD_RETRY_SECONDS ?? 15) * 1000;

function log(level: 'info' | 'warn' | 'error', msg: string) {
  console.log(JSON.stringify({ time: new Date().toISOString(), level, service: 'site-builder', msg }));
}

const builder = new SiteBuilder({
  step: siteBuildStep(
    env.SITE_URL?.trim() || 'http://localhost:3003',
    env.PUBLIC_PORTAL_URL?.trim() || 'http://localhost:3001',
  ),
  children: new Children(path.join(tmpdir(), 'site-builder-logs')),
  cmsDatabaseUrl,
  // CMS_URL, CMS_PUBLIC_URL, CMS_BUILD_TOKEN_FILE and API_URL reach the build from this environment.
  env: { ...env, NODE_ENV: 'production' },
  progress: (line) => log(line.includes('failed') ? 'error' : 'info', line),
  output: symlinkedBuilds(root, async (build) => {
    await precompress(build);
  }),
  // The CMS also asks after its first start's seed, which the start's build has read already.
  onlyWhenStale: true,
});

// Requests that arrive before the start's build has gone through are kept for one rebuild after it.
let started = false;
let requestedMeanwhile = false;

const digest = (value: string) => createHash('sha256').update(value).digest();
const tokenMatches = (given: string | undefined) =>
  given !== undefined && timingSafeEqual(digest(given), digest(rebuildToken));

function liveBuild(): string | null {
  try {
    return path.basename(readlinkSync(path.join(root, 'current')));
  } catch {
    return null;
  }
}

function answer(res: ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

function handle(req: IncomingMessage, res: ServerResponse) {
  if (req.method === 'POST' && req.url === '/rebuild') {
    req.resume();
    if (!tokenMatches(req.headers['x-rebuild-token'] as string | undefined)) {
      answer(res, 403);
      return;
    }
    if (started) builder.requestRebuild();
    else requestedMeanwhile = true;
    answer(res, 202);
    return;
  }
  if (req.method === 'GET' && req.url === '/healthz') {
    const last = builder.lastBuild;
    answer(res, last && !last.ok ? 503 : 200, { live: liveBuild(), lastBuild: last });
    return;
  }
  answer(res, 404);
}

createServer(handle).listen(port, () => log('info', `listening on ${port}; builds in ${root}`));

const cmsUrl = (env.CMS_URL?.trim() || 'http://localhost:1337').replace(/\/+$/, '');
const cmsAnswers = () =>
  fetch(`${cmsUrl}/_health`, { signal: AbortSignal.timeout(5000) }).then(
    (res) => res.status < 400,
    () => false,
  );

// No build is tried before the CMS answers (it takes minutes to start): each would fail after a few seconds' work.
let attempt = 0;
while (!started) {
  if (await cmsAnswers()) {
    attempt += 1;
    try {
      await builder.buildIfStale();
      started = true;
      break;
    } catch (error) {
      log('warn', `site: build ${attempt} failed, trying again in ${retryMs / 1000} s: ${String(error)}`);
    }
  } else if (attempt === 0) {
    log('info', `waiting for the CMS at ${cmsUrl}`);
  }
  await new Promise((resolve) => setTimeout(resolve, retryMs));
}
if (requestedMeanwhile) builder.requestRebuild();
