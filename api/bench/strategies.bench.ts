import pg from 'pg';
import { benchContext, startBenchServer } from './bench-server.ts';
import { closedLoop, type LoadResult } from './load.ts';

const years = 5;

/** Five years of approved weekday NAVs for every strategy (about 1,300 each), a random walk from 10. */
async function seedNavHistory(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`
      INSERT INTO strategy_navs (strategy_code, nav_date, nav, status, approved_at)
      SELECT s.code, d::date, round(10 * exp(0.02 * sin(extract(epoch FROM d) / 864000 + s.sort_order)
          + 0.0002 * (d::date - '2020-01-01'::date))::numeric, 4), 'APPROVED', d + interval '18 hours'
      FROM strategies s
      CROSS JOIN generate_series(current_date - interval '${years} years', current_date - interval '1 day', '1 day') d
      WHERE extract(isodow FROM d) < 6
      ON CONFLICT (strategy_code, nav_date) DO NOTHING;
      ANALYZE strategy_navs;
    `);
    const { rows } = await client.query('SELECT count(*)::int AS n FROM strategy_navs');
    return (rows[0] as { n: number }).n;
  } finally {
    await client.end();
  }
}

export interface StrategiesBench {
  navs: number;
  results: LoadResult[];
}

/** `GET /strategies` (every strategy with its returns) against `GET /healthz`, one after the other, same server. */
export async function benchStrategies(databaseUrl: string): Promise<StrategiesBench> {
  const ctx = await benchContext(databaseUrl);
  await ctx.sequelize.close();
  const navs = await seedNavHistory(databaseUrl);
  const server = await startBenchServer(databaseUrl);
  try {
    const get = (path: string) => async () => {
      const res = await fetch(`${server.url}${path}`);
      await res.arrayBuffer();
      return res.status === 200;
    };
    // Warm up both paths (connections, the first computation) before measuring.
    await closedLoop('warm-up', 2, get('/strategies'), Date.now() + 1000);
    const results = [
      await closedLoop('GET /healthz (baseline)', 4, get('/healthz')),
      await closedLoop('GET /strategies', 4, get('/strategies')),
    ];
    return { navs, results };
  } finally {
    server.stop();
  }
}
