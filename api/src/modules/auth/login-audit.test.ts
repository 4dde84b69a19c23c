import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { demoPassword } from '../../seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.http().post('/auth/login').set('User-Agent', 'JourneyBrowser/1.0').send({ email, password });

/** The entries about an account, after the entry `afterId` (the seed's own entries come before any test's). */
async function entriesFor(email: string, afterId = 0) {
  const [rows] = await t.ctx.sequelize.query(
    `SELECT action, actor_id, after, ip, user_agent FROM audit_log
     WHERE subject = 'users/' || (SELECT id FROM users WHERE email = :email) AND id > :afterId ORDER BY id`,
    { replacements: { email, afterId } },
  );
  return rows as {
    action: string;
    actor_id: string | null;
    after: { reason?: string };
    ip: string;
    user_agent: string;
  }[];
}

describe('the audit log of password sign-ins', () => {
  it('records a sign-in with the address and browser', async () => {
    await login('operations@example.com', demoPassword).expect(200);
    const [entry] = await entriesFor('operations@example.com');
    expect(entry).toMatchObject({ action: 'LOGIN_OK', user_agent: 'JourneyBrowser/1.0' });
    expect(entry?.ip).toMatch(/127\.0\.0\.1|::1/);
  });

  it('records each failure, the automatic lock, and attempts while locked', async () => {
    const [[{ last }]] = (await t.ctx.sequelize.query(
      'SELECT coalesce(max(id), 0) AS last FROM audit_log',
    )) as [[{ last: string }], unknown];
    for (let i = 0; i < 5; i += 1) await login('investor@example.com', 'Wrong!pass1').expect(401);
    await login('investor@example.com', demoPassword).expect(401);
    const entries = await entriesFor('investor@example.com', Number(last));
    expect(entries.map((e) => e.action)).toEqual([
      'LOGIN_FAILED',
      'LOGIN_FAILED',
      'LOGIN_FAILED',
      'LOGIN_FAILED',
      'LOGIN_FAILED',
      'ACCOUNT_LOCKED',
      'LOGIN_FAILED',
    ]);
    expect(entries[0]?.after.reason).toBe('WRONG_PASSWORD');
    expect(entries[5]?.actor_id).toBeNull();
    expect(entries[6]?.after.reason).toBe('ACCOUNT_LOCKED');
    expect(entries.every((e) => e.user_agent === 'JourneyBrowser/1.0')).toBe(true);
  });

  it('an unknown e-mail leaves no entry', async () => {
    const [[before]] = (await t.ctx.sequelize.query('SELECT count(*)::int AS n FROM audit_log')) as [
      [{ n: number }],
      unknown,
    ];
    await login('nobody@example.com', 'Wrong!pass1').expect(401);
    const [[after]] = (await t.ctx.sequelize.query('SELECT count(*)::int AS n FROM audit_log')) as [
      [{ n: number }],
      unknown,
    ];
    expect(after.n).toBe(before.n);
  });
});
