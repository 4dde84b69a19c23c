import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { addBenchInvestor, benchContext, signIn, startBenchServer } from './bench-server.ts';
import { percentile } from './load.ts';

const email = 'reducer@example.com';
const code = 'M-STABLE';
const requests = 50;

export interface ReductionsBench {
  accepted: number;
  rejected: Record<string, number>;
  units: string;
  reservedUnits: string;
  ordersPlaced: number;
  reduceP95Ms: number;
  healthzP95Ms: number;
}

/** `requests` calls at once; each answers its status, its problem code when refused, and its latency. */
async function burst(send: () => Promise<Response>) {
  return Promise.all(
    Array.from({ length: requests }, async () => {
      const t0 = performance.now();
      const res = await send();
      const body = (await res.json().catch(() => ({}))) as { code?: string };
      return { status: res.status, code: body.code, ms: performance.now() - t0 };
    }),
  );
}

const p95 = (latencies: number[]) =>
  percentile(
    [...latencies].sort((a, b) => a - b),
    95,
  );

/**
 * One investor holding 1,000 units; 50 reductions of 100 units each sent at once through the whole HTTP stack
 * (session, rate limit, idempotency, the holding's row lock). Exactly 10 may pass; the holding ends with all 1,000
 * units reserved. The p95 latency is compared with 50 concurrent `GET /healthz` on the same server.
 */
export async function benchReductions(databaseUrl: string): Promise<ReductionsBench> {
  const ctx = await benchContext(databaseUrl);
  try {
    await addBenchInvestor(ctx, email);
    await ctx.sequelize.query(
      `INSERT INTO strategy_navs (strategy_code, nav_date, nav, status, approved_at)
       VALUES (:code, current_date - 1, 10, 'APPROVED', now())
       ON CONFLICT (strategy_code, nav_date) DO UPDATE SET nav = 10, status = 'APPROVED', approved_at = now();
       INSERT INTO holdings (user_id, strategy_code, units, reserved_units, cost)
       SELECT id, :code, 1000, 0, 10000 FROM users WHERE email = :email
       ON CONFLICT (user_id, strategy_code) DO UPDATE SET units = 1000, reserved_units = 0, cost = 10000`,
      { replacements: { code, email } },
    );
    const server = await startBenchServer(databaseUrl);
    try {
      const cookie = await signIn(server.url, email);
      // Warm the server's connection pool and code paths, then the baseline burst.
      await burst(() => fetch(`${server.url}/healthz`));
      const healthz = await burst(() => fetch(`${server.url}/healthz`));
      const reductions = await burst(() =>
        fetch(`${server.url}/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, 'idempotency-key': randomUUID() },
          body: JSON.stringify({ kind: 'reduce', strategyCode: code, units: '100' }),
        }),
      );
      const rejected: Record<string, number> = {};
      for (const r of reductions.filter((r) => r.status !== 201)) {
        const key = `${r.status} ${r.code ?? '-'}`;
        rejected[key] = (rejected[key] ?? 0) + 1;
      }
      const [holding] = await ctx.sequelize.query<{ units: string; reservedUnits: string; orders: number }>(
        `SELECT h.units::text, h.reserved_units::text AS "reservedUnits",
           (SELECT count(*)::int FROM orders o WHERE o.user_id = h.user_id AND o.kind = 'reduce') AS orders
         FROM holdings h JOIN users u ON u.id = h.user_id WHERE u.email = :email AND h.strategy_code = :code`,
        { type: QueryTypes.SELECT, replacements: { email, code } },
      );
      return {
        accepted: reductions.filter((r) => r.status === 201).length,
        rejected,
        units: holding!.units,
        reservedUnits: holding!.reservedUnits,
        ordersPlaced: holding!.orders,
        reduceP95Ms: p95(reductions.map((r) => r.ms)),
        healthzP95Ms: p95(healthz.map((r) => r.ms)),
      };
    } finally {
      server.stop();
    }
  } finally {
    await ctx.sequelize.close();
  }
}
