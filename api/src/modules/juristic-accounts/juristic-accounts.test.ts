import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { sandboxLaserIdOf } from '../kyc/adapters.ts';
import { newIp, photo } from '../kyc/test-fixtures.ts';
import { newKey, standAt } from '../orders/test-fixtures.ts';

let t: TestApp;
let support: string;
let compliance: string;
let operations: string;
let admin: string;
/** A scanned page: any image passes the upload's checks. */
let scan: Buffer;
beforeAll(async () => {
  scan = await photo();
  t = await createTestApp();
  // Signed in on the test clock: the sessions live on it.
  standAt(t, '2026-12-08T10:00:00');
  support = await t.signIn('support@example.com');
  compliance = await t.signIn('compliance@example.com');
  operations = await t.signIn('operations@example.com');
  admin = await t.signIn('admin@example.com');
});
afterAll(() => t.close());
// A Tuesday morning: a business day before the cut-off, for the order at the end.
beforeEach(() => standAt(t, '2026-12-08T10:00:00'));

/** A 13-digit number with a valid check digit, different each call (a registration number or a national ID). */
let serial = 100_000;
function validNumber(prefix: string): string {
  const first12 = `${prefix}${String(serial++).padStart(12 - prefix.length, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (13 - i);
  return `${first12}${(11 - (sum % 11)) % 10}`;
}

/** An authorised person on a card of the DOPA simulator's sandbox. */
function person(overrides: object = {}) {
  const nationalId = validNumber('31');
  return {
    titleTh: 'นาย',
    firstNameTh: 'สมชาย',
    lastNameTh: 'ใจดี',
    firstNameEn: 'Somchai',
    lastNameEn: 'Jaidee',
    nationalId,
    laserId: sandboxLaserIdOf(nationalId),
    birthDate: '05/03/1980',
    position: 'กรรมการผู้จัดการ',
    ...overrides,
  };
}

const companyAddress = {
  kind: 'THAI',
  houseDetail: '99/9 อาคารตัวอย่าง ชั้น 10 ถนนสีลม',
  province: 'กรุงเทพมหานคร',
  district: 'บางรัก',
  subDistrict: 'สีลม',
  postalCode: '10500',
};

function uploadDocument(kind: string, cookie = support, content = scan, name = 'scan.jpg') {
  return t
    .http()
    .post('/admin/juristic-account-files')
    .set('Cookie', cookie)
    .set('X-Forwarded-For', newIp())
    .field('kind', kind)
    .attach('file', content, name);
}

async function documents(kinds = ['COMPANY_CERTIFICATE', 'SHAREHOLDER_LIST', 'BOARD_RESOLUTION']) {
  const ids: string[] = [];
  for (const kind of kinds) ids.push((await uploadDocument(kind).expect(201)).body.id);
  return ids;
}

let companies = 0;
async function accountBody(overrides: object = {}) {
  companies += 1;
  return {
    companyName: `บริษัท ตัวอย่าง ${companies} จำกัด`,
    companyNameEn: `Example ${companies} Co., Ltd.`,
    registrationNumber: validNumber('01'),
    address: companyAddress,
    email: `company-${companies}-${Date.now()}@example.com`,
    authorisedPersons: [person()],
    fileIds: await documents(),
    riskLevel: 'HIGH',
    riskReason: 'Treasury investment with a board-approved limit',
    ...overrides,
  };
}

const open = (body: object, cookie = support) =>
  t.http().post('/admin/juristic-accounts').set('Cookie', cookie).send(body);
const decide = (id: number, action: 'approve' | 'reject', cookie: string, body: object = {}) =>
  t.http().post(`/admin/juristic-accounts/${id}/${action}`).set('Cookie', cookie).send(body);

async function count(table: string) {
  const [[row]] = (await t.ctx.sequelize.query(`SELECT count(*)::int AS n FROM ${table}`)) as [
    [{ n: number }],
    unknown,
  ];
  return row.n;
}
/** What a refusal must leave as it was. */
const snapshot = async () => ({
  accounts: await count('juristic_accounts'),
  users: await count('users'),
  attached: (
    (await t.ctx.sequelize.query(
      'SELECT count(*)::int AS n FROM juristic_account_files WHERE account_id IS NOT NULL',
    )) as [[{ n: number }], unknown]
  )[0][0].n,
  audit: await count('audit_log'),
});

const auditOf = async (id: number) =>
  (
    (await t.ctx.sequelize.query(
      'SELECT action, actor_id::int AS "actorId" FROM audit_log WHERE subject = :subject ORDER BY id',
      { replacements: { subject: `juristic-accounts/${id}` } },
    )) as [{ action: string; actorId: number }[], unknown]
  )[0];

const staffId = async (email: string) =>
  (
    (await t.ctx.sequelize.query('SELECT id::int AS id FROM users WHERE email = :email', {
      replacements: { email },
    })) as [[{ id: number }], unknown]
  )[0][0].id;

describe('opening a juristic account', { timeout: 60_000 }, () => {
  it('customer service open it with its documents: it waits for compliance, audited', async () => {
    const body = await accountBody({ registrationNumber: '0-1055-56176-23-9' });
    const res = await open(body).expect(201);
    expect(res.body).toMatchObject({
      status: 'PENDING',
      companyName: body.companyName,
      registrationNumber: '0105556176239',
      email: body.email,
      riskLevel: 'HIGH',
      preparedByEmail: 'support@example.com',
      userId: null,
    });
    expect(res.body.files.map((f: { kind: string }) => f.kind).sort()).toEqual([
      'BOARD_RESOLUTION',
      'COMPANY_CERTIFICATE',
      'SHAREHOLDER_LIST',
    ]);
    expect(res.body.files[0]).not.toHaveProperty('storageKey');
    const file = await t.http().get(res.body.files[0].url).set('Cookie', compliance).expect(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const [[upload]] = (await t.ctx.sequelize.query('SELECT action FROM audit_log WHERE subject = :subject', {
      replacements: { subject: `juristic-account-files/${body.fileIds[0]}` },
    })) as [[{ action: string }], unknown];
    expect(upload.action).toBe('JURISTIC_DOCUMENT_UPLOADED');
    expect(await auditOf(res.body.id)).toEqual([
      { action: 'JURISTIC_ACCOUNT_OPENED', actorId: await staffId('support@example.com') },
    ]);
    const list = await t
      .http()
      .get('/admin/juristic-accounts')
      .query({ filter: JSON.stringify({ q: '0105556176239' }) })
      .set('Cookie', operations)
      .expect(200);
    expect(list.body.map((a: { id: number }) => a.id)).toEqual([res.body.id]);
  });

  it('only customer service and admin may open one or upload its documents', async () => {
    const body = await accountBody();
    const before = await snapshot();
    for (const cookie of [compliance, operations]) {
      expect((await open(body, cookie).expect(403)).body.code).toBe('AUTH_FORBIDDEN');
      await uploadDocument('COMPANY_CERTIFICATE', cookie).expect(403);
    }
    const investor = await t.http().post('/admin/juristic-accounts').send(body);
    expect(investor.status).toBe(401);
    expect(await snapshot()).toEqual(before);
    await open(body, admin).expect(201);
  });

  it('refuses bad input field by field and changes nothing', async () => {
    const base = await accountBody();
    const before = await snapshot();
    const bad = await open({
      ...base,
      registrationNumber: base.registrationNumber.slice(0, 12),
      email: 'not-an-email',
      authorisedPersons: [person({ nationalId: '1101700230709', firstNameEn: 'สมชาย' })],
      riskLevel: 'EXTREME',
      riskReason: 'short',
    }).expect(422);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    const fields = Object.fromEntries(
      bad.body.errors.map((e: { field: string; code: string }) => [e.field, e.code]),
    );
    expect(fields).toMatchObject({
      'body.registrationNumber': 'JURISTIC_REGISTRATION_NUMBER_FORMAT',
      'body.email': 'string.email',
      'body.authorisedPersons.0.nationalId': 'KYC_NATIONAL_ID_CHECK_DIGIT',
      'body.authorisedPersons.0.firstNameEn': 'NAME_SCRIPT',
      'body.riskLevel': 'any.only',
      'body.riskReason': 'string.min',
    });
    const last = Number(base.registrationNumber[12]);
    const wrongDigit = `${base.registrationNumber.slice(0, 12)}${(last + 1) % 10}`;
    const checkDigit = await open({ ...base, registrationNumber: wrongDigit }).expect(422);
    expect(checkDigit.body.errors[0]).toMatchObject({
      field: 'body.registrationNumber',
      code: 'JURISTIC_REGISTRATION_NUMBER_CHECK_DIGIT',
    });
    await open({ ...base, registrationNumber: `${base.registrationNumber}0` }).expect(422);
    await open({ ...base, authorisedPersons: [] }).expect(422);
    expect(await snapshot()).toEqual(before);
  });

  it('each authorised person passes the individual checks: 20 or over, the card confirmed by DOPA', async () => {
    const youngBody = await accountBody({
      authorisedPersons: [person(), person({ birthDate: '01/01/2010' })],
    });
    const mismatchBody = await accountBody({ authorisedPersons: [person({ laserId: 'ZZ0000000000' })] });
    const before = await snapshot();
    const young = await open(youngBody);
    expect(young.status).toBe(422);
    expect(young.body.code).toBe('JURISTIC_PERSON_UNDER_AGE');
    expect(young.body.errors[0].field).toBe('body.authorisedPersons.1.birthDate');
    const mismatch = await open(mismatchBody);
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.code).toBe('JURISTIC_PERSON_MISMATCH');
    expect(mismatch.body.errors.map((e: { field: string }) => e.field)).toEqual([
      'body.authorisedPersons.0.nationalId',
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an account without all three documents, or with a document already used', async () => {
    const twoOfThree = await accountBody({
      fileIds: await documents(['COMPANY_CERTIFICATE', 'SHAREHOLDER_LIST']),
    });
    const none = await accountBody({ fileIds: [] });
    const before = await snapshot();
    const missing = await open(twoOfThree).expect(422);
    expect(missing.body).toMatchObject({
      code: 'JURISTIC_DOCUMENTS_MISSING',
      details: { missing: ['BOARD_RESOLUTION'] },
    });
    expect((await open(none).expect(422)).body.details.missing).toHaveLength(3);
    expect(await snapshot()).toEqual(before);

    const first = await accountBody();
    await open(first).expect(201);
    const reused = await open(await accountBody({ fileIds: first.fileIds })).expect(422);
    expect(reused.body.code).toBe('JURISTIC_DOCUMENT_UNKNOWN');
  });

  it('refuses a file that is not a scan or a PDF', async () => {
    const res = await uploadDocument('BOARD_RESOLUTION', support, Buffer.from('MZ not a document'), 'x.exe');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('FILE_TYPE_NOT_ALLOWED');
  });

  it('one company, one account: a registration number pending or approved cannot be opened again', async () => {
    const body = await accountBody();
    await open(body).expect(201);
    const sameNumber = await accountBody({ registrationNumber: body.registrationNumber });
    const sameEmail = await accountBody({ email: body.email });
    const staffEmail = await accountBody({ email: 'operations@example.com' });
    const before = await snapshot();
    const again = await open(sameNumber).expect(409);
    expect(again.body.code).toBe('JURISTIC_REGISTRATION_NUMBER_TAKEN');
    expect((await open(sameEmail).expect(409)).body.code).toBe('JURISTIC_EMAIL_TAKEN');
    expect((await open(staffEmail).expect(409)).body.code).toBe('JURISTIC_EMAIL_TAKEN');
    expect(await snapshot()).toEqual(before);
  });
});

describe('deciding a juristic account', { timeout: 60_000 }, () => {
  it('only compliance (or admin) decide, never the staff member who prepared it', async () => {
    const { body } = await open(await accountBody()).expect(201);
    for (const cookie of [support, operations]) {
      await decide(body.id, 'approve', cookie).expect(403);
      await decide(body.id, 'reject', cookie, { reason: 'no' }).expect(403);
    }
    const byAdmin = await open(await accountBody(), admin).expect(201);
    const own = await decide(byAdmin.body.id, 'approve', admin).expect(403);
    expect(own.body.code).toBe('JURISTIC_MAKER_CANNOT_DECIDE');
    await decide(byAdmin.body.id, 'reject', admin, { reason: 'mine' }).expect(403);
    const detail = await t.http().get(`/admin/juristic-accounts/${body.id}`).set('Cookie', compliance);
    expect(detail.body.status).toBe('PENDING');
    expect(await auditOf(body.id)).toHaveLength(1);
  });

  it('a refusal needs a reason, is audited, and frees the registration number', async () => {
    const first = await accountBody();
    const { body } = await open(first).expect(201);
    await decide(body.id, 'reject', compliance, { reason: '' }).expect(422);
    const rejected = await decide(body.id, 'reject', compliance, {
      reason: 'หนังสือรับรองบริษัทเกิน 3 เดือน',
    }).expect(200);
    expect(rejected.body).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'หนังสือรับรองบริษัทเกิน 3 เดือน',
      decidedByEmail: 'compliance@example.com',
      userId: null,
    });
    expect((await decide(body.id, 'approve', compliance).expect(409)).body.code).toBe(
      'JURISTIC_ACCOUNT_STATE',
    );
    expect((await auditOf(body.id)).map((a) => a.action)).toEqual([
      'JURISTIC_ACCOUNT_OPENED',
      'JURISTIC_ACCOUNT_REJECTED',
    ]);
    await open(
      await accountBody({ registrationNumber: first.registrationNumber, email: first.email }),
    ).expect(201);
  });

  it('approval creates the sign-in, e-mails a set-password link, and the company is ready to invest', async () => {
    const body = await accountBody();
    const opened = await open(body).expect(201);
    const approved = await decide(opened.body.id, 'approve', compliance).expect(200);
    expect(approved.body).toMatchObject({ status: 'APPROVED', decidedByEmail: 'compliance@example.com' });
    expect(approved.body.userId).toEqual(expect.any(Number));
    expect((await decide(opened.body.id, 'approve', compliance).expect(409)).body.code).toBe(
      'JURISTIC_ACCOUNT_STATE',
    );
    expect((await auditOf(opened.body.id)).map((a) => a.action)).toEqual([
      'JURISTIC_ACCOUNT_OPENED',
      'JURISTIC_ACCOUNT_APPROVED',
    ]);

    const [[mail]] = (await t.ctx.sequelize.query(
      `SELECT template, body_text AS text FROM outbox_messages WHERE recipient = :email`,
      { replacements: { email: body.email } },
    )) as [[{ template: string; text: string }], unknown];
    expect(mail.template).toBe('juristic-account-opened');
    expect(mail.text).toContain(body.companyName);
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text)![1]!;

    // The link still works days later (it lasts a week), sets the password, and the company signs in.
    standAt(t, '2026-12-12T10:00:00');
    await t.http().post('/auth/reset-password').send({ token, password: 'Company!Pass2026' }).expect(200);
    standAt(t, '2026-12-15T10:00:00');
    const login = await t
      .http()
      .post('/auth/login')
      .send({ email: body.email, password: 'Company!Pass2026' })
      .expect(200);
    const cookie = ((login.headers['set-cookie'] as unknown as string[]) ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');

    const overview = await t.http().get('/kyc/progress').set('Cookie', cookie).expect(200);
    expect(overview.body).toMatchObject({ readyToInvest: true, customerService: true });
    expect(Object.values(overview.body.readiness).every(Boolean)).toBe(true);
    expect(overview.body.steps.map((s: { key: string }) => s.key)).not.toContain('suitability');

    const placed = await t
      .http()
      .post('/orders')
      .set('Cookie', cookie)
      .set('X-Forwarded-For', newIp())
      .set('Idempotency-Key', newKey())
      .send({ kind: 'increase', strategyCode: 'M-BTC', amount: '50000.00' })
      .expect(201);
    expect(placed.body).toMatchObject({ kind: 'increase', stage: 'confirm' });
  });

  it('a company that signed up in the portal keeps its sign-in when its account is approved', async () => {
    const email = `signed-up-${Date.now()}@example.com`;
    await t
      .http()
      .post('/auth/signup')
      .set('X-Forwarded-For', newIp())
      .send({
        email,
        password: 'Company!Pass2026',
        customerType: 'JURISTIC',
        companyName: 'บริษัท สมัครเอง จำกัด',
        consents: { privacyPolicy: true, terms: true, marketing: false },
      })
      .expect(201);
    const [[user]] = (await t.ctx.sequelize.query('SELECT id::int AS id FROM users WHERE email = :email', {
      replacements: { email },
    })) as [[{ id: number } | undefined], unknown];
    if (!user) throw new Error('the portal sign-up did not record the company');
    const { body } = await open(await accountBody({ email })).expect(201);
    const approved = await decide(body.id, 'approve', compliance).expect(200);
    expect(approved.body.userId).toBe(user.id);
  });
});
