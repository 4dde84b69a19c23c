import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { besideLiveFolder, symlinkedBuilds } from './site-builder.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scratch() {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-output-'));
  made.push(dir);
  return dir;
}

/** A finished build of one page saying `text`. */
function writeBuild(folder: string, text: string) {
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'index.html'), text);
}

describe('symlinked builds (the compose site builder)', () => {
  it('serves each build through `current`, prepared before it goes live', async () => {
    const root = scratch();
    const prepared: string[] = [];
    const output = symlinkedBuilds(root, async (build) => {
      prepared.push(readFileSync(path.join(build, 'index.html'), 'utf8'));
    });
    expect(existsSync(output.live)).toBe(false);

    const first = output.next();
    writeBuild(first, 'first');
    await output.swapIn(first);
    expect(readFileSync(path.join(output.live, 'index.html'), 'utf8')).toBe('first');
    // A relative link: nginx mounts the volume elsewhere than the builder does.
    expect(path.isAbsolute(readlinkSync(output.live))).toBe(false);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = output.next();
    writeBuild(second, 'second');
    await output.swapIn(second);
    expect(readFileSync(path.join(output.live, 'index.html'), 'utf8')).toBe('second');
    expect(prepared).toEqual(['first', 'second']);
  });

  it('keeps the live build and the one before it, and removes older ones', async () => {
    const root = scratch();
    const output = symlinkedBuilds(root, async () => {});
    const builds: string[] = [];
    for (const text of ['one', 'two', 'three']) {
      const next = output.next();
      writeBuild(next, text);
      await output.swapIn(next);
      builds.push(path.basename(next));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(readdirSync(path.join(root, 'builds')).sort()).toEqual(builds.slice(1));
    expect(readdirSync(root).sort()).toEqual(['builds', 'current']);
  });
});

describe('beside the live folder (npm start)', () => {
  it('renames the new build into the live folder once it is prepared', async () => {
    const live = path.join(scratch(), 'dist');
    writeBuild(live, 'old');
    const output = besideLiveFolder(live, async (build) => {
      writeFileSync(path.join(build, 'index.html.br'), 'prepared');
    });
    const next = output.next();
    writeBuild(next, 'new');
    await output.swapIn(next);
    expect(readFileSync(path.join(live, 'index.html'), 'utf8')).toBe('new');
    expect(readFileSync(path.join(live, 'index.html.br'), 'utf8')).toBe('prepared');
    expect(existsSync(next)).toBe(false);
    expect(existsSync(`${live}-old`)).toBe(false);
  });
});
