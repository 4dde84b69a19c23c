import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { BuildStep } from './apps.ts';
import { inputDigest, isBuildCurrent, markBuilt } from './builds.ts';
import { cmsContentFingerprint } from './content-fingerprint.ts';
import type { Children } from './processes.ts';
import { tailOf } from './processes.ts';
import { repoRoot } from './settings.ts';

const debounceMs = 3_000;

/**
 * Builds the static site from the CMS content, and rebuilds it when editors publish. A rebuild is written
 * beside the live output and swapped in, so visitors never see a half-written site; requests that arrive
 * during a build are folded into one more build afterwards.
 */
export class SiteBuilder {
  readonly #step: BuildStep;
  readonly #children: Children;
  readonly #env: NodeJS.ProcessEnv;
  readonly #cmsDatabaseUrl: string;
  readonly #progress: (line: string) => void;
  #timer: NodeJS.Timeout | null = null;
  #building: Promise<void> | null = null;
  #again = false;

  constructor(options: {
    step: BuildStep;
    children: Children;
    env: NodeJS.ProcessEnv;
    cmsDatabaseUrl: string;
    progress: (line: string) => void;
  }) {
    this.#step = options.step;
    this.#children = options.children;
    this.#env = options.env;
    this.#cmsDatabaseUrl = options.cmsDatabaseUrl;
    this.#progress = options.progress;
  }

  async #spec() {
    const content = await cmsContentFingerprint(this.#cmsDatabaseUrl);
    return { ...this.#step, bakedEnv: { ...this.#step.bakedEnv, CMS_CONTENT: content } };
  }

  /** Builds when the sources, the baked settings or the content changed since the last build. */
  async buildIfStale(): Promise<void> {
    const spec = await this.#spec();
    const digest = inputDigest(spec);
    if (isBuildCurrent(spec, digest)) {
      this.#progress('site: build is current');
      return;
    }
    await this.#build(spec, digest);
  }

  requestRebuild(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.#rebuildNow();
    }, debounceMs);
  }

  async #rebuildNow(): Promise<void> {
    if (this.#building) {
      this.#again = true;
      return;
    }
    this.#building = (async () => {
      try {
        const spec = await this.#spec();
        await this.#build(spec, inputDigest(spec));
      } catch (error) {
        this.#progress(`site: rebuild failed, the previous site stays live: ${String(error).slice(0, 500)}`);
      }
    })();
    await this.#building;
    this.#building = null;
    if (this.#again) {
      this.#again = false;
      await this.#rebuildNow();
    }
  }

  async #build(spec: BuildStep, digest: string): Promise<void> {
    const live = path.join(repoRoot, spec.output);
    const next = `${live}-next`;
    rmSync(next, { recursive: true, force: true });
    this.#progress('site: building from the CMS content…');
    const started = Date.now();
    const code = await this.#children.run({
      name: 'build-site',
      script: spec.script,
      args: spec.args,
      cwd: spec.cwd,
      env: { ...this.#env, ...spec.bakedEnv, SITE_OUT_DIR: next },
    });
    if (code !== 0) {
      throw new Error(`the site failed to build:\n${tailOf(this.#children.logFile('build-site'), 25)}`);
    }
    const old = `${live}-old`;
    rmSync(old, { recursive: true, force: true });
    if (existsSync(live)) renameSync(live, old);
    renameSync(next, live);
    rmSync(old, { recursive: true, force: true });
    markBuilt(spec, digest);
    this.#progress(`site: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
