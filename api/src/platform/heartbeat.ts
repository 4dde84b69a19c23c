import { stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where the worker beats unless WORKER_HEARTBEAT_FILE names another file. */
export const defaultHeartbeatFile = path.join(tmpdir(), 'fund-worker-heartbeat');

/** The worker's loop touches its heartbeat at most this often. */
export const heartbeatEverySeconds = 15;
/** Older than this, the worker is stuck or gone: several beats were missed, not one slow round. */
export const heartbeatStaleSeconds = 120;

/** Marks the worker alive now: creates the file the first time, then only moves its time. */
export async function beat(file: string, now = new Date()): Promise<void> {
  try {
    await utimes(file, now, now);
  } catch {
    await writeFile(file, `${process.pid}\n`);
    await utimes(file, now, now);
  }
}

/** Whether the last beat is recent enough; a missing file is a worker that never started its loop. */
export async function isHeartbeatFresh(file: string, now = new Date()): Promise<boolean> {
  try {
    const { mtime } = await stat(file);
    return now.getTime() - mtime.getTime() <= heartbeatStaleSeconds * 1000;
  } catch {
    return false;
  }
}
