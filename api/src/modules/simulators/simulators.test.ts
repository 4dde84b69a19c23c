import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';

let dev: TestApp;
let production: TestApp;
beforeAll(async () => {
  dev = await createTestApp();
  production = await createTestApp({ APP_ENV: 'production' });
});
afterAll(async () => {
  await dev.close();
  await production.close();
});

describe('simulators outside production', () => {
  it('publish public keys only', async () => {
    for (const provider of ['google', 'apple']) {
      const { body } = await dev.http().get(`/simulators/${provider}/jwks`).expect(200);
      expect(body.keys).toHaveLength(1);
      expect(body.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
      expect(body.keys[0].d).toBeUndefined();
    }
  });

  it('show an authorize page with labelled fields', async () => {
    const res = await dev
      .http()
      .get('/simulators/google/authorize')
      .query({ client_id: 'portal.google.simulator', redirect_uri: 'http://localhost:3001/cb', state: 's' })
      .expect(200);
    expect(res.text).toContain('<label for="field-email">');
    expect(res.text).toContain('type="submit"');
  });

  it('refuse to redirect anywhere but a registered address', async () => {
    await dev
      .http()
      .get('/simulators/google/authorize')
      .query({ client_id: 'portal.google.simulator', redirect_uri: 'https://evil.example/cb', state: 's' })
      .expect(400);
    // Another program on this machine is not a registered address either.
    for (const other of ['http://localhost:4999/cb', 'http://127.0.0.1:3001/cb']) {
      await dev
        .http()
        .get('/simulators/google/authorize')
        .query({ client_id: 'portal.google.simulator', redirect_uri: other, state: 's' })
        .expect(400);
    }
    await dev
      .http()
      .post('/simulators/google/authorize')
      .type('form')
      .send({ client_id: 'unknown', redirect_uri: 'http://localhost:3001/cb', email: 'a@example.com' })
      .expect(400);
  });

  it('the sister platform answers its seeded demo user and refuses a wrong password', async () => {
    const ok = await dev
      .http()
      .post('/simulators/merkle/login')
      .send({ email: 'merkle@example.com', password: 'Demo!2026' })
      .expect(200);
    expect(ok.body.email).toBe('merkle@example.com');
    await dev
      .http()
      .post('/simulators/merkle/login')
      .send({ email: 'merkle@example.com', password: 'wrong' })
      .expect(401);
  });

  it('LINE refuses a token it never issued', async () => {
    await dev.http().post('/simulators/line/verify').send({ access_token: 'made-up' }).expect(400);
  });
});

describe('simulators in production', () => {
  it('do not exist', async () => {
    for (const path of [
      '/simulators/google/jwks',
      '/simulators/apple/jwks',
      '/simulators/true-money/profile',
      '/simulators/bank/jwks',
    ]) {
      const res = await production.http().get(path).expect(404);
      expect(res.body.code).toBe('ROUTE_NOT_FOUND');
    }
    await production.http().post('/simulators/merkle/login').send({}).expect(404);
    await production.http().post('/simulators/line/verify').send({}).expect(404);
    await production.http().post('/simulators/bank/qr-payments').send({}).expect(404);
  });
});
