import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ChaosDatabase, type ScenarioResult, sleep } from '../api/chaos/chaos-context.ts';
import { load } from '../api/chaos/load.ts';
import { postgresRestart } from '../api/chaos/postgres-restart.ts';
import { settlementKill } from '../api/chaos/settlement-kill.ts';
import { workerKill } from '../api/chaos/worker-kill.ts';
import { freePort } from './stack/ports.ts';
import { startEmbeddedPostgres } from './stack/postgres.ts';

// `npm run chaos`: faults the system must survive, each run against a real PostgreSQL of its own, printing what
// held. CHAOS_ONLY=settlement|restart|worker|load runs one. Exits 1 when anything did not hold.
const scenarios: Record<string, (db: ChaosDatabase) => Promise<ScenarioResult>> = {
  settlement: settlementKill,
  restart: postgresRestart,
  worker: workerKill,
  load,
};

const only = process.env.CHAOS_ONLY;
const dataDir = await mkdtemp(path.join(tmpdir(), 'chaos-pg-'));
const port = await freePort();
let postgres = await startEmbeddedPostgres({ dataDir, port, persistent: true });
const database: ChaosDatabase = {
  url: (name) => postgres.url(name),
  ensureDatabase: (name, template) => postgres.ensureDatabase(name, template),
  dropDatabase: (name) => postgres.dropDatabase(name),
  async restart(downMs) {
    await postgres.stop();
    await sleep(downMs);
    postgres = await startEmbeddedPostgres({ dataDir, port, persistent: true });
  },
};
const results: ScenarioResult[] = [];
try {
  for (const [key, run] of Object.entries(scenarios)) {
    if (only && only !== key) continue;
    const started = performance.now();
    console.log(`\n▸ ${key}`);
    const result = await run(database);
    for (const line of result.lines) console.log(`  ${line}`);
    console.log(
      `  ${result.held ? 'held' : 'DID NOT HOLD'} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );
    results.push(result);
  }
} finally {
  await postgres.stop();
  await rm(dataDir, { recursive: true, force: true });
}
console.log('\nchaos summary:');
for (const r of results) console.log(`  ${r.held ? '✓' : '✗'} ${r.name}`);
process.exitCode = results.every((r) => r.held) ? 0 : 1;
