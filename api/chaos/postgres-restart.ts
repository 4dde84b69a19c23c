import { benchContext, signIn, startBenchServer } from '../bench/bench-server.ts';
import {
  type ChaosDatabase,
  investorsHolding,
  ordersPerInvestor,
  type ScenarioResult,
  sleep,
} from './chaos-context.ts';
import { noOutcomes, outcomeOf, placeUntilAnswered } from './investor-client.ts';

const database = 'chaos_restart';
const clients = 20;
const code = 'M-STABLE';
const outageStartsMs = 4_000;
const outageMs = 4_000;
const runMs = 16_000;
/** How long a client keeps sending the same order before it gives up (it should never have to). */
const giveUpMs = 60_000;

/**
 * PostgreSQL stopped and started again while 20 investors (each behind our proxy, with an address of their own)
 * place reductions with Idempotency-Keys and read their summary. Meanwhile the API answers 503 problem+json (or the
 * client gets no answer and retries); it recovers by itself; every order a client sent exists exactly once.
 */
export async function postgresRestart(db: ChaosDatabase): Promise<ScenarioResult> {
  const emails = await investorsHolding(db, database, { prefix: 'restart', count: clients, units: '100000' });

  const server = await startBenchServer(db.url(database));
  const outcomes = noOutcomes();
  const keysPlaced: string[][] = emails.map(() => []);
  const refusals = new Set<string>();
  let lost = 0;
  let firstSuccessAfterRestart: number | null = null;
  let restartedAt = 0;
  try {
    const cookies = await Promise.all(emails.map((email) => signIn(server.url, email)));
    const started = performance.now();
    const send = async (i: number, path: string, init: RequestInit = {}) => {
      try {
        const res = await fetch(`${server.url}${path}`, {
          ...init,
          headers: {
            ...init.headers,
            cookie: cookies[i]!,
            // As nginx names each visitor: the API trusts its loopback proxy, so each client has its own address.
            'x-forwarded-for': `10.20.0.${i + 1}`,
          },
        });
        const body = (await res.json().catch(() => ({}))) as { code?: string };
        const outcome = outcomeOf(res, body);
        outcomes[outcome] += 1;
        if (outcome === '4xx') refusals.add(`${res.status} ${body.code}`);
        if (outcome === '2xx' && restartedAt && firstSuccessAfterRestart === null) {
          firstSuccessAfterRestart = performance.now() - restartedAt;
        }
        return outcome;
      } catch {
        outcomes['no answer'] += 1;
        return 'no answer' as const;
      }
    };
    const investor = async (i: number) => {
      while (performance.now() - started < runMs) {
        // The same key until the order is answered, as the portal does on a retry.
        const { key, outcome } = await placeUntilAnswered(
          (path, init) => send(i, path, init),
          { strategyCode: code, units: '100' },
          { giveUpMs, pauseMs: 250 },
        );
        if (outcome === '2xx') keysPlaced[i]!.push(key);
        else if (outcome !== '4xx') lost += 1;
        await send(i, '/portfolio/summary');
      }
    };
    const outage = (async () => {
      await sleep(outageStartsMs);
      await db.restart(outageMs);
      restartedAt = performance.now();
    })();
    await Promise.all([...emails.map((_, i) => investor(i)), outage]);
    const ready = await fetch(`${server.url}/readyz`).then((r) => r.status);
    const alive = server.alive();

    const check = await benchContext(db.url(database));
    let exactlyOnce = true;
    try {
      const counts = await ordersPerInvestor(check, emails);
      for (const [i, row] of counts.entries()) {
        if (row.orders !== keysPlaced[i]!.length || row.requests !== keysPlaced[i]!.length)
          exactlyOnce = false;
      }
    } finally {
      await check.sequelize.close();
    }
    const placed = keysPlaced.reduce((sum, keys) => sum + keys.length, 0);
    const held =
      alive &&
      ready === 200 &&
      exactlyOnce &&
      lost === 0 &&
      outcomes['other 5xx'] === 0 &&
      outcomes['4xx'] === 0;
    return {
      name: 'PostgreSQL restarted under investor traffic',
      held,
      lines: [
        `${clients} investors for ${runMs / 1000} s, PostgreSQL down ${outageMs / 1000} s from ${outageStartsMs / 1000} s`,
        `answers: ${Object.entries(outcomes)
          .map(([outcome, count]) => `${outcome} ${count}`)
          .join(', ')}${refusals.size ? ` (refused: ${[...refusals].join(', ')})` : ''}`,
        `API process ${alive ? 'still running' : 'DIED'}, /readyz after the run ${ready}, first order placed ` +
          `${firstSuccessAfterRestart === null ? 'NEVER' : `${(firstSuccessAfterRestart / 1000).toFixed(1)} s`} ` +
          'after PostgreSQL was back',
        `${placed} orders placed, each exactly once (orders = answered keys per investor): ${exactlyOnce ? 'yes' : 'NO'}; ` +
          `orders given up: ${lost}`,
      ],
    };
  } finally {
    server.stop();
  }
}
