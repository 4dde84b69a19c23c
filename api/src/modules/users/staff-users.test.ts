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

describe('POST /admin/users/:id/lock: with a reason', () => {
  const stateOf = async (id: number) => {
    const [[row]] = (await t.ctx.sequelize.query(
      `SELECT locked_at, locked_reason,
              (SELECT count(*) FROM sessions WHERE user_id = :id AND revoked_at IS NULL)::int AS live,
              (SELECT count(*) FROM audit_log WHERE subject = 'users/' || :id)::int AS audits
       FROM users WHERE id = :id`,
      { replacements: { id } },
    )) as [[object], unknown];
    return row;
  };

  it('refuses a bad body with 422 and changes nothing', async () => {
    const [[row]] = (await t.ctx.sequelize.query(
      "SELECT id FROM users WHERE email = 'investor@example.com'",
    )) as [[{ id: string }], unknown];
    const id = Number(row.id);
    await t.signIn('investor@example.com');
    const staff = await t.signIn('compliance@example.com');
    const before = await stateOf(id);
    const bodies: unknown[] = [
      {},
      { reason: '' },
      { reason: '   ' },
      { reason: 'x'.repeat(501) },
      { reason: 42 },
      { reason: 'ok', extra: true },
      { reason: 'TOO_MANY_LOGIN_FAILURES' },
    ];
    for (const body of bodies) {
      const res = await t
        .http()
        .post(`/admin/users/${id}/lock`)
        .set('Cookie', staff)
        .send(body as object)
        .expect(422);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect(await stateOf(id)).toEqual(before);
  });

  it('stores the trimmed reason, answers it on the detail and records it in the audit entry', async () => {
    const id = await insertUser('lock-reason@example.com', { verified: true, locked: false });
    const staff = await t.signIn('admin@example.com');
    const reason = `  Police request ${'ก'.repeat(480)}  `;
    const res = await t
      .http()
      .post(`/admin/users/${id}/lock`)
      .set('Cookie', staff)
      .send({ reason })
      .expect(200);
    expect(res.body).toMatchObject({ locked: true, status: 'LOCKED', lockedReason: reason.trim() });
    const detail = await t.http().get(`/admin/users/${id}`).set('Cookie', staff).expect(200);
    expect(detail.body.lockedReason).toBe(reason.trim());
    const log = await t
      .http()
      .get('/admin/audit-log')
      .query({ filter: JSON.stringify({ subject: `users/${id}` }) })
      .set('Cookie', staff)
      .expect(200);
    expect(log.body[0]).toMatchObject({
      action: 'users.lock',
      actor: 'admin@example.com',
      before: { locked: false, lockedReason: null },
      after: { locked: true, lockedReason: reason.trim() },
    });
  });

  it('a 500-character reason passes; an investor and operations staff are refused', async () => {
    const id = await insertUser('lock-roles@example.com', { verified: true, locked: false });
    for (const email of ['investor@example.com', 'operations@example.com']) {
      const cookie = await t.signIn(email);
      await t.http().post(`/admin/users/${id}/lock`).set('Cookie', cookie).send({ reason: 'No' }).expect(403);
    }
    expect(await stateOf(id)).toMatchObject({ locked_at: null, audits: 0 });
    const staff = await t.signIn('compliance@example.com');
    await t
      .http()
      .post(`/admin/users/${id}/lock`)
      .set('Cookie', staff)
      .send({ reason: 'r'.repeat(500) })
      .expect(200);
  });
});

describe('OpenAPI entries', () => {
  it('document the lock reason, the outbox detail and the new filters', async () => {
    const { body } = await t.http().get('/docs').set('Accept', 'application/json').expect(200);
    const lock = body.paths['/admin/users/{id}/lock'].post;
    expect(lock.requestBody.content['application/json'].schema).toMatchObject({
      properties: { reason: { type: 'string', minLength: 1, maxLength: 500 } },
      required: ['reason'],
      additionalProperties: false,
    });
    expect(lock.responses['422']).toBeDefined();
    expect(body.paths['/admin/outbox/{id}'].get.summary).toMatch(/notice/);
    expect(body.paths['/admin/outbox'].get.summary).toMatch(/status, template/);
    expect(body.paths['/admin/users'].get.summary).toMatch(/emailVerified, status/);
    expect(body.paths['/admin/audit-log'].get.summary).toMatch(/IP and user agent/);
  });
});
