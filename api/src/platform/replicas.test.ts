import { createRemoteJWKSet, jwtVerify } from 'jose';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiProcess } from '../../test/api-process.ts';
import { startApiProcess } from '../../test/api-process.ts';
import { distinctClientIp } from '../../test/client-address.ts';
import { createTestDatabase, testEnvironment } from '../../test/test-app.ts';
import { loadConfig } from './config.ts';

// Two API processes on one database, as two replicas behind the proxy: whatever one issues, the other accepts.
let databaseUrl: string;
let env: Record<string, string>;
let first: ApiProcess;
let second: ApiProcess;
let db: pg.Client;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  // Behind one proxy the replicas name one public address, so the simulated Apple is one issuer for both.
  env = testEnvironment(databaseUrl, {
    APPLE_ISSUER: 'http://localhost:3000/simulators/apple',
    LOG_LEVEL: 'info',
  });
  [first, second] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
}, 90_000);
afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await db?.end();
});

const cookieOf = (res: { headers: Record<string, unknown> }, name: string) =>
  ((res.headers['set-cookie'] as string[]) ?? []).find((c) => c.startsWith(`${name}=`))!.split(';')[0]!;

describe('two API replicas on one database', () => {
  it('a Sign in with Apple code issued through one is redeemed once at the other, signed by the shared key', async () => {
    const { clientId, issuer } = loadConfig(env).identityProviders.apple;
    const consent = await request(first.url)
      .post('/simulators/apple/authorize')
      .type('form')
      .send({
        client_id: clientId,
        redirect_uri: 'http://localhost:3001/cb',
        state: 's',
        email: 'a@example.com',
      })
      .expect(302);
    // The first replica sends the browser back to the registered address with its state and a code.
    const back = new URL(consent.headers.location!);
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3001/cb');
    expect(back.searchParams.get('state')).toBe('s');
    const code = back.searchParams.get('code')!;
    expect(code).toMatch(/^\S{16,}$/);

    const token = { grant_type: 'authorization_code', code, client_id: clientId };
    const exchanged = await request(second.url)
      .post('/simulators/apple/token')
      .type('form')
      .send(token)
      .expect(200);
    // The key set either replica publishes verifies the token the other signed.
    for (const replica of [first, second]) {
      const keys = createRemoteJWKSet(new URL(`${replica.url}/simulators/apple/jwks`));
      const { payload } = await jwtVerify(exchanged.body.id_token, keys, { issuer, audience: clientId });
      expect(payload.email).toBe('a@example.com');
    }
    // Single use across replicas.
    const again = await request(first.url)
      .post('/simulators/apple/token')
      .type('form')
      .send(token)
      .expect(400);
    expect(again.body.error).toBe('invalid_grant');
  });

  it('an e-mail code sent through one verifies the account at the other', async () => {
    const signup = await request(first.url)
      .post('/auth/signup')
      .set('X-Forwarded-For', distinctClientIp())
      .set('X-Request-Id', 'signup-request-1')
      .send({
        email: 'replica@example.com',
        password: 'Kanok!2026x',
        customerType: 'INDIVIDUAL',
        saleCode: 'MF0001',
        companyName: '',
        consents: { privacyPolicy: true, terms: true, marketing: false },
      })
      .expect(201);
    const { rows } = await db.query<{ body_text: string; request_id: string }>(
      "SELECT body_text, request_id FROM outbox_messages WHERE recipient = $1 AND template = 'otp' ORDER BY id DESC LIMIT 1",
      ['replica@example.com'],
    );
    const code = rows[0]!.body_text.match(/\b\d{6}\b/)![0];
    // The worker that sends it logs under the id of the request that queued it.
    expect(rows[0]!.request_id).toBe('signup-request-1');
    const verified = await request(second.url)
      .post('/auth/verify')
      .set('Cookie', cookieOf(signup, 'otp_ctx'))
      .send({ token: code })
      .expect(200);
    expect(verified.body.user).toMatchObject({ email: 'replica@example.com' });
    // The session opened at the second replica is known to the first.
    await request(first.url).get('/me').set('Cookie', cookieOf(verified, 'sid')).expect(200);
  });

  it('a rate limit counts the requests of both', async () => {
    // Five reset e-mails per address in 15 minutes, whichever replica is asked.
    const ip = distinctClientIp();
    const ask = (replica: ApiProcess) =>
      request(replica.url)
        .post('/auth/forget-password')
        .set('X-Forwarded-For', ip)
        .send({ email: 'nobody@example.com' });
    for (const replica of [first, second, first, second, first]) await ask(replica).expect(202);
    const refused = await ask(second).expect(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    await ask(first).expect(429);
  });

  it('each is ready with its queue, and logs JSON lines that carry the proxy’s request id', async () => {
    for (const replica of [first, second]) {
      const { body } = await request(replica.url).get('/readyz').expect(200);
      expect(body).toEqual({ status: 'ready', database: true, queue: true });
    }
    const res = await request(second.url)
      .get('/auth/me')
      .set('X-Request-Id', 'a1b2c3d4e5f60718293a4b5c6d7e8f90');
    expect(res.headers['x-request-id']).toBe('a1b2c3d4e5f60718293a4b5c6d7e8f90');
    await expect
      .poll(() =>
        second.output
          .map((line) => JSON.parse(line) as { reqId?: string; msg?: string })
          .filter((line) => line.reqId === 'a1b2c3d4e5f60718293a4b5c6d7e8f90')
          .map((line) => line.msg),
      )
      .toContain('request completed');
  });
});
