import { verify } from '@node-rs/argon2';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { demoPassword } from '../src/seed.ts';
import { addBenchInvestor, benchContext, startBenchServer } from './bench-server.ts';
import { closedLoop, durationMs, type LoadResult } from './load.ts';

/**
 * Password sign-in at the production hash cost against bare hash verification of the same cost, and
 * `/healthz` idle against `/healthz` during a login flood (hashing must stay off the event loop).
 */
export async function benchLogin(databaseUrl: string): Promise<LoadResult[]> {
  const ctx = await benchContext(databaseUrl);
  await addBenchInvestor(ctx, 'bench@example.com');
  await ctx.sequelize.close();
  const server = await startBenchServer(databaseUrl);
  const { url } = server;
  const concurrency = 8;
  const login = async () => {
    const res = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: demoPassword }),
    });
    await res.arrayBuffer();
    return res.status === 200;
  };
  const healthz = async () => {
    const res = await fetch(`${url}/healthz`);
    await res.arrayBuffer();
    return res.ok;
  };
  try {
    const hash = await hashPassword(demoPassword);
    await closedLoop('warm-up', concurrency, login, Date.now() + 1000);
    const results = [
      await closedLoop('bare argon2id verify (baseline)', concurrency, () => verify(hash, demoPassword)),
      await closedLoop('POST /auth/login, full stack', concurrency, login),
      await closedLoop('GET /healthz, idle (baseline)', 2, healthz),
    ];
    const until = Date.now() + durationMs;
    const [underFlood] = await Promise.all([
      closedLoop('GET /healthz during a login flood', 2, healthz, until),
      closedLoop('login flood', concurrency, login, until),
    ]);
    results.push(underFlood);
    return results;
  } finally {
    server.stop();
  }
}
