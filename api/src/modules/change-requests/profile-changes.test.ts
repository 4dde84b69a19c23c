import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { newInvestor, photo, upload } from '../kyc/test-fixtures.ts';
import {
  approvedInvestor as approvedInvestorOf,
  general,
  mailsTo,
  personal,
} from '../kyc-cases/test-fixtures.ts';

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

const patch = (cookie: string, body: object) =>
  t.http().patch('/me/profile').set('Cookie', cookie).send(body);
const profile = async (cookie: string) =>
  (await t.http().get('/me/profile').set('Cookie', cookie).expect(200)).body;
const decide = (id: number, action: string, body: object = {}, cookie = compliance) =>
  t.http().post(`/admin/change-requests/${id}/${action}`).set('Cookie', cookie).send(body);

async function auditActions(subject: string) {
  const [rows] = (await t.ctx.sequelize.query(
    'SELECT action, before, after FROM audit_log WHERE subject = :subject ORDER BY id',
    { replacements: { subject } },
  )) as [{ action: string; before: unknown; after: unknown }[], unknown];
  return rows;
}

const newAddress = {
  kind: 'THAI',
  houseDetail: '99 ถนนสุขุมวิท',
  province: 'กรุงเทพมหานคร',
  district: 'วัฒนา',
  subDistrict: 'คลองตันเหนือ',
  postalCode: '10110',
};

// Each test onboards and approves an investor of its own (photos, liveness, questionnaires): slow when busy.
const slow = { timeout: 90_000 };

describe('PATCH /me/profile: contact details', slow, () => {
  it('a verified investor’s new phone and current address apply at once and are audited', async () => {
    const a = await approvedInvestor();
    const res = await patch(a.cookie, {
      general: { ...general, phone: '089-999-0000', currentAddressSameAs: null, currentAddress: newAddress },
    }).expect(200);
    expect(res.body.applied).toEqual(['general.phone', 'general.currentAddress']);
    expect(res.body.changeRequest).toBeNull();
    const after = await profile(a.cookie);
    expect(after.general.phone).toBe('0899990000');
    expect(after.general.currentAddress).toMatchObject({ province: 'กรุงเทพมหานคร', postalCode: '10110' });
    expect(after.general.idCardAddress.province).toBe('เชียงใหม่');
    expect(after.general.currentAddressSameAs).toBeNull();
    const [entry] = await auditActions(`users/${a.id}`).then((rows) =>
      rows.filter((r) => r.action === 'PROFILE_CONTACT_CHANGED'),
    );
    expect(entry?.before).toMatchObject({ 'general.phone': '0812345678' });
    expect(entry?.after).toMatchObject({ 'general.phone': '0899990000' });
  });

  it('an address that is not a real Thai chain is refused and changes nothing', async () => {
    const a = await approvedInvestor();
    const res = await patch(a.cookie, {
      general: {
        ...general,
        currentAddressSameAs: null,
        currentAddress: { ...newAddress, postalCode: '50200' },
      },
    }).expect(422);
    expect(res.body.code).toBe('KYC_ADDRESS_INVALID');
    expect((await profile(a.cookie)).general.currentAddress.postalCode).toBe('50200');
    expect((await profile(a.cookie)).general.currentAddress.province).toBe('เชียงใหม่');
  });

  it('an investor not yet approved uses the onboarding forms; nothing changed is said so', async () => {
    const fresh = await newInvestor(t);
    expect((await patch(fresh.cookie, { general }).expect(409)).body.code).toBe('PROFILE_NOT_VERIFIED');
    const a = await approvedInvestor();
    expect((await patch(a.cookie, { general, personal }).expect(422)).body.code).toBe(
      'CHANGE_REQUEST_NOTHING_CHANGED',
    );
    await t.http().patch('/me/profile').send({ general }).expect(401);
  });
});

describe('PATCH /me/profile: material changes go to compliance', slow, () => {
  it('an income change waits for compliance, the account keeps investing, approval applies it', async () => {
    const a = await approvedInvestor();
    // The portal sends the work address typed out, not as "same as the ID card": that alone is no change.
    const typed = { ...personal, workAddressSameAs: null, workAddress: general.idCardAddress };
    const res = await patch(a.cookie, { personal: { ...typed, monthlyIncome: '100K_500K' } }).expect(200);
    const request = res.body.changeRequest;
    expect(request).toMatchObject({
      kind: 'PROFILE',
      status: 'PENDING',
      before: { 'personal.monthlyIncome': '50K_100K' },
      after: { 'personal.monthlyIncome': '100K_500K' },
      eddRequired: false,
    });
    expect((await profile(a.cookie)).personal.monthlyIncome).toBe('50K_100K');
    const progress = (await t.http().get('/kyc/progress').set('Cookie', a.cookie).expect(200)).body;
    expect(progress.readyToInvest).toBe(true);

    const second = await patch(a.cookie, { general: { ...general, nationality: 'JP' } }).expect(409);
    expect(second.body.code).toBe('CHANGE_REQUEST_OPEN');

    const queue = await t
      .http()
      .get('/admin/change-requests')
      .query({ filter: JSON.stringify({ status: 'PENDING', userId: a.id }) })
      .set('Cookie', operations)
      .expect(200);
    expect(queue.body.map((r: { id: number }) => r.id)).toEqual([request.id]);
    expect(queue.headers['content-range']).toBe('change-requests 0-0/1');

    expect((await decide(request.id, 'approve', {}, operations).expect(403)).body.code).toBe(
      'AUTH_FORBIDDEN',
    );
    await decide(request.id, 'approve', {}, a.cookie).expect(403);
    const approved = await decide(request.id, 'approve').expect(200);
    expect(approved.body).toMatchObject({ status: 'APPROVED', email: expect.stringContaining('@') });
    expect((await profile(a.cookie)).personal.monthlyIncome).toBe('100K_500K');
    expect((await decide(request.id, 'reject', { reason: 'late' }).expect(409)).body.code).toBe(
      'CHANGE_REQUEST_STATE',
    );
    expect((await auditActions(`change-requests/${request.id}`)).map((r) => r.action)).toEqual([
      'PROFILE_CHANGE_REQUESTED',
      'CHANGE_REQUEST_APPROVED',
    ]);
    expect((await mailsTo(t, a.id)).map((m) => m.template)).toContain('change-request-approved');
  });

  it('a rejection keeps the old values and tells the investor why, in the portal and by e-mail', async () => {
    const a = await approvedInvestor();
    const body = {
      personal: { ...personal, beneficiary: { type: 'NOMINEE', name: 'นาง สมศรี', under20: false } },
    };
    const { changeRequest } = (await patch(a.cookie, body).expect(200)).body;
    await decide(changeRequest.id, 'reject', { reason: '' }).expect(422);
    await decide(changeRequest.id, 'reject', { reason: 'กรุณาแนบหนังสือมอบอำนาจ' }).expect(200);
    const after = await profile(a.cookie);
    expect(after.personal.beneficiary).toEqual({ type: 'SELF', name: null, under20: null });
    expect(after.changeRequests[0]).toMatchObject({ status: 'REJECTED', reason: 'กรุณาแนบหนังสือมอบอำนาจ' });
    const mail = (await mailsTo(t, a.id)).find((m) => m.template === 'change-request-rejected');
    expect(mail?.text).toContain('กรุณาแนบหนังสือมอบอำนาจ');
    // Decided, the kind is open again.
    await patch(a.cookie, body).expect(200);
  });

  it('contact details apply even when the same form also opens a request', async () => {
    const a = await approvedInvestor();
    const res = await patch(a.cookie, {
      general: { ...general, phone: '0811112222', nationality: 'JP' },
    }).expect(200);
    expect(res.body.applied).toEqual(['general.phone']);
    expect(res.body.changeRequest.after).toEqual({ 'general.nationality': 'JP' });
    const after = await profile(a.cookie);
    expect(after.general).toMatchObject({ phone: '0811112222', nationality: 'TH' });
  });

  it('income from a high-risk country asks for the enhanced due diligence documents', async () => {
    const a = await approvedInvestor();
    const body = { personal: { ...personal, incomeSourceCountry: 'KP' } };
    expect((await patch(a.cookie, body).expect(422)).body.code).toBe('CHANGE_REQUEST_EDD_DOCUMENTS_REQUIRED');
    const statement = (await upload(t, a.cookie, 'EDD_STATEMENT', await photo()).expect(201)).body.id;
    expect((await patch(a.cookie, { ...body, fileIds: [statement] }).expect(422)).body.code).toBe(
      'CHANGE_REQUEST_EDD_DOCUMENTS_REQUIRED',
    );
    const support = (await upload(t, a.cookie, 'EDD_SUPPORT', await photo()).expect(201)).body.id;
    const other = await approvedInvestor();
    const foreign = (await upload(t, other.cookie, 'EDD_SUPPORT', await photo()).expect(201)).body.id;
    await patch(a.cookie, { ...body, fileIds: [statement, foreign] }).expect(422);
    const res = await patch(a.cookie, { ...body, fileIds: [statement, support] }).expect(200);
    expect(res.body.changeRequest).toMatchObject({ eddRequired: true, fileIds: [statement, support] });
  });

  it('a nationality newly of a high-risk country asks for the EDD documents, as a new income country does', async () => {
    const a = await approvedInvestor();
    const body = { general: { ...general, nationality: 'MM' } };
    expect((await patch(a.cookie, body).expect(422)).body.code).toBe('CHANGE_REQUEST_EDD_DOCUMENTS_REQUIRED');
    // A book-bank photo is not an EDD document.
    const bookBank = (await upload(t, a.cookie, 'BOOK_BANK', await photo()).expect(201)).body.id;
    const statement = (await upload(t, a.cookie, 'EDD_STATEMENT', await photo()).expect(201)).body.id;
    await patch(a.cookie, { ...body, fileIds: [statement, bookBank] }).expect(422);
    // Refused, nothing changed: no request waits.
    expect((await profile(a.cookie)).changeRequests).toEqual([]);
    const support = (await upload(t, a.cookie, 'EDD_SUPPORT', await photo()).expect(201)).body.id;
    const res = await patch(a.cookie, { ...body, fileIds: [statement, support] }).expect(200);
    const id = res.body.changeRequest.id;
    expect(res.body.changeRequest).toMatchObject({
      before: { 'general.nationality': 'TH' },
      after: { 'general.nationality': 'MM' },
      eddRequired: true,
      fileIds: [statement, support],
    });
    const detail = await t.http().get(`/admin/change-requests/${id}`).set('Cookie', compliance).expect(200);
    expect(detail.body.files.map((f: { id: string; kind: string }) => [f.id, f.kind])).toEqual([
      [statement, 'EDD_STATEMENT'],
      [support, 'EDD_SUPPORT'],
    ]);
    await decide(id, 'approve').expect(200);
    expect((await profile(a.cookie)).general.nationality).toBe('MM');
  });

  it('a nationality that raises nothing is a material change request without documents', async () => {
    const a = await approvedInvestor();
    const res = await patch(a.cookie, { general: { ...general, nationality: 'JP' } }).expect(200);
    expect(res.body.changeRequest).toMatchObject({
      kind: 'PROFILE',
      after: { 'general.nationality': 'JP' },
      eddRequired: false,
      fileIds: [],
    });
    const detail = await t
      .http()
      .get(`/admin/change-requests/${res.body.changeRequest.id}`)
      .set('Cookie', compliance)
      .expect(200);
    expect(detail.body.files).toEqual([]);
    expect((await profile(a.cookie)).general.nationality).toBe('TH');
  });

  it('one investor cannot see or decide another’s requests', async () => {
    const a = await approvedInvestor();
    const b = await approvedInvestor();
    await patch(a.cookie, { general: { ...general, maritalStatus: 'MARRIED' } }).expect(200);
    const mine = (await t.http().get('/me/change-requests').set('Cookie', b.cookie).expect(200)).body;
    expect(mine).toEqual([]);
    await t.http().get('/admin/change-requests').set('Cookie', b.cookie).expect(403);
  });
});
