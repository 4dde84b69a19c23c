import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { bookBankPhoto } from '../kyc/test-fixtures.ts';
import { approvedInvestor as approvedInvestorOf, general } from '../kyc-cases/test-fixtures.ts';
import { investorPassword, makeInvestor } from '../security/test-investors.ts';

let t: TestApp;
let compliance: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  compliance = await t.signIn('compliance@example.com');
  admin = await t.signIn('admin@example.com');
});
afterAll(() => t.close());

async function entries(userId: number) {
  const [rows] = (await t.ctx.sequelize.query(
    'SELECT action, subject, before, after FROM audit_log WHERE subject = :subject ORDER BY id',
    { replacements: { subject: `users/${userId}` } },
  )) as [
    { action: string; subject: string; before: Record<string, unknown>; after: Record<string, unknown> }[],
    unknown,
  ];
  return rows;
}
const userChanges = async (userId: number) =>
  (await entries(userId)).filter((e) => e.action === 'user-change');
const actions = async (userId: number) => (await entries(userId)).map((e) => e.action);

const setPin = (cookie: string) =>
  t.http().put('/me/security/pin').set('Cookie', cookie).send({ pin: '402913', confirmPin: '402913' });
const changePassword = (cookie: string) =>
  t
    .http()
    .put('/me/security/password')
    .set('Cookie', cookie)
    .send({ currentPassword: investorPassword, newPassword: 'Lampang#River88' });
const setLanguage = (cookie: string) =>
  t.http().put('/me/language').set('Cookie', cookie).send({ language: 'en' });

// The approved investors onboard end to end: slow when the machine is busy.
describe('the investor’s own changes (logUserChange)', { timeout: 120_000 }, () => {
  it('on: PIN, language and password changes are written as user-change entries, secrets hidden', async () => {
    const { id, cookie } = await makeInvestor(t, 'uc-security@example.com');
    await setPin(cookie).expect(204);
    await setLanguage(cookie).expect(200);
    await changePassword(cookie).expect(204);
    const changes = await userChanges(id);
    expect(changes.map((c) => c.after)).toEqual([
      { source: 'security', 'security.pin': '[hidden]' },
      { source: 'preferences', language: 'en' },
      { source: 'security', 'security.password': '[hidden]' },
    ]);
    expect(changes[0]!.before).toEqual({ source: 'security', 'security.pin': null });
    expect(changes[1]!.before).toEqual({ source: 'preferences', language: 'th' });
    // No entry holds the PIN or the new password, in any form.
    const all = JSON.stringify(await entries(id));
    expect(all).not.toContain('402913');
    expect(all).not.toContain('Lampang#River88');
  });

  it('on: a contact change and a bank change are listed for staff on the user, with the account number masked', async () => {
    const a = await approvedInvestorOf(t, compliance);
    await t
      .http()
      .patch('/me/profile')
      .set('Cookie', a.cookie)
      .send({ general: { ...general, phone: '089-999-0000' } })
      .expect(200);
    await t
      .http()
      .put('/kyc/bank-account')
      .set('Cookie', a.cookie)
      .send({
        bankCode: '014',
        accountNumber: '987-6-54321-0',
        accountName: 'Somchai Jaidee',
        bookBankFileId: await bookBankPhoto(t, a.cookie),
      })
      .expect(202);
    const res = await t.http().get(`/admin/users/${a.id}/changes`).set('Cookie', admin).expect(200);
    const [bank, profile] = res.body.filter((c: { source: string }) => c.source !== 'security');
    expect(bank).toMatchObject({
      source: 'bank',
      fields: expect.arrayContaining([
        { field: 'bank.bankCode', before: '004', after: '014' },
        { field: 'bank.accountNumber', before: '******7890', after: '******3210' },
      ]),
    });
    expect(profile).toMatchObject({
      source: 'profile',
      fields: [{ field: 'general.phone', before: '0812345678', after: '0899990000' }],
    });
    expect(JSON.stringify(res.body)).not.toContain('9876543210');
    // The entries the change writes regardless are there too.
    expect(await actions(a.id)).toContain('PROFILE_CONTACT_CHANGED');
    // An investor cannot read the history, their own included.
    await t.http().get(`/admin/users/${a.id}/changes`).set('Cookie', a.cookie).expect(403);
  });

  it('off: no user-change entry is written; security events and contact changes are still audited', async () => {
    await t.setFlag('logUserChange', false);
    try {
      const { id, cookie } = await makeInvestor(t, 'uc-off@example.com');
      await setPin(cookie).expect(204);
      await setLanguage(cookie).expect(200);
      await changePassword(cookie).expect(204);
      const a = await approvedInvestorOf(t, compliance);
      await t
        .http()
        .patch('/me/profile')
        .set('Cookie', a.cookie)
        .send({ general: { ...general, phone: '089-999-0000' } })
        .expect(200);
      expect(await userChanges(id)).toEqual([]);
      expect(await userChanges(a.id)).toEqual([]);
      expect(await actions(id)).toEqual(expect.arrayContaining(['PIN_SET', 'PASSWORD_CHANGED']));
      expect(await actions(a.id)).toContain('PROFILE_CONTACT_CHANGED');
      const res = await t.http().get(`/admin/users/${id}/changes`).set('Cookie', admin).expect(200);
      expect(res.body).toEqual([]);
    } finally {
      await t.setFlag('logUserChange', true);
    }
  });
});
