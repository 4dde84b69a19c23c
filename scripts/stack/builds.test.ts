import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSteps } from './apps.ts';
import type { BuildSpec } from './builds.ts';
import { inputDigest, isBuildCurrent, markBuilt } from './builds.ts';
import { repoRoot } from './settings.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function fixture(): BuildSpec {
  const dir = mkdtempSync(path.join(repoRoot, '.tmp-build-'));
  made.push(dir);
  const name = path.relative(repoRoot, dir);
  mkdirSync(path.join(dir, 'src'));
  mkdirSync(path.join(dir, 'dist'));
  writeFileSync(path.join(dir, 'src/a.ts'), 'export const a = 1;');
  return { name, inputs: [name], output: `${name}/dist`, bakedEnv: { URL: 'x' } };
}

describe('build currency', () => {
  it('a build with no stamp is stale; once marked it is current', () => {
    const spec = fixture();
    expect(isBuildCurrent(spec)).toBe(false);
    markBuilt(spec, inputDigest(spec));
    expect(isBuildCurrent(spec)).toBe(true);
  });

  it('a changed source, a baked value or a deleted output makes it stale again', () => {
    const spec = fixture();
    markBuilt(spec, inputDigest(spec));
    writeFileSync(path.join(repoRoot, spec.name, 'src/a.ts'), 'export const a = 2;');
    expect(isBuildCurrent(spec)).toBe(false);
    markBuilt(spec, inputDigest(spec));
    expect(isBuildCurrent({ ...spec, bakedEnv: { URL: 'y' } })).toBe(false);
    rmSync(path.join(repoRoot, spec.output), { recursive: true });
    expect(isBuildCurrent(spec)).toBe(false);
  });

  it('the output folder and test files do not count as inputs', () => {
    const spec = fixture();
    const before = inputDigest(spec);
    writeFileSync(path.join(repoRoot, spec.output, 'bundle.js'), 'x');
    writeFileSync(path.join(repoRoot, spec.name, 'src/a.test.ts'), 'x');
    expect(inputDigest(spec)).toBe(before);
  });
});

describe('the front ends’ build inputs', () => {
  it('include every workspace package each one depends on, so a change to a shared package rebuilds it', () => {
    const steps = buildSteps({ api: 1, site: 2, portal: 3, backoffice: 4, cms: 5 } as never);
    for (const app of ['portal', 'backoffice', 'site'] as const) {
      const manifest = JSON.parse(readFileSync(path.join(repoRoot, app, 'package.json'), 'utf8'));
      const packages = Object.keys(manifest.dependencies ?? {})
        .filter((name) => name.startsWith('@fund/'))
        .map((name) => `packages/${name.slice('@fund/'.length)}/src`);
      expect(packages.length, app).toBeGreaterThan(0);
      expect(steps[app].inputs, app).toEqual(expect.arrayContaining(packages));
    }
  });
});
