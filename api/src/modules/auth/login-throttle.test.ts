import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distinctClientIp } from '../../../test/client-address.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { demoPassword } from '../../seed.ts';
import { knownDeviceCookie } from './known-device.ts';
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

  it('once all addresses together fail too often, only a browser that signed in to the account before may try it', async () => {
    // A browser signs in (and is remembered) before the spraying starts.
    const remembered = await signIn(distinctClientIp()).expect(200);
    const knownDevice = (remembered.headers['set-cookie'] as unknown as string[])
      .find((c) => c.startsWith(`${knownDeviceCookie}=`))!
      .split(';')[0]!;
    expect(remembered.headers['set-cookie']).toEqual(
      expect.arrayContaining([expect.stringMatching(/^known_device=.*HttpOnly.*SameSite=Lax/)]),
    );
    const investorDevice = (await signIn(distinctClientIp(), 'investor@example.com').expect(200)).headers[
      'set-cookie'
    ] as unknown as string[];
    // Earlier tests of this file counted some; fill the rest from new addresses, a few failures each.
    const [[{ points }]] = (await t.ctx.sequelize.query(
      `SELECT coalesce(max(points), 0) AS points FROM rate_limits WHERE key = 'login-all:all'`,
    )) as [[{ points: number }], unknown];
    let ip = distinctClientIp();
    for (let i = points; i < loginThrottleRules.everyone.failures; i += 1) {
      if (i % 10 === 0) ip = distinctClientIp();
      await spray(ip).expect(401);
    }
    // A new browser is refused, even with the right password: the attacker cannot tell which accounts they hit.
    expect((await signIn(distinctClientIp()).expect(429)).body.code).toBe('RATE_LIMITED');
    // The remembered browser signs in to its account, but not to another, and a made-up cookie is no cookie.
    await signIn(distinctClientIp()).set('Cookie', knownDevice).expect(200);
    const otherAccount = investorDevice.find((c) => c.startsWith(`${knownDeviceCookie}=`))!.split(';')[0]!;
    await signIn(distinctClientIp()).set('Cookie', otherAccount).expect(429);
    await signIn(distinctClientIp()).set('Cookie', `${knownDeviceCookie}=forged`).expect(429);
    // Its wrong passwords still count towards the limits.
    const globalCount = async () =>
      (
        (await t.ctx.sequelize.query(`SELECT points FROM rate_limits WHERE key = 'login-all:all'`)) as [
          [{ points: number }],
          unknown,
        ]
      )[0][0].points;
    const before = await globalCount();
    await t
      .http()
      .post('/auth/login')
      .set('X-Forwarded-For', distinctClientIp())
      .set('Cookie', knownDevice)
      .send({ email: 'operations@example.com', password: 'Summer2026!x' })
      .expect(401);
    expect(await globalCount()).toBe(before + 1);
  }, 180_000);
});
