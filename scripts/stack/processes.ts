import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ChildSpec {
  name: string;
  /** A JavaScript or TypeScript entry run with this Node, so no npm wrapper stands between us and the child. */
  script: string;
  args?: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
}

export function tailOf(file: string, lines = 15): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

/**
 * The stack's child processes. Each writes to its own log file; each runs in its own process group, so
 * Ctrl-C reaches only the starter, which then stops them in order and waits for them.
 */
export class Children {
  readonly #logDir: string;
  readonly #running = new Map<string, ChildProcess>();
  #stopping = false;
  onCrash: (name: string, code: number | null, logFile: string) => void = () => {};

  constructor(logDir: string) {
    this.#logDir = logDir;
    mkdirSync(logDir, { recursive: true });
  }

  logFile(name: string): string {
    return path.join(this.#logDir, `${name}.log`);
  }

  start(spec: ChildSpec): ChildProcess {
    const logFile = this.logFile(spec.name);
    const log = createWriteStream(logFile, { flags: 'a' });
    const child = spawn(process.execPath, [spec.script, ...(spec.args ?? [])], {
      cwd: spec.cwd,
      env: spec.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    this.#running.set(spec.name, child);
    child.once('exit', (code) => {
      this.#running.delete(spec.name);
      log.end();
      if (!this.#stopping) this.onCrash(spec.name, code, logFile);
    });
    return child;
  }

  /** Runs a command to completion (a build), its output in the log file; resolves with the exit code. */
  run(spec: ChildSpec): Promise<number> {
    return new Promise((resolve) => {
      const logFile = this.logFile(spec.name);
      const log = createWriteStream(logFile, { flags: 'w' });
      const child = spawn(process.execPath, [spec.script, ...(spec.args ?? [])], {
        cwd: spec.cwd,
        env: spec.env,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      this.#running.set(spec.name, child);
      child.stdout?.pipe(log, { end: false });
      child.stderr?.pipe(log, { end: false });
      child.once('exit', (code) => {
        this.#running.delete(spec.name);
        log.end(() => resolve(code ?? 1));
      });
    });
  }

  /** SIGTERM to every group, then SIGKILL to whatever is still there after the grace period. */
  async stopAll(graceMs = 10_000): Promise<void> {
    this.#stopping = true;
    const children = [...this.#running.values()];
    const exits = children.map(
      (child) =>
        new Promise<void>((resolve) =>
          child.exitCode !== null ? resolve() : child.once('exit', () => resolve()),
        ),
    );
    for (const child of children) signalGroup(child, 'SIGTERM');
    const timer = setTimeout(() => {
      for (const child of children) signalGroup(child, 'SIGKILL');
    }, graceMs);
    await Promise.all(exits);
    clearTimeout(timer);
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}
