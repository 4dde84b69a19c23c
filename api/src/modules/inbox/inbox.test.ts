import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';

let t: TestApp;
let itemId: number;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t
    .http()
    .post('/contact-requests')
    .send({
      name: 'Anna',
      email: 'anna@example.com',
      phone: '0812345678',
      topic: 'ACCOUNT_OPENING',
      language: 'en',
    })
    .expect(201);
  itemId = res.body.id;
});
afterAll(() => t.close());

describe('staff inbox', () => {
  it('lists new items for any staff role, with filters and Content-Range', async () => {
    const cookie = await t.signIn('compliance@example.com');
    const res = await t
      .http()
      .get('/admin/inbox')
      .query({ filter: JSON.stringify({ kind: 'CONTACT', status: 'NEW', q: 'anna' }), range: '[0,9]' })
      .set('Cookie', cookie)
      .expect(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({ id: itemId, name: 'Anna', topic: 'ACCOUNT_OPENING', status: 'NEW' });
    expect(res.headers['content-range']).toBe('inbox 0-0/1');
  });

  it('an investor cannot read the inbox', async () => {
    const cookie = await t.signIn('investor@example.com');
    await t.http().get('/admin/inbox').set('Cookie', cookie).expect(403);
    await t.http().get(`/admin/inbox/${itemId}`).set('Cookie', cookie).expect(403);
  });

  it('staff assign, move to in progress, add a note and close; each change is audited', async () => {
    const cookie = await t.signIn('operations@example.com');
    const staff = await t.http().get('/admin/staff').set('Cookie', cookie).expect(200);
    const compliance = staff.body.find((s: { email: string }) => s.email === 'compliance@example.com');
    const updated = await t
      .http()
      .put(`/admin/inbox/${itemId}`)
      .set('Cookie', cookie)
      .send({ id: itemId, status: 'IN_PROGRESS', assigneeId: compliance.id, reference: 'ignored' })
      .expect(200);
    expect(updated.body).toMatchObject({ status: 'IN_PROGRESS', assigneeId: compliance.id });
    const noted = await t
      .http()
      .post(`/admin/inbox/${itemId}/notes`)
      .set('Cookie', cookie)
      .send({ body: 'โทรกลับแล้ว นัดเปิดบัญชีพรุ่งนี้' })
      .expect(201);
    expect(noted.body.notes).toEqual([
      expect.objectContaining({ body: 'โทรกลับแล้ว นัดเปิดบัญชีพรุ่งนี้', author: 'operations@example.com' }),
    ]);
    await t.http().put(`/admin/inbox/${itemId}`).set('Cookie', cookie).send({ status: 'CLOSED' }).expect(200);
    const [rows] = await t.ctx.sequelize.query('SELECT 1 FROM audit_log WHERE subject = :s', {
      replacements: { s: `inbox/${itemId}` },
    });
    expect(rows).toHaveLength(2);
  });

  it('refuses an unknown status or a non-staff assignee and changes nothing', async () => {
    const cookie = await t.signIn('admin@example.com');
    const before = (await t.http().get(`/admin/inbox/${itemId}`).set('Cookie', cookie)).body;
    await t.http().put(`/admin/inbox/${itemId}`).set('Cookie', cookie).send({ status: 'DONE' }).expect(422);
    const [[investor]] = (await t.ctx.sequelize.query(
      "SELECT id FROM users WHERE email = 'investor@example.com'",
    )) as [[{ id: string }], unknown];
    await t
      .http()
      .put(`/admin/inbox/${itemId}`)
      .set('Cookie', cookie)
      .send({ status: 'NEW', assigneeId: Number(investor.id) })
      .expect(422);
    const after = (await t.http().get(`/admin/inbox/${itemId}`).set('Cookie', cookie)).body;
    expect(after).toEqual(before);
  });

  it('an unknown item is 404', async () => {
    const cookie = await t.signIn('admin@example.com');
    await t.http().get('/admin/inbox/999999').set('Cookie', cookie).expect(404);
    await t.http().get(`/admin/inbox/${itemId}/attachment`).set('Cookie', cookie).expect(404);
  });
});
