import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { demoPassword } from '../../seed.ts';

let t: TestApp;
beforeAll(async () => {
  // The agents' cookie jar keeps Secure cookies for https only; the tests speak plain http.
  t = await createTestApp({ CSRF_PROTECTION: 'true', COOKIE_SECURE: 'false' });
});
afterAll(() => t.close());

const contactBody = {
  name: 'สมชาย ใจดี',
  email: 'somchai@example.com',
  phone: '0812345678',
  message: 'สนใจกองทุน',
  consent: true,
};

describe('CSRF protection of unsafe requests', () => {
  it('refuses an unsafe request without a token, and changes nothing', async () => {
    const agent = request.agent(t.app);
    const res = await agent
      .post('/auth/login')
      .send({ email: 'investor@example.com', password: demoPassword });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('CSRF_REJECTED');
    const [rows] = await t.ctx.sequelize.query('SELECT count(*)::int AS n FROM sessions');
    expect((rows as { n: number }[])[0]!.n).toBe(0);
  });

  it('accepts the token from GET /auth/csrf in x-csrf-token, and refuses a wrong one', async () => {
    const agent = request.agent(t.app);
    const { body } = await agent.get('/auth/csrf').expect(200);
    expect(body.csrfToken).toEqual(expect.any(String));
    await agent
      .post('/auth/login')
      .set('x-csrf-token', `${body.csrfToken.slice(0, -2)}xx`)
      .send({ email: 'investor@example.com', password: demoPassword })
      .expect(403);
    await agent
      .post('/auth/login')
      .set('x-csrf-token', body.csrfToken)
      .send({ email: 'investor@example.com', password: demoPassword })
      .expect(200);
  });

  it('binds the token to the session: the pre-sign-in token stops working after sign-in, a new one works', async () => {
    const agent = request.agent(t.app);
    const before = (await agent.get('/auth/csrf')).body.csrfToken as string;
    await agent
      .post('/auth/login')
      .set('x-csrf-token', before)
      .send({ email: 'investor@example.com', password: demoPassword })
      .expect(200);
    const stale = await agent.post('/auth/logout').set('x-csrf-token', before);
    expect(stale.status).toBe(403);
    await agent.get('/me').expect(200);
    const after = (await agent.get('/auth/csrf')).body.csrfToken as string;
    expect(after).not.toBe(before);
    await agent.post('/auth/logout').set('x-csrf-token', after).expect(204);
    await agent.get('/me').expect(401);
  });

  it("another visitor's token (a different cookie) is refused", async () => {
    const attacker = request.agent(t.app);
    const token = (await attacker.get('/auth/csrf')).body.csrfToken as string;
    const victim = request.agent(t.app);
    await victim.get('/auth/csrf');
    const res = await victim.post('/contact-requests').set('x-csrf-token', token).send(contactBody);
    expect(res.status).toBe(403);
  });

  it('a cross-site Origin is refused even with a good token', async () => {
    const agent = request.agent(t.app);
    const token = (await agent.get('/auth/csrf')).body.csrfToken as string;
    const res = await agent
      .post('/auth/login')
      .set('x-csrf-token', token)
      .set('Origin', 'https://evil.example')
      .send({ email: 'investor@example.com', password: demoPassword });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('CSRF_REJECTED');
  });

  it('safe requests need no token', async () => {
    await request(t.app).get('/strategies').expect(200);
  });
});
