import { randomUUID } from 'node:crypto';
import { signIn, startBenchServer } from '../bench/bench-server.ts';
import { percentile } from '../bench/load.ts';
import { benchReductions } from '../bench/reductions.bench.ts';
import { type ChaosDatabase, investorsHolding, type ScenarioResult, sleep } from './chaos-context.ts';
import { type LoadKind as Kind, loadKind, loadRequest } from './load-mix.ts';

const database = 'chaos_load';
const investors = 100;
const ratePerSecond = Number(process.env.CHAOS_RATE ?? 200);
const seconds = Number(process.env.CHAOS_SECONDS ?? 60);

/**
 * Open-loop load: `ratePerSecond` requests a second, whether or not the last ones answered, from 100 investors
 * (each behind our proxy with an address of their own) for `seconds`: 0 errors, and the p99 per kind reported.
 * Then 50 reductions of one holding at once (the reductions bench): never more sold than held.
 */
export async function load(db: ChaosDatabase): Promise<ScenarioResult> {
  const emails = await investorsHolding(db, database, {
    prefix: 'load',
    count: investors,
    units: '10000000',
  });

  // One API process (CHAOS_REPLICAS=2 runs two, as compose does): each request goes to one in turn, as nginx's round
  // robin does.
  const replicas = Number(process.env.CHAOS_REPLICAS ?? 1);
  const servers = await Promise.all(
    Array.from({ length: replicas }, () => startBenchServer(db.url(database))),
  );
  const server = servers[0]!;
  const latencies: Record<Kind, number[]> = { 'sign-in': [], overview: [], history: [], order: [] };
  const failures = new Map<string, number>();
  try {
    const cookies = await Promise.all(emails.map((email) => signIn(server.url, email)));
    const request = async (n: number) => {
      const i = n % investors;
      const kind = loadKind(n, investors);
      const { path, init } = loadRequest(kind, {
        address: i,
        email: emails[i]!,
        cookie: cookies[i]!,
        key: randomUUID(),
      });
      const t0 = performance.now();
      try {
        const res = await fetch(`${servers[n % servers.length]!.url}${path}`, init);
        await res.arrayBuffer();
        latencies[kind].push(performance.now() - t0);
        if (res.status >= 400)
          failures.set(`${kind} ${res.status}`, (failures.get(`${kind} ${res.status}`) ?? 0) + 1);
      } catch {
        failures.set(`${kind} no answer`, (failures.get(`${kind} no answer`) ?? 0) + 1);
      }
    };
    const total = ratePerSecond * seconds;
    const started = performance.now();
    const inFlight: Promise<void>[] = [];
    for (let n = 0; n < total; n++) {
      const due = started + (n * 1000) / ratePerSecond;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      inFlight.push(request(n));
    }
    const sentSeconds = (performance.now() - started) / 1000;
    await Promise.all(inFlight);
    const all = Object.values(latencies)
      .flat()
      .sort((a, b) => a - b);
    const errors = [...failures.values()].reduce((sum, n) => sum + n, 0);
    const perKind = (Object.entries(latencies) as [Kind, number[]][]).map(([kind, values]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `${kind} ${values.length} p99 ${percentile(sorted, 99).toFixed(0)} ms`;
    });

    const reductions = await benchReductionsOnOwnDatabase(db);
    const oversold =
      reductions.accepted !== 10 ||
      reductions.units !== '1000.0000' ||
      reductions.reservedUnits !== '1000.0000';
    return {
      name: `${ratePerSecond} requests a second of investor traffic to ${replicas} API processes for ${seconds} s, and 50 reductions at once`,
      held: errors === 0 && !oversold,
      lines: [
        `${total} requests sent in ${sentSeconds.toFixed(1)} s (${(total / sentSeconds).toFixed(0)} a second), ` +
          `errors ${errors}${errors ? ` (${[...failures].map(([k, n]) => `${k}: ${n}`).join(', ')})` : ''}`,
        `p50 ${percentile(all, 50).toFixed(0)} ms, p99 ${percentile(all, 99).toFixed(0)} ms; ${perKind.join('; ')}`,
        `50 reductions of 100 units on a holding of 1,000: ${reductions.accepted} accepted, ` +
          `${reductions.ordersPlaced} orders, ${reductions.reservedUnits} units reserved of ${reductions.units}: ` +
          `${oversold ? 'OVERSOLD' : 'never oversold'}`,
      ],
    };
  } finally {
    for (const s of servers) s.stop();
  }
}

async function benchReductionsOnOwnDatabase(db: ChaosDatabase) {
  await db.dropDatabase('chaos_reductions');
  await db.ensureDatabase('chaos_reductions');
  return benchReductions(db.url('chaos_reductions'));
}
