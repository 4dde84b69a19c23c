import { spawnSync } from 'node:child_process';
import { mkdtempSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { beat, isHeartbeatFresh } from './heartbeat.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'heartbeat-test-'));
const healthCheck = fileURLToPath(new URL('../worker-health.ts', import.meta.url));
const check = (file: string) =>
  spawnSync(process.execPath, [healthCheck], {
    env: { PATH: process.env.PATH ?? '', WORKER_HEARTBEAT_FILE: file },
    encoding: 'utf8',
  });

describe("the worker's heartbeat", () => {
  it('is fresh just after a beat and stale once two minutes have passed without one', async () => {
    const file = path.join(folder, 'beating');
    expect(await isHeartbeatFresh(file)).toBe(false);
    await beat(file);
    expect(await isHeartbeatFresh(file)).toBe(true);
    const now = new Date();
    expect(await isHeartbeatFresh(file, new Date(now.getTime() + 119_000))).toBe(true);
    expect(await isHeartbeatFresh(file, new Date(now.getTime() + 121_000))).toBe(false);
  });

  it('the health check passes on a recent beat and fails on an old or missing one', async () => {
    const file = path.join(folder, 'checked');
    expect(check(file).status).toBe(1);
    await beat(file);
    expect(check(file).status).toBe(0);
    const old = new Date(Date.now() - 180_000);
    utimesSync(file, old, old);
    const stale = check(file);
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain('no heartbeat');
  });
});
