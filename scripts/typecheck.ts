import { spawnSync } from 'node:child_process';
import { repoRoot } from './stack/settings.ts';

// One TypeScript base config, checked per workspace (each has its own module and DOM settings).
const projects = [
  '.',
  'packages/domain',
  'packages/messages',
  'packages/contract',
  'packages/ui',
  'api',
  'portal',
  'backoffice',
  'site',
  'cms',
  'e2e',
];
let failed = false;

// Astro generates the content collections' types; from the committed fixture, so no CMS needs to run.
const sync = spawnSync(process.execPath, ['../node_modules/astro/bin/astro.mjs', 'sync'], {
  cwd: `${repoRoot}/site`,
  stdio: 'inherit',
  env: { ...process.env, SITE_CONTENT_FIXTURE: 'test/fixtures/content' },
});
if (sync.status !== 0) failed = true;

for (const project of projects) {
  const result = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project, '--noEmit'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  console.log(`${result.status === 0 ? '✔' : '✖'} ${project}`);
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
