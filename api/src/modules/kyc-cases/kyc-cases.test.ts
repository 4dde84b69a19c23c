import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import type { SettableClock } from '../../platform/clock.ts';
import { bookBankPhoto, newInvestor, somchai } from '../kyc/test-fixtures.ts';
import { suitabilityAnswersFor } from '../questionnaires/test-helpers.ts';
import { signInAs } from '../security/test-investors.ts';
import { markOverdueCases, tradingRestrictions } from './overdue.ts';
import {
  bankAccount,
  completedInvestor,
  general,
  mailsTo,
  personal,
  send,
  submittedInvestor,
} from './test-fixtures.ts';

let t: TestApp;
let compliance: string;
let operations: string;
beforeAll(async () => {
  t = await createTestApp();
  compliance = await t.signIn('compliance@example.com');
  operations = await t.signIn('operations@example.com');
});
afterAll(() => t.close());

const clock = () => t.ctx.clock as SettableClock;
const progress = async (cookie: string) =>
  (await t.http().get('/kyc/progress').set('Cookie', cookie).expect(200)).body;
const statuses = (body: { steps: { key: string; status: string }[] }) =>
  Object.fromEntries(body.steps.map((s) => [s.key, s.status]));
const act = (id: number, action: string, body: object = {}, cookie = compliance) =>
  t.http().post(`/admin/kyc-cases/${id}/${action}`).set('Cookie', cookie).send(body);

async function emailOf(userId: number) {
  const [[row]] = (await t.ctx.sequelize.query('SELECT email FROM users WHERE id = :userId', {
    replacements: { userId },
  })) as [[{ email: string }], unknown];
  return row.email;
}

async function auditOf(userId: number) {
  const [rows] = (await t.ctx.sequelize.query(
    `SELECT a.action, u.email AS actor FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
     WHERE a.subject = :subject AND a.action LIKE 'KYC\\_%' AND a.action NOT LIKE 'KYC\\_%\\_SUBMITTED'
     ORDER BY a.id`,
    { replacements: { subject: `users/${userId}` } },
  )) as [{ action: string; actor: string | null }[], unknown];
  return rows;
}

describe('POST /kyc/submit', () => {
  it('refuses an unfinished onboarding with the missing steps', async () => {
    const a = await newInvestor(t);
    const res = await t.http().post('/kyc/submit').set('Cookie', a.cookie).expect(409);
    expect(res.body.code).toBe('KYC_STEPS_INCOMPLETE');
    expect(res.body.details.missing).toEqual([
      'identityPhoto',
      'identityData',
      'personalInfo',
      'bankAccount',
      'suitability',
      'fatca',
      'aml',
      'contract',
    ]);
    await t.http().post('/kyc/submit').expect(401);
  });

  it('sends a juristic customer to customer service', async () => {
    const a = await newInvestor(t);
    await t.ctx.sequelize.query("UPDATE users SET customer_type = 'JURISTIC' WHERE id = :id", {
      replacements: { id: a.id },
    });
    const res = await t.http().post('/kyc/submit').set('Cookie', a.cookie).expect(403);
    expect(res.body.code).toBe('KYC_JURISTIC_CUSTOMER_SERVICE');
    expect(res.body.title).toMatch(/customer service/);
    expect((await progress(a.cookie)).customerService).toBe(true);
  });

  it('puts a complete onboarding in PENDING once; a second submission is refused', async () => {
    const a = await completedInvestor(t);
    expect((await progress(a.cookie)).case).toBeNull();
    const res = await t.http().post('/kyc/submit').set('Cookie', a.cookie).expect(200);
    expect(res.body.status).toBe('PENDING');
    const body = await progress(a.cookie);
    expect(body.case).toMatchObject({ status: 'PENDING', deadline: null, reasons: [] });
    expect(body.customerService).toBe(false);
    const again = await t.http().post('/kyc/submit').set('Cookie', a.cookie).expect(409);
    expect(again.body.code).toBe('KYC_CASE_STATE');
    expect(await auditOf(a.id)).toEqual([
      { action: 'KYC_CONTRACT_SIGNED', actor: expect.stringMatching(/^kyc-/) },
      { action: 'KYC_SUBMITTED', actor: expect.stringMatching(/^kyc-/) },
    ]);
  });
});

describe('POST /admin/kyc-cases/:id/approve', () => {
  it('verifies every step; completeness 9/9 and ready to invest; e-mail; forms locked', async () => {
    const a = await submittedInvestor(t);
    const before = await progress(a.cookie);
    expect(before.readyToInvest).toBe(false);
    const res = await act(a.id, 'approve', { note: 'all good' }).expect(200);
    expect(res.body).toMatchObject({
      id: a.id,
      status: 'VERIFIED',
      decidedBy: { email: 'compliance@example.com' },
    });
    expect(res.body.events.map((e: { action: string }) => e.action)).toEqual(['APPROVED', 'SUBMITTED']);
    expect(res.body.events[0]).toMatchObject({
      note: 'all good',
      actor: { email: 'compliance@example.com' },
    });

    const after = await progress(a.cookie);
    expect(new Set(Object.values(statuses(after)))).toEqual(new Set(['VERIFIED']));
    expect(after.completeness).toMatchObject({ score: 9, max: 9 });
    expect(after.readyToInvest).toBe(true);
    const approvedMails = await mailsTo(t, a.id);
    expect(approvedMails.map((m) => m.template)).toEqual(['kyc-approved']);
    // The approval leads to the account overview with a "start investing" call, in the investor's language (th).
    expect(approvedMails[0]!.text).toContain('เริ่มลงทุน');
    expect(approvedMails[0]!.text).toMatch(/https?:\/\/\S+\/portfolio\n/);
    expect(await auditOf(a.id)).toContainEqual({ action: 'KYC_APPROVED', actor: 'compliance@example.com' });

    // Editing after approval is refused, except a bank change request and a suitability retake.
    await send(t, a.cookie, 'put', '/kyc/identity', somchai).expect(403);
    await send(t, a.cookie, 'put', '/kyc/general', general).expect(403);
    await send(t, a.cookie, 'put', '/kyc/personal', personal).expect(403);
    await send(t, a.cookie, 'put', '/kyc/bank-account', {
      ...bankAccount,
      bankCode: '014',
      bookBankFileId: await bookBankPhoto(t, a.cookie),
    }).expect(202);
    const retake = { version: 1, answers: suitabilityAnswersFor(60) };
    await send(t, a.cookie, 'post', '/kyc/suitability', retake).expect(201);
    expect(await tradingRestrictions(t.ctx, a.id)).toEqual({
      canIncrease: true,
      canSwitch: true,
      canReduce: true,
      reason: null,
    });
  });
});

describe('POST /admin/kyc-cases/:id/reject', () => {
  it('reopens the named steps as REJECT until saved again; resubmission returns to PENDING', async () => {
    const a = await submittedInvestor(t);
    const reasons = [
      { step: 'personalInfo', reason: 'The employer name is missing' },
      { step: 'suitability', reason: 'Please answer again' },
    ];
    const res = await act(a.id, 'reject', { reasons }).expect(200);
    expect(res.body).toMatchObject({ status: 'REJECTED', reasons });
    const rejected = await progress(a.cookie);
    expect(statuses(rejected)).toMatchObject({
      personalInfo: 'REJECT',
      suitability: 'REJECT',
      identityData: 'PENDING',
      bankAccount: 'PENDING',
    });
    expect(rejected.case).toMatchObject({ status: 'REJECTED', reasons });
    const [mail] = await mailsTo(t, a.id);
    expect(mail).toMatchObject({ template: 'kyc-rejected' });
    expect(mail!.text).toContain('The employer name is missing');
    expect(mail!.text).toContain('/kyc');

    const early = await t.http().post('/kyc/submit').set('Cookie', a.cookie).expect(409);
    expect(early.body.details.missing).toEqual(['personalInfo', 'suitability']);

    await send(t, a.cookie, 'put', '/kyc/personal', personal).expect(200);
    await send(t, a.cookie, 'post', '/kyc/suitability', {
      version: 1,
      answers: suitabilityAnswersFor(41),
    }).expect(201);
    expect(statuses(await progress(a.cookie))).toMatchObject({
      personalInfo: 'PENDING',
      suitability: 'PENDING',
    });

    await t.http().post('/kyc/submit').set('Cookie', a.cookie).expect(200);
    const detail = await t.http().get(`/admin/kyc-cases/${a.id}`).set('Cookie', operations).expect(200);
    expect(detail.body.status).toBe('PENDING');
    expect(detail.body.events.map((e: { action: string }) => e.action)).toEqual([
      'RESUBMITTED',
      'REJECTED',
      'SUBMITTED',
    ]);
  });

  it('reopens the contract: a new signature is needed before resubmitting', async () => {
    const a = await submittedInvestor(t);
    await act(a.id, 'reject', { reasons: [{ step: 'contract', reason: 'Sign the new version' }] }).expect(
      200,
    );
    const [[contract]] = (await t.ctx.sequelize.query(
      'SELECT status FROM kyc_contracts WHERE user_id = :id',
      {
        replacements: { id: a.id },
      },
    )) as [[{ status: string }], unknown];
    expect(contract.status).toBe('REJECTED');
    const res = await t.http().post('/kyc/submit').set('Cookie', a.cookie).expect(409);
    expect(res.body.details.missing).toEqual(['contract']);
  });

  it('checks the reasons', async () => {
    const a = await submittedInvestor(t);
    await act(a.id, 'reject', { reasons: [] }).expect(422);
    await act(a.id, 'reject', { reasons: [{ step: 'nickname', reason: 'x' }] }).expect(422);
    await act(a.id, 'reject', { reasons: [{ step: 'fatca', reason: '' }] }).expect(422);
    await act(a.id, 'reject', { reasons: [{ step: 'fatca', reason: 'x' }], extra: 1 }).expect(422);
  });
});

describe('request-revision and the overdue job', () => {
  afterAll(() => clock().set(null));

  it('needs a deadline after today; past it the case is OVERDUE and only reductions are allowed', async () => {
    // 10:00 on 23 November 2026 in Bangkok.
    clock().set(new Date('2026-11-23T03:00:00Z'));
    const a = await submittedInvestor(t);
    await act(a.id, 'approve').expect(200);
    const reasons = [{ step: 'bankAccount', reason: 'Upload a clearer bank book' }];
    for (const deadline of ['2026-11-22', '2026-11-23']) {
      const res = await act(a.id, 'request-revision', { deadline, reasons }).expect(422);
      expect(res.body.errors[0].field).toBe('body.deadline');
    }
    await act(a.id, 'request-revision', { deadline: '2026-02-30', reasons }).expect(422);
    const res = await act(a.id, 'request-revision', { deadline: '2026-11-24', reasons }).expect(200);
    expect(res.body).toMatchObject({ status: 'REVIEW', deadline: '2026-11-24' });
    const review = await progress(a.cookie);
    expect(statuses(review)).toMatchObject({ bankAccount: 'REVIEW', identityData: 'VERIFIED' });
    expect(review.case).toMatchObject({ status: 'REVIEW', deadline: '2026-11-24' });
    expect(review.readyToInvest).toBe(true);
    expect((await mailsTo(t, a.id)).map((m) => m.template)).toEqual([
      'kyc-approved',
      'kyc-revision-requested',
    ]);

    // 23:59 on the deadline day in Bangkok: still REVIEW. (Sessions age with the clock: sign in again.)
    clock().set(new Date('2026-11-24T16:59:00Z'));
    await markOverdueCases(t.ctx);
    a.cookie = await signInAs(t, await emailOf(a.id));
    expect((await progress(a.cookie)).case.status).toBe('REVIEW');
    expect((await tradingRestrictions(t.ctx, a.id)).canIncrease).toBe(true);

    // 00:05 the day after.
    clock().set(new Date('2026-11-24T17:05:00Z'));
    expect(await markOverdueCases(t.ctx)).toBeGreaterThanOrEqual(1);
    a.cookie = await signInAs(t, await emailOf(a.id));
    const overdue = await progress(a.cookie);
    expect(overdue.case.status).toBe('OVERDUE');
    expect(statuses(overdue).bankAccount).toBe('OVERDUE');
    expect(await tradingRestrictions(t.ctx, a.id)).toEqual({
      canIncrease: false,
      canSwitch: false,
      canReduce: true,
      reason: 'OVERDUE',
    });
    expect((await mailsTo(t, a.id)).at(-1)?.template).toBe('kyc-overdue');
    expect(await auditOf(a.id)).toContainEqual({ action: 'KYC_OVERDUE', actor: null });
    // Running again changes nothing.
    await markOverdueCases(t.ctx);
    expect((await mailsTo(t, a.id)).filter((m) => m.template === 'kyc-overdue')).toHaveLength(1);

    // The investor saves the bank account again and resubmits.
    await send(t, a.cookie, 'put', '/kyc/bank-account', bankAccount).expect(200);
    expect(statuses(await progress(a.cookie)).bankAccount).toBe('PENDING');
    await t.http().post('/kyc/submit').set('Cookie', a.cookie).expect(200);
    expect((await progress(a.cookie)).case.status).toBe('PENDING');
  });
});

describe('block, wrong states and roles', () => {
  it('blocks from any state but BLOCKED, with the policy e-mail', async () => {
    const a = await newInvestor(t);
    const res = await act(a.id, 'block', { reason: 'UNDER_AGE', note: 'born 2008' }).expect(200);
    expect(res.body.status).toBe('BLOCKED');
    const [mail] = await mailsTo(t, a.id);
    expect(mail).toMatchObject({ template: 'kyc-blocked' });
    expect(mail!.text).toContain('อายุต่ำกว่า 20 ปี');
    await act(a.id, 'block', { reason: 'COMPANY_POLICY' }).expect(409);
    expect((await tradingRestrictions(t.ctx, a.id)).reason).toBe('BLOCKED');
    expect(await auditOf(a.id)).toEqual([{ action: 'KYC_BLOCKED', actor: 'compliance@example.com' }]);
    await act(a.id, 'block', { reason: 'SPACE_ALIEN' }).expect(422);
  });

  it('with useBlockedStatus off a block is refused and changes nothing; a blocked account stays blocked', async () => {
    const blocked = await newInvestor(t);
    await act(blocked.id, 'block', { reason: 'COMPANY_POLICY' }).expect(200);
    const a = await newInvestor(t);
    await t.setFlag('useBlockedStatus', false);
    try {
      const res = await act(a.id, 'block', { reason: 'UNDER_AGE' }).expect(409);
      expect(res.body.code).toBe('KYC_BLOCK_DISABLED');
      expect(await auditOf(a.id)).toEqual([]);
      expect(await mailsTo(t, a.id)).toEqual([]);
      expect((await tradingRestrictions(t.ctx, blocked.id)).reason).toBe('BLOCKED');
    } finally {
      await t.setFlag('useBlockedStatus', true);
    }
    await act(a.id, 'block', { reason: 'UNDER_AGE' }).expect(200);
  });

  it('answers 409 for an action in the wrong state and 404 for an unknown case', async () => {
    const a = await newInvestor(t);
    for (const action of ['approve', 'reject']) {
      const body = action === 'reject' ? { reasons: [{ step: 'fatca', reason: 'x' }] } : {};
      const res = await act(a.id, action, body).expect(409);
      expect(res.body.code).toBe('KYC_CASE_STATE');
    }
    const b = await submittedInvestor(t);
    await act(b.id, 'approve').expect(200);
    await act(b.id, 'approve').expect(409);
    await act(b.id, 'reject', { reasons: [{ step: 'fatca', reason: 'x' }] }).expect(409);
    await act(999_999, 'approve').expect(404);
    await t.http().get('/admin/kyc-cases/999999').set('Cookie', compliance).expect(404);
    expect(await tradingRestrictions(t.ctx, a.id)).toMatchObject({
      canIncrease: false,
      reason: 'NOT_READY',
    });
  });

  it('lets only compliance and admin act; investors cannot read the queue', async () => {
    const a = await submittedInvestor(t);
    const res = await act(a.id, 'approve', {}, operations).expect(403);
    expect(res.body.code).toBe('AUTH_FORBIDDEN');
    await act(a.id, 'approve', {}, a.cookie).expect(403);
    await t.http().get('/admin/kyc-cases').set('Cookie', a.cookie).expect(403);
    await t.http().get('/admin/kyc-cases').set('Cookie', operations).expect(200);
    const admin = await t.signIn('admin@example.com');
    await act(a.id, 'approve', {}, admin).expect(200);
  });
});

describe('GET /admin/kyc-cases/:id', () => {
  it('shows every answer, document, check and the contract', async () => {
    const a = await submittedInvestor(t);
    const res = await t.http().get(`/admin/kyc-cases/${a.id}`).set('Cookie', operations).expect(200);
    expect(res.body).toMatchObject({
      id: a.id,
      status: 'PENDING',
      customerType: 'INDIVIDUAL',
      nameTh: 'นาย สมชาย ใจดี',
      nameEn: 'Mr. Somchai Jaidee',
      waitingDays: 0,
      riskBand: 'MODERATE',
      eddRequired: false,
      amlAnswered: true,
      identity: { firstNameTh: 'สมชาย' },
      dopa: { passDopa: true },
      liveness: { status: 'PENDING', provider: 'verifio' },
      general: { nationality: 'TH' },
      personal: { occupation: 'EMPLOYEE' },
      bankAccount: { bankCode: '004', status: 'PENDING' },
      suitability: { version: 1, band: 'MODERATE' },
      fatca: { usPerson: false },
      aml: { eddRequired: false },
      contract: {
        version: 1,
        contentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
        url: `/admin/kyc-cases/${a.id}/contract`,
      },
      reasons: [],
    });
    expect(res.body.files.map((f: { kind: string }) => f.kind).sort()).toEqual([
      'ID_BACK',
      'ID_FRONT',
      'SELFIE',
    ]);
    const file = res.body.files[0];
    await t.http().get(file.url).set('Cookie', operations).expect(200);
    expect(Object.keys(res.body.suitability.answers.answers)).toHaveLength(19);
    expect(res.body.steps).toHaveLength(9);
  });
});

describe('GET /admin/kyc-cases', () => {
  it('each filter returns exactly the matching cases', async () => {
    clock().set(new Date('2026-11-23T03:00:00Z'));
    const tag = `list${Date.now()}`;
    const seedCase = async (name: string, fields: Record<string, unknown>) => {
      const [[row]] = (await t.ctx.sequelize.query(
        `INSERT INTO users (email, customer_type, email_verified_at) VALUES (:email, 'INDIVIDUAL', now())
         RETURNING id`,
        { replacements: { email: `${tag}-${name}@example.com` } },
      )) as [[{ id: string }], unknown];
      const id = Number(row.id);
      if (fields.status) {
        await t.ctx.sequelize.query(
          `INSERT INTO kyc_cases (user_id, status, submitted_at, deadline, risk_band, risk_score, edd_required,
                                  aml_answered)
           VALUES (:id, :status, :submittedAt, :deadline, :riskBand, :riskScore, :eddRequired, true)`,
          {
            replacements: {
              id,
              deadline: null,
              riskBand: null,
              riskScore: null,
              eddRequired: false,
              ...fields,
            },
          },
        );
      }
      return id;
    };
    const fresh = await seedCase('fresh', {
      status: 'PENDING',
      submittedAt: new Date('2026-11-23T01:00:00Z'),
      riskBand: 'LOW',
      riskScore: 10,
    });
    const old = await seedCase('old', {
      status: 'PENDING',
      submittedAt: new Date('2026-11-19T17:30:00Z'), // 00:30 on 20 November in Bangkok: 3 days ago
      riskBand: 'HIGH',
      riskScore: 50,
      eddRequired: true,
    });
    const review = await seedCase('review', {
      status: 'REVIEW',
      submittedAt: new Date('2026-11-01T03:00:00Z'),
      deadline: '2026-11-30',
      riskBand: 'VERY_HIGH',
      riskScore: 80,
    });
    const late = await seedCase('late', {
      status: 'OVERDUE',
      submittedAt: new Date('2026-10-01T03:00:00Z'),
      deadline: '2026-11-10',
      riskBand: 'MODERATE',
      riskScore: 30,
    });
    const none = await seedCase('none', {});

    const list = async (filter: object, sort?: [string, string]) => {
      const query: Record<string, string> = { filter: JSON.stringify({ q: tag, ...filter }) };
      if (sort) query.sort = JSON.stringify(sort);
      const res = await t.http().get('/admin/kyc-cases').query(query).set('Cookie', operations).expect(200);
      return res;
    };
    const ids = async (filter: object, sort?: [string, string]) =>
      (await list(filter, sort)).body.map((r: { id: number }) => r.id);

    expect(await ids({})).toEqual([late, review, old, fresh, none]);
    expect(await ids({ status: 'PENDING' })).toEqual([old, fresh]);
    expect(await ids({ status: ['REVIEW', 'OVERDUE'] })).toEqual([late, review]);
    expect(await ids({ status: 'NOT_SUBMITTED' })).toEqual([none]);
    expect(await ids({ status: ['NOT_SUBMITTED', 'PENDING'] })).toEqual([old, fresh, none]);
    expect(await ids({ waitingDaysGte: 3 })).toEqual([late, review, old]);
    expect(await ids({ waitingDaysGte: 4 })).toEqual([late, review]);
    expect(await ids({ waitingDaysGte: 0 })).toEqual([late, review, old, fresh]);
    expect(await ids({ riskBand: 'HIGH' })).toEqual([old]);
    expect(await ids({ eddRequired: true })).toEqual([old]);
    expect(await ids({ eddRequired: false, status: 'PENDING' })).toEqual([fresh]);
    expect(await ids({ deadlineBefore: '2026-11-10' })).toEqual([late]);
    expect(await ids({ deadlineBefore: '2026-11-30' })).toEqual([late, review]);
    expect(await ids({ q: `${tag}-old` })).toEqual([old]);
    expect(await ids({ status: 'PENDING' }, ['riskScore', 'DESC'])).toEqual([old, fresh]);
    expect(await ids({ status: ['REVIEW', 'OVERDUE'] }, ['deadline', 'ASC'])).toEqual([late, review]);

    const res = await list({ status: 'PENDING' });
    expect(res.headers['content-range']).toBe('kyc-cases 0-1/2');
    expect(res.body[0]).toMatchObject({
      id: old,
      email: `${tag}-old@example.com`,
      status: 'PENDING',
      waitingDays: 3,
      riskBand: 'HIGH',
      riskScore: 50,
      eddRequired: true,
      deadline: null,
      decidedBy: null,
    });
    const bad = (filter: object) =>
      t
        .http()
        .get('/admin/kyc-cases')
        .query({ filter: JSON.stringify(filter) })
        .set('Cookie', operations)
        .expect(422);
    await bad({ status: 'LOST' });
    await bad({ waitingDaysGte: -1 });
    await bad({ riskBand: 'EXTREME' });
    await bad({ deadlineBefore: '2026-13-01' });
    await bad({ colour: 'red' });
    clock().set(null);
  });

  it('operations read a case with the ID and bank numbers masked; compliance reads them whole', async () => {
    const a = await submittedInvestor(t);
    const read = async (cookie: string) =>
      (await t.http().get(`/admin/kyc-cases/${a.id}`).set('Cookie', cookie).expect(200)).body as {
        identity: { nationalId: string; laserId: string };
        bankAccount: { accountNumber: string };
      };
    const whole = await read(compliance);
    expect(whole.identity.nationalId).toBe(a.identity.nationalId);
    expect(whole.bankAccount.accountNumber.replace(/\D/g, '')).toHaveLength(10);
    const seen = await read(operations);
    expect(seen.identity.nationalId).toBe(`*********${a.identity.nationalId.slice(-4)}`);
    expect(seen.identity.laserId).toMatch(/^\*+[0-9A-Z]{4}$/);
    expect(seen.identity.laserId.slice(-4)).toBe(whole.identity.laserId.replace(/-/g, '').slice(-4));
    expect(seen.bankAccount.accountNumber).toBe(
      `******${whole.bankAccount.accountNumber.replace(/\D/g, '').slice(-4)}`,
    );
    expect(JSON.stringify(seen)).not.toContain(a.identity.nationalId);
  });

  it('finds a case by its full national ID', async () => {
    const a = await submittedInvestor(t);
    const res = await t
      .http()
      .get('/admin/kyc-cases')
      .query({ filter: JSON.stringify({ q: a.identity.nationalId }) })
      .set('Cookie', operations)
      .expect(200);
    expect(res.body.map((r: { id: number }) => r.id)).toContain(a.id);
  });
});
