import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { type ChaosDatabase, investorsHolding } from '../chaos/chaos-context.ts';
import { type LoadKind, loadMix, loadRequest } from '../chaos/load-mix.ts';
import { signIn, startBenchServer } from './bench-server.ts';

const database = 'bench_request_cost';
const investors = 100;
const concurrency = 10;
/** Requests measured per kind after the warm-up; a sign-in (argon2id) costs tens of times more, so fewer of them. */
const requestsPerKind = Number(process.env.BENCH_REQUESTS ?? 1500);
const signInsMeasured = Math.max(50, Math.round(requestsPerKind / 15));
const warmUp = 200;
/** Linux counts a process's CPU in clock ticks of 10 ms (USER_HZ is 100 on every architecture Node runs on). */
const msPerTick = 10;

export interface RequestCost {
  kind: LoadKind;
  requests: number;
  errors: number;
  apiMs: number;
  postgresMs: number;
}

/** User plus system CPU time of a process, in ms, from /proc (0 once it has exited). */
async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (!stat) return 0;
  // The fields after the command name (which may hold spaces) start at state; utime and stime are the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * msPerTick;
}

/**
 * CPU time per request of each kind of the load drill's mix (sign-in, overview, history, order with a key), on the
 * drill's data: the API process (a production-mode server in a process of its own) plus the PostgreSQL backends
 * serving its database, over a fixed number of requests from 10 connections in a closed loop, after a warm-up.
 * Wall-clock throughput on a shared machine is noise; CPU time per request is what decides how many a second two
 * cores can answer.
 */
export async function benchRequestCost(db: ChaosDatabase): Promise<RequestCost[]> {
  const emails = await investorsHolding(db, database, {
    prefix: 'cost',
    count: investors,
    units: '100000000',
  });
  const server = await startBenchServer(db.url(database));
  const observer = new pg.Client({ connectionString: db.url(database) });
  await observer.connect();
  const backends = async () => {
    const { rows } = await observer.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend'
         AND pid <> pg_backend_pid()`,
      [database],
    );
    return rows.map((r) => r.pid);
  };
  const cpuOf = async (pids: number[]) => {
    const each = await Promise.all(pids.map(cpuMs));
    return new Map(pids.map((pid, i) => [pid, each[i]!]));
  };
  try {
    const cookies = await Promise.all(emails.map((email) => signIn(server.url, email)));
    let sent = 0;
    const run = async (kind: LoadKind, count: number) => {
      let errors = 0;
      let next = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < count) {
            next += 1;
            const i = sent++ % investors;
            const { path, init } = loadRequest(kind, {
              address: i,
              email: emails[i]!,
              cookie: cookies[i]!,
              key: randomUUID(),
            });
            const res = await fetch(`${server.url}${path}`, init).catch(() => null);
            await res?.arrayBuffer();
            if (!res || res.status >= 400) errors += 1;
          }
        }),
      );
      return errors;
    };
    const results: RequestCost[] = [];
    for (const [kind] of loadMix) {
      const count = kind === 'sign-in' ? signInsMeasured : requestsPerKind;
      await run(kind, kind === 'sign-in' ? 20 : warmUp);
      const apiBefore = await cpuMs(server.pid);
      const before = await cpuOf(await backends());
      const errors = await run(kind, count);
      const apiAfter = await cpuMs(server.pid);
      const after = await cpuOf(await backends());
      let postgresMs = 0;
      for (const [pid, ms] of after) postgresMs += ms - (before.get(pid) ?? 0);
      results.push({
        kind,
        requests: count,
        errors,
        apiMs: (apiAfter - apiBefore) / count,
        postgresMs: postgresMs / count,
      });
    }
    return results;
  } finally {
    await observer.end();
    server.stop();
  }
}

/** Runs the bench and prints it the way `npm run bench` prints the others. */
export async function reportRequestCost(db: ChaosDatabase): Promise<void> {
  const results = await benchRequestCost(db);
  console.log(
    `\nCPU time per request, the load drill's mix (${investors} investors, ${concurrency} connections, closed loop, after a warm-up; API process + its PostgreSQL backends):`,
  );
  let mixMs = 0;
  for (const r of results) {
    const total = r.apiMs + r.postgresMs;
    const share = loadMix.find(([kind]) => kind === r.kind)![1];
    mixMs += (total * share) / 100;
    console.log(
      `  ${r.kind.padEnd(9)} ${String(r.requests).padStart(5)} requests  API ${r.apiMs.toFixed(2).padStart(6)} ms  PostgreSQL ${r.postgresMs.toFixed(2).padStart(6)} ms  total ${total.toFixed(2).padStart(6)} ms  errors ${r.errors}`,
    );
  }
  console.log(
    `  the mix (${loadMix.map(([kind, share]) => `${share} % ${kind}`).join(', ')}): ${mixMs.toFixed(2)} ms of CPU a request, so ${(2000 / mixMs).toFixed(0)} requests a second would take both cores entirely`,
  );
}
