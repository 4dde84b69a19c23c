import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './settings.ts';

export interface BuildSpec {
  name: string;
  /** Folders and files whose content decides the output, relative to the repository. */
  inputs: string[];
  /** The folder the build writes (relative to the repository, or absolute); its stamp file records what it was built from. */
  output: string;
  /** Environment values baked into the output. */
  bakedEnv?: Record<string, string>;
}

const skipped = new Set([
  'node_modules',
  'dist',
  'build',
  '.astro',
  '.strapi',
  '.cache',
  '.tmp',
  'coverage',
  'uploads',
]);
const stampName = '.build-stamp';

function* filesUnder(entry: string): Generator<string> {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    yield entry;
    return;
  }
  for (const child of readdirSync(entry).sort()) {
    if (skipped.has(child) || child.endsWith('.test.ts') || child.endsWith('.test.tsx')) continue;
    yield* filesUnder(path.join(entry, child));
  }
}

/** A digest of every input file's content and the baked environment: a build is current when it matches. */
export function inputDigest(spec: BuildSpec): string {
  const hash = createHash('sha256');
  for (const input of spec.inputs) {
    for (const file of filesUnder(path.join(repoRoot, input))) {
      hash.update(path.relative(repoRoot, file));
      hash.update(readFileSync(file));
    }
  }
  hash.update(JSON.stringify(spec.bakedEnv ?? {}));
  return hash.digest('hex');
}

export function isBuildCurrent(spec: BuildSpec, digest = inputDigest(spec)): boolean {
  const stamp = path.resolve(repoRoot, spec.output, stampName);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === digest;
}

export function markBuilt(spec: BuildSpec, digest: string): void {
  writeFileSync(path.resolve(repoRoot, spec.output, stampName), digest);
}
