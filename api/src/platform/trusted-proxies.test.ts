import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { createTestApp } from '../../test/test-app.ts';
import { demoPassword } from '../seed.ts';

// The test client connects from this host. Here the only trusted proxy is another address, so this client is a
// browser reaching the API directly and whatever X-Forwarded-For it sends is its own invention.
let direct: TestApp;
// And here this host is our proxy (as the local starter's front-end servers are): its header names the client.
let behindProxy: TestApp;
beforeAll(async () => {
  [direct, behindProxy] = await Promise.all([
    createTestApp({ TRUSTED_PROXIES: '10.255.255.1' }),
    createTestApp({ TRUSTED_PROXIES: 'loopback' }),
  ]);
});
afterAll(async () => {
  await Promise.all([direct.close(), behindProxy.close()]);
});

async function lastLoginAddress(t: TestApp): Promise<string> {
  const [[row]] = (await t.ctx.sequelize.query(
    `SELECT ip FROM audit_log WHERE action = 'LOGIN_OK' ORDER BY id DESC LIMIT 1`,
  )) as [[{ ip: string }], unknown];
  return row.ip;
}

describe('who may name the client address', () => {
  it('writes the real peer, not a forged X-Forwarded-For, to the audit log', async () => {
    await direct
      .http()
      .post('/auth/login')
      .set('X-Forwarded-For', '203.0.113.66')
      .send({ email: 'operations@example.com', password: demoPassword })
      .expect(200);
    const ip = await lastLoginAddress(direct);
    expect(ip).not.toContain('203.0.113.66');
    expect(ip).toMatch(/127\.0\.0\.1|::1/);
  });

  it('counts a new forged address per request as the one peer it is, so the limit still applies', async () => {
    const report = { app: 'portal', message: 'boom', path: '/', release: '1.0.0', userAgent: 'Test/1.0' };
    let last = 0;
    for (let i = 0; i < 31; i += 1) {
      const res = await direct
        .http()
        .post('/client-errors')
        .set('X-Forwarded-For', `203.0.113.${i + 1}`)
        .send(report);
      last = res.status;
      if (res.status !== 201) break;
    }
    expect(last).toBe(429);
    expect(
      (await direct.http().post('/client-errors').set('X-Forwarded-For', '192.0.2.200').send(report)).status,
    ).toBe(429);
  });

  it('believes the address set by a trusted proxy', async () => {
    await behindProxy
      .http()
      .post('/auth/login')
      .set('X-Forwarded-For', '198.51.100.7')
      .send({ email: 'operations@example.com', password: demoPassword })
      .expect(200);
    expect(await lastLoginAddress(behindProxy)).toBe('198.51.100.7');
  });
});
