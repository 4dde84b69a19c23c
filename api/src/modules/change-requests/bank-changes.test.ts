import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { bookBankPhoto, photo, upload } from '../kyc/test-fixtures.ts';
import { approvedInvestor as approvedInvestorOf, mailsTo } from '../kyc-cases/test-fixtures.ts';

let t: TestApp;
let compliance: string;
let operations: string;
beforeAll(async () => {
  t = await createTestApp();
  compliance = await t.signIn('compliance@example.com');
  operations = await t.signIn('operations@example.com');
});
afterAll(() => t.close());

const approvedInvestor = () => approvedInvestorOf(t, compliance);

const newAccount = { bankCode: '014', accountNumber: '987-6-54321-0', accountName: 'Somchai Jaidee' };
const put = (cookie: string, body: object) =>
  t.http().put('/kyc/bank-account').set('Cookie', cookie).send(body);
/** A change with a book-bank photo the investor has just uploaded. */
const withPhoto = async (cookie: string, body: object = newAccount) => ({
  ...body,
  bookBankFileId: await bookBankPhoto(t, cookie),
});
const account = async (cookie: string) =>
  (await t.http().get('/kyc/bank-account').set('Cookie', cookie).expect(200)).body.account;
const decide = (id: number, action: string, body: object = {}, cookie = compliance) =>
  t.http().post(`/admin/change-requests/${id}/${action}`).set('Cookie', cookie).send(body);

// Each test onboards and approves an investor of its own: slow when the machine is busy.
describe('bank-account change requests', { timeout: 90_000 }, () => {
  it('a verified account changes only when compliance approves; one open request at a time', async () => {
    const a = await approvedInvestor();
    await put(a.cookie, await withPhoto(a.cookie, { ...newAccount, accountName: 'Somsri Jaidee' })).expect(
      422,
    );
    const asked = await put(a.cookie, await withPhoto(a.cookie)).expect(202);
    const id = asked.body.account.changeRequest.id;
    expect(asked.body.account).toMatchObject({ bankCode: '004', status: 'VERIFIED' });
    expect(
      (
        await put(a.cookie, await withPhoto(a.cookie, { ...newAccount, accountNumber: '1112223334' })).expect(
          409,
        )
      ).body.code,
    ).toBe('CHANGE_REQUEST_OPEN');

    const detail = await t.http().get(`/admin/change-requests/${id}`).set('Cookie', operations).expect(200);
    expect(detail.body).toMatchObject({
      kind: 'BANK_ACCOUNT',
      before: { 'bank.bankCode': '004', 'bank.accountNumber': '1234567890' },
      after: {
        'bank.bankCode': '014',
        'bank.accountNumber': '9876543210',
        'bank.accountName': 'Somchai Jaidee',
      },
    });
    await decide(id, 'approve', {}, operations).expect(403);
    await decide(id, 'approve', {}, a.cookie).expect(403);
    await decide(id, 'approve').expect(200);
    expect(await account(a.cookie)).toMatchObject({
      bankCode: '014',
      accountNumber: '9876543210',
      status: 'VERIFIED',
      changeRequest: null,
    });
    expect((await mailsTo(t, a.id)).map((m) => m.template)).toContain('change-request-approved');
  });

  it('a rejected change keeps the verified account and tells the investor why', async () => {
    const a = await approvedInvestor();
    const id = (await put(a.cookie, await withPhoto(a.cookie)).expect(202)).body.account.changeRequest.id;
    await decide(id, 'reject', { reason: 'The book-bank photo is unreadable' }).expect(200);
    expect(await account(a.cookie)).toMatchObject({ bankCode: '004', accountNumber: '1234567890' });
    const mine = (await t.http().get('/me/change-requests').set('Cookie', a.cookie).expect(200)).body;
    expect(mine[0]).toMatchObject({
      kind: 'BANK_ACCOUNT',
      status: 'REJECTED',
      reason: 'The book-bank photo is unreadable',
    });
    const [[audit]] = (await t.ctx.sequelize.query(
      "SELECT count(*)::int AS n FROM audit_log WHERE subject = :subject AND action IN ('BANK_CHANGE_REQUESTED', 'CHANGE_REQUEST_REJECTED')",
      { replacements: { subject: `change-requests/${id}` } },
    )) as [[{ n: number }], unknown];
    expect(audit.n).toBe(2);
  });

  it('the request carries the book-bank photo of the new account, the investor’s own; staff see it', async () => {
    const a = await approvedInvestor();
    const other = await approvedInvestor();
    const refused = async (body: object) => {
      const res = await put(a.cookie, body).expect(422);
      expect(res.body.code).toBe('CHANGE_REQUEST_BOOK_BANK_REQUIRED');
      expect(res.body.errors[0].field).toBe('body.bookBankFileId');
    };
    await refused(newAccount);
    await refused({ ...newAccount, bookBankFileId: await bookBankPhoto(t, other.cookie) });
    const selfie = (await upload(t, a.cookie, 'SELFIE', await photo()).expect(201)).body.id;
    await refused({ ...newAccount, bookBankFileId: selfie });
    // Refused, nothing changes: no request waits and the verified account stays.
    expect(await account(a.cookie)).toMatchObject({ bankCode: '004', changeRequest: null });

    const bookBank = await bookBankPhoto(t, a.cookie);
    const asked = await put(a.cookie, { ...newAccount, bookBankFileId: bookBank }).expect(202);
    const id = asked.body.account.changeRequest.id;
    const detail = await t.http().get(`/admin/change-requests/${id}`).set('Cookie', compliance).expect(200);
    expect(detail.body).toMatchObject({
      fileIds: [bookBank],
      files: [{ id: bookBank, kind: 'BOOK_BANK', mimeType: 'image/jpeg', url: `/kyc/files/${bookBank}` }],
    });
    const bytes = await t.http().get(`/kyc/files/${bookBank}`).set('Cookie', compliance).expect(200);
    expect(bytes.headers['content-type']).toBe('image/jpeg');
    await t.http().get(`/kyc/files/${bookBank}`).set('Cookie', other.cookie).expect(404);
  });
});
