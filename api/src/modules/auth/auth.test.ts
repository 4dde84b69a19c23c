import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { demoPassword } from '../../seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign in with a session cookie', () => {
  it('sets an HttpOnly, Secure, SameSite=Lax cookie and answers the user', async () => {
    const res = await t
      .http()
      .post('/auth/login')
      .send({ email: 'Admin@Example.com', password: demoPassword })
      .expect(200);
    expect(res.body.user).toMatchObject({ email: 'admin@example.com', role: 'admin', isAdmin: true });
    const cookie = res.headers['set-cookie']![0]!;
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('an investor is not an admin', async () => {
    const cookie = await t.signIn('investor@example.com');
    const { body } = await t.http().get('/me').set('Cookie', cookie).expect(200);
    expect(body.user).toMatchObject({ role: null, isAdmin: false, customerType: 'INDIVIDUAL' });
  });

  it('a wrong password and an unknown e-mail get the same answer', async () => {
    const wrong = await t
      .http()
      .post('/auth/login')
      .send({ email: 'admin@example.com', password: 'nope' })
      .expect(401);
    const unknown = await t
      .http()
      .post('/auth/login')
      .send({ email: 'ghost@example.com', password: 'nope' })
      .expect(401);
    expect(wrong.body.code).toBe('AUTH_INVALID_CREDENTIALS');
    expect({ ...unknown.body, instance: null }).toEqual({ ...wrong.body, instance: null });
  });

  it('logout revokes the session on the server, not only the cookie', async () => {
    const cookie = await t.signIn('operations@example.com');
    await t.http().post('/auth/logout').set('Cookie', cookie).expect(204);
    const res = await t.http().get('/me').set('Cookie', cookie).expect(401);
    expect(res.body.code).toBe('AUTH_REQUIRED');
  });

  it('a session past its expiry is not accepted', async () => {
    const cookie = await t.signIn('compliance@example.com');
    await t.ctx.sequelize.query("UPDATE sessions SET expires_at = now() - interval '1 second'");
    await t.http().get('/me').set('Cookie', cookie).expect(401);
  });

  it('refuses a login body with unknown keys', async () => {
    const res = await t
      .http()
      .post('/auth/login')
      .send({ email: 'admin@example.com', password: demoPassword, isAdmin: true })
      .expect(422);
    expect(res.body.errors[0].field).toBe('body.isAdmin');
  });
});
