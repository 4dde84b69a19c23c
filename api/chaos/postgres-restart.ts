import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { benchContext, signIn, startBenchServer } from '../bench/bench-server.ts';
import { type ChaosDatabase, investorsHolding, type ScenarioResult, sleep } from './chaos-context.ts';

const database = 'chaos_restart';
const clients = 20;
const code = 'M-STABLE';
const outageStartsMs = 4_000;
const outageMs = 4_000;
const runMs = 16_000;
/** How long a client keeps sending the same order before it gives up (it should never have to). */
const giveUpMs = 60_000;

type Outcome = '2xx' | '4xx' | '503 problem' | 'other 5xx' | 'no answer';

/**
 * PostgreSQL stopped and started again while 20 investors (each behind our proxy, with an address of their own)
 * place reductions with Idempotency-Keys and read their summary. Meanwhile the API answers 503 problem+json (or the
 * client gets no answer and retries); it recovers by itself; every order a client sent exists exactly once.
 */
export async function postgresRestart(db: ChaosDatabase): Promise<ScenarioResult> {
  const emails = await investorsHolding(db, database, { prefix: 'restart', count: clients, units: '100000' });

  const server = await startBenchServer(db.url(database));
  const outcomes: Record<Outcome, number> = {
    '2xx': 0,
    '4xx': 0,
    '503 problem': 0,
    'other 5xx': 0,
    'no answer': 0,
  };
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
        const outcome: Outcome =
          res.status < 400
            ? '2xx'
            : res.status < 500
              ? '4xx'
              : res.status === 503 && res.headers.get('content-type')?.includes('problem+json') && body.code
                ? '503 problem'
                : 'other 5xx';
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
        const key = randomUUID();
        const since = performance.now();
        for (;;) {
          const outcome = await send(i, '/orders', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': key },
            body: JSON.stringify({ kind: 'reduce', strategyCode: code, units: '100' }),
          });
          if (outcome === '2xx') {
            keysPlaced[i]!.push(key);
            break;
          }
          if (outcome === '4xx') break;
          if (performance.now() - since > giveUpMs) {
            lost += 1;
            break;
          }
          await sleep(250);
        }
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
      for (const [i, email] of emails.entries()) {
        const [row] = await check.sequelize.query<{ orders: number; requests: number }>(
          `SELECT (SELECT count(*)::int FROM orders o WHERE o.user_id = u.id) AS orders,
             (SELECT count(*)::int FROM order_requests r WHERE r.user_id = u.id AND r.status = 201) AS requests
           FROM users u WHERE u.email = :email`,
          { type: QueryTypes.SELECT, replacements: { email } },
        );
        if (row!.orders !== keysPlaced[i]!.length || row!.requests !== keysPlaced[i]!.length)
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
