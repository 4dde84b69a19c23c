import { defaultHeartbeatFile, heartbeatStaleSeconds, isHeartbeatFresh } from './platform/heartbeat.ts';

/**
 * The worker's health check (compose runs it inside the worker's container): exits 0 while the worker's loop has
 * beaten recently, 1 otherwise. Reads only WORKER_HEARTBEAT_FILE, so it needs neither the database nor the rest of
 * the settings.
 */
const file = process.env.WORKER_HEARTBEAT_FILE || defaultHeartbeatFile;
const fresh = await isHeartbeatFresh(file);
if (!fresh) console.error(`worker: no heartbeat in ${file} within ${heartbeatStaleSeconds} s`);
process.exit(fresh ? 0 : 1);
