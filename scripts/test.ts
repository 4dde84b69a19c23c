import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './stack/settings.ts';
import { playwrightFailures, vitestFailures } from './test-failures.ts';

// `npm test`: every workspace's unit and API suites, then the browser journeys against a stack it starts itself.
const chromium = '/usr/bin/chromium';
// Debian's PostgreSQL 15, for the backup tests: its pg_dump and pg_restore are those of the compose topology's
// database image, and the embedded PostgreSQL ships none.
const debianPgDump = '/usr/lib/postgresql/15/bin/pg_dump';
const reports = path.join(repoRoot, '.data/test-reports');
const stages: { name: string; seconds: number; passed: number; failed: number }[] = [];
const failures: string[] = [];

function ensureSystemPackages(): void {
  const fontsInstalled = spawnSync('dpkg', ['-s', 'fonts-thai-tlwg'], { stdio: 'ignore' }).status === 0;
  if (existsSync(chromium) && fontsInstalled && existsSync(debianPgDump)) return;
  // No cluster of Debian's own on 5432: the tests start theirs in temporary folders.
  const noMainCluster =
    'mkdir -p /etc/postgresql-common/createcluster.d && echo "create_main_cluster = false" ' +
    '> /etc/postgresql-common/createcluster.d/no-main-cluster.conf';
  const command = `${noMainCluster} && apt-get update && apt-get install -y chromium fonts-thai-tlwg postgresql-15`;
  if (process.getuid?.() !== 0) {
    console.error(
      `✖ The tests need Debian's Chromium, Thai fonts and PostgreSQL 15. Run:\n  sudo sh -c '${command}'`,
    );
    process.exit(1);
  }
  console.log(`▸ Installing Chromium, Thai fonts and PostgreSQL 15: ${command}`);
  const result = spawnSync('sh', ['-c', command], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0 || !existsSync(chromium) || !existsSync(debianPgDump)) {
    console.error('✖ Installing the system packages failed; see the output above.');
    process.exit(1);
  }
}

function stage(
  name: string,
  script: string,
  args: string[],
  counts: () => { passed: number; failed: number },
) {
  console.log(`\n▸ ${name}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [script, ...args], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: process.env,
  });
  let { passed, failed } = { passed: 0, failed: 0 };
  try {
    ({ passed, failed } = counts());
  } catch {
    failed = 1;
  }
  // A runner that crashed before reporting still counts as a failure.
  if (result.status !== 0 && failed === 0) failed = 1;
  stages.push({ name, seconds: (Date.now() - started) / 1000, passed, failed });
}

ensureSystemPackages();
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitestReport = path.join(reports, 'vitest.json');
stage(
  'Unit and API tests (vitest, every workspace)',
  'node_modules/vitest/vitest.mjs',
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  () => {
    const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
    // Counted by what failed: vitest's own count of failed suites counts a file and each describe around a failed test.
    const failed = vitestFailures(report, repoRoot);
    failures.push(...failed);
    return { passed: report.numPassedTests, failed: failed.length };
  },
);

const playwrightReport = path.join(reports, 'playwright.json');
process.env.PLAYWRIGHT_JSON_OUTPUT_NAME = playwrightReport;
stage(
  'Browser journeys (Playwright in Chromium)',
  'node_modules/@playwright/test/cli.js',
  ['test', '-c', 'e2e/playwright.config.ts'],
  () => {
    const report = JSON.parse(readFileSync(playwrightReport, 'utf8'));
    failures.push(...playwrightFailures(report));
    return { passed: report.stats.expected, failed: report.stats.unexpected + report.stats.flaky };
  },
);

console.log('\nStage durations:');
for (const s of stages)
  console.log(`  ${s.name}: ${s.seconds.toFixed(0)} s, ${s.passed} passed, ${s.failed} failed`);
if (failures.length > 0) {
  console.log('\nFailed:');
  for (const failure of failures) console.log(`  ✖ ${failure}`);
}
const passed = stages.reduce((sum, s) => sum + s.passed, 0);
const failed = stages.reduce((sum, s) => sum + s.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
