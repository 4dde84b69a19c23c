import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distinctClientIp } from '../../../test/client-address.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { demoPassword } from '../../platform/seed.ts';
import { loginThrottleRules } from './router.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let sprayed = 0;
/** One guess at a different (unknown) account each time, as a password sprayer does: no account ever locks. */
const spray = (ip: string) => {
  sprayed += 1;
  return t
    .http()
    .post('/auth/login')
    .set('X-Forwarded-For', ip)
    .send({ email: `nobody${sprayed}@example.com`, password: 'Summer2026!x' });
};
const signIn = (ip: string, email = 'operations@example.com') =>
  t.http().post('/auth/login').set('X-Forwarded-For', ip).send({ email, password: demoPassword });

describe('POST /auth/login throttles failed sign-ins beside the per-account lockout', () => {
  it('counts sign-ins that succeed not at all', async () => {
    const ip = distinctClientIp();
    for (let i = 0; i < loginThrottleRules.perAddress.failures + 2; i += 1) await signIn(ip).expect(200);
  });

  it('refuses an address after its failures across many accounts, even with a right password; others go on', async () => {
    const ip = distinctClientIp();
    for (let i = 0; i < loginThrottleRules.perAddress.failures; i += 1) await spray(ip).expect(401);
    const refused = await signIn(ip).expect(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await spray(ip).expect(429);
    await signIn(distinctClientIp()).expect(200);
    // Kept in PostgreSQL, where every API replica reads it.
    const [rows] = await t.ctx.sequelize.query(`SELECT key FROM rate_limits WHERE key = :key`, {
      replacements: { key: `login-ip:${ip}` },
    });
    expect(rows).toHaveLength(1);
  });

  it('refuses everyone for a while once all addresses together fail too often', async () => {
    // Earlier tests of this file counted some; fill the rest from new addresses, a few failures each.
    const [[{ points }]] = (await t.ctx.sequelize.query(
      `SELECT coalesce(max(points), 0) AS points FROM rate_limits WHERE key = 'login-all:all'`,
    )) as [[{ points: number }], unknown];
    let ip = distinctClientIp();
    for (let i = points; i < loginThrottleRules.everyone.failures; i += 1) {
      if (i % 10 === 0) ip = distinctClientIp();
      await spray(ip).expect(401);
    }
    expect((await signIn(distinctClientIp()).expect(429)).body.code).toBe('RATE_LIMITED');
  }, 120_000);
});
