import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { precompress } from '../precompress.ts';
import type { BuildStep } from './apps.ts';
import { inputDigest, isBuildCurrent, markBuilt } from './builds.ts';
import { cmsContentFingerprint } from './content-fingerprint.ts';
import type { Children } from './processes.ts';
import { tailOf } from './processes.ts';
import { repoRoot } from './settings.ts';

const debounceMs = 3_000;

/** Where site builds are written, and how a finished one goes live without visitors seeing a half-written site. */
export interface SiteOutput {
  /** The live build's folder: its stamp says what it was built from. */
  live: string;
  /** An empty folder for the next build. */
  next(): string;
  /** Makes the finished build in `next` the live one. */
  swapIn(next: string): Promise<void>;
}

/**
 * `npm start`'s: the build is written beside the live folder and renamed into its place (the local static server
 * reads each file as it is asked for, so the moment between the two renames is all it could miss). `prepare` runs on
 * a finished build before it goes live (the precompressed files the static server sends).
 */
export function besideLiveFolder(live: string, prepare: (build: string) => Promise<void>): SiteOutput {
  return {
    live,
    next: () => {
      const next = `${live}-next`;
      rmSync(next, { recursive: true, force: true });
      return next;
    },
    swapIn: async (next) => {
      await prepare(next);
      const old = `${live}-old`;
      rmSync(old, { recursive: true, force: true });
      if (existsSync(live)) renameSync(live, old);
      renameSync(next, live);
      rmSync(old, { recursive: true, force: true });
    },
  };
}

/**
 * The compose topology's (the `site-builder` service, deploy/README.md): every build in a folder of its own under
 * `root/builds`, and `root/current` a symbolic link to the live one, replaced by a rename, which is atomic: nginx
 * reads each request's file through the link, so it serves the old build or the new one, never a mixture.
 * `prepare` runs on a finished build before it goes live (nginx's precompressed files). The build before the live
 * one is kept, so a page a visitor loaded just before the swap still finds its hashed scripts and styles.
 */
export function symlinkedBuilds(root: string, prepare: (build: string) => Promise<void>): SiteOutput {
  const builds = path.join(root, 'builds');
  const live = path.join(root, 'current');
  return {
    live,
    next: () => {
      mkdirSync(builds, { recursive: true });
      const next = path.join(builds, new Date().toISOString().replace(/[-:.]/g, ''));
      rmSync(next, { recursive: true, force: true });
      return next;
    },
    swapIn: async (next) => {
      await prepare(next);
      const link = path.join(root, `.current-${process.pid}`);
      rmSync(link, { force: true });
      symlinkSync(path.relative(root, next), link);
      renameSync(link, live);
      const keep = new Set([path.basename(next)]);
      const previous = readdirSync(builds)
        .filter((name) => !keep.has(name))
        .sort()
        .pop();
      if (previous) keep.add(previous);
      for (const name of readdirSync(builds)) {
        if (!keep.has(name)) rmSync(path.join(builds, name), { recursive: true, force: true });
      }
    },
  };
}

export interface BuildOutcome {
  ok: boolean;
  finishedAt: Date;
  seconds: number;
}

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
  readonly #output: SiteOutput;
  readonly #onlyWhenStale: boolean;
  #lastBuild: BuildOutcome | null = null;
  #timer: NodeJS.Timeout | null = null;
  #building: Promise<void> | null = null;
  #again = false;

  constructor(options: {
    step: BuildStep;
    children: Children;
    env: NodeJS.ProcessEnv;
    cmsDatabaseUrl: string;
    progress: (line: string) => void;
    /** Where builds go and how they go live: by default beside the step's output folder, renamed into its place. */
    output?: SiteOutput;
    /** Rebuild requests that find the content and sources unchanged since the live build build nothing. */
    onlyWhenStale?: boolean;
  }) {
    this.#step = options.step;
    this.#children = options.children;
    this.#env = options.env;
    this.#cmsDatabaseUrl = options.cmsDatabaseUrl;
    this.#progress = options.progress;
    this.#output =
      options.output ??
      besideLiveFolder(path.resolve(repoRoot, options.step.output), async (build) => {
        await precompress(build);
      });
    this.#onlyWhenStale = options.onlyWhenStale ?? false;
  }

  async #spec(): Promise<BuildStep> {
    const content = await cmsContentFingerprint(this.#cmsDatabaseUrl);
    return {
      ...this.#step,
      output: this.#output.live,
      bakedEnv: { ...this.#step.bakedEnv, CMS_CONTENT: content },
    };
  }

  /** How the last build ended (null before the first): the compose site builder's health answer names it. */
  get lastBuild(): BuildOutcome | null {
    return this.#lastBuild;
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
        const digest = inputDigest(spec);
        if (this.#onlyWhenStale && isBuildCurrent(spec, digest)) this.#progress('site: build is current');
        else await this.#build(spec, digest);
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
    const next = this.#output.next();
    this.#progress('site: building from the CMS content…');
    const started = Date.now();
    const code = await this.#children.run({
      name: 'build-site',
      script: spec.script,
      args: spec.args,
      cwd: spec.cwd,
      env: { ...this.#env, ...spec.bakedEnv, SITE_OUT_DIR: next },
    });
    const outcome = (ok: boolean) => ({ ok, finishedAt: new Date(), seconds: (Date.now() - started) / 1000 });
    if (code !== 0) {
      this.#lastBuild = outcome(false);
      rmSync(next, { recursive: true, force: true });
      throw new Error(`the site failed to build:\n${tailOf(this.#children.logFile('build-site'), 25)}`);
    }
    markBuilt({ ...spec, output: next }, digest);
    await this.#output.swapIn(next);
    this.#lastBuild = outcome(true);
    this.#progress(`site: built in ${this.#lastBuild.seconds.toFixed(1)} s`);
  }
}
