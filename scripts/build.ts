import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// `npm run build`: the production build of every front end, as the images build them: the portal, the back office,
// the site and the CMS admin (the API and the worker run from their TypeScript sources and need no build). The site
// is built from the committed content fixture unless CMS_URL names a CMS to read (SITE_CONTENT_FIXTURE, when set,
// wins, as in the site's own build). Each step is its workspace's own `build` script; the first failure stops it.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', STRAPI_TELEMETRY_DISABLED: 'true' };
if (!env.SITE_CONTENT_FIXTURE && !env.CMS_URL) env.SITE_CONTENT_FIXTURE = 'test/fixtures/content';

const steps = ['portal', 'backoffice', 'site', 'cms'];
const durations: string[] = [];
for (const workspace of steps) {
  console.log(`\n▸ ${workspace}`);
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: repoRoot,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`\n${workspace} failed to build (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
  durations.push(`${workspace} ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
console.log(`\nbuilt: ${durations.join(', ')}`);
