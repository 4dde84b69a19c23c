import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A user straight in the database, in the state a test needs. */
async function insertUser(email: string, state: { verified: boolean; locked: boolean }) {
  const [[row]] = (await t.ctx.sequelize.query(
    `INSERT INTO users (email, email_verified_at, locked_at, locked_reason)
     VALUES (:email, CASE WHEN :verified THEN now() END, CASE WHEN :locked THEN now() END,
             CASE WHEN :locked THEN 'TOO_MANY_LOGIN_FAILURES' END)
     RETURNING id`,
    { replacements: { email, ...state } },
  )) as [[{ id: string }], unknown];
  return Number(row.id);
}

const emailsOf = (body: { email: string }[]) => body.map((u) => u.email).sort();

describe('GET /admin/users: status filters', () => {
  beforeAll(async () => {
    await insertUser('flt-active@example.com', { verified: true, locked: false });
    await insertUser('flt-unverified@example.com', { verified: false, locked: false });
    await insertUser('flt-locked-unverified@example.com', { verified: false, locked: true });
    await insertUser('flt-locked@example.com', { verified: true, locked: true });
  });

  const list = async (filter: object) => {
    const cookie = await t.signIn('compliance@example.com');
    return t
      .http()
      .get('/admin/users')
      .query({ filter: JSON.stringify({ q: 'flt-', ...filter }), sort: JSON.stringify(['email', 'ASC']) })
      .set('Cookie', cookie)
      .expect(200);
  };

  it('answers a status per row: locked wins, then unverified, else active', async () => {
    const res = await list({});
    expect(res.headers['content-range']).toBe('users 0-3/4');
    expect(res.body.map((u: { email: string; status: string }) => [u.email, u.status])).toEqual([
      ['flt-active@example.com', 'ACTIVE'],
      ['flt-locked-unverified@example.com', 'LOCKED'],
      ['flt-locked@example.com', 'LOCKED'],
      ['flt-unverified@example.com', 'UNVERIFIED'],
    ]);
  });

  it('filters by status', async () => {
    expect(emailsOf((await list({ status: 'ACTIVE' })).body)).toEqual(['flt-active@example.com']);
    expect(emailsOf((await list({ status: 'UNVERIFIED' })).body)).toEqual(['flt-unverified@example.com']);
    expect(emailsOf((await list({ status: 'LOCKED' })).body)).toEqual([
      'flt-locked-unverified@example.com',
      'flt-locked@example.com',
    ]);
  });

  it('filters by emailVerified, and combines with the other filters', async () => {
    expect(emailsOf((await list({ emailVerified: true })).body)).toEqual([
      'flt-active@example.com',
      'flt-locked@example.com',
    ]);
    expect(emailsOf((await list({ emailVerified: false })).body)).toEqual([
      'flt-locked-unverified@example.com',
      'flt-unverified@example.com',
    ]);
    expect(emailsOf((await list({ emailVerified: false, locked: true })).body)).toEqual([
      'flt-locked-unverified@example.com',
    ]);
  });

  it('refuses an unknown status or a filter it does not know', async () => {
    const cookie = await t.signIn('compliance@example.com');
    for (const filter of [{ status: 'DELETED' }, { emailVerified: 'maybe' }, { verified: true }]) {
      await t
        .http()
        .get('/admin/users')
        .query({ filter: JSON.stringify(filter) })
        .set('Cookie', cookie)
        .expect(422);
    }
  });

  it('the detail carries the status too', async () => {
    const id = await insertUser('flt-detail@example.com', { verified: false, locked: false });
    const cookie = await t.signIn('operations@example.com');
    const res = await t.http().get(`/admin/users/${id}`).set('Cookie', cookie).expect(200);
    expect(res.body).toMatchObject({ status: 'UNVERIFIED', emailVerified: false, locked: false });
  });
});
