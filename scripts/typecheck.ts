import { spawnSync } from 'node:child_process';
import { repoRoot } from './stack/settings.ts';

// One TypeScript base config, checked per workspace (each has its own module and DOM settings).
const projects = ['.', 'packages/domain', 'packages/ui', 'api', 'portal', 'backoffice', 'site', 'cms', 'e2e'];
let failed = false;
for (const project of projects) {
  const result = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project, '--noEmit'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  console.log(`${result.status === 0 ? '✔' : '✖'} ${project}`);
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
