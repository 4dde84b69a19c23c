import { createHash } from 'node:crypto';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { newInvestor, photo, upload } from '../kyc/test-fixtures.ts';
import { reopenContract } from './state.ts';
import { acceptAll, investorBeforeContract } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Collects a binary answer (supertest only buffers text and JSON by itself). */
const binary = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

const sign = (cookie: string, body: object = acceptAll) =>
  t.http().post('/kyc/contract').set('Cookie', cookie).set('User-Agent', 'ContractTest/1.0').send(body);

const contractRows = async (userId: number) => {
  const [rows] = (await t.ctx.sequelize.query(
    `SELECT version, status, ip, user_agent, content_hash, pdf_sha256, size FROM kyc_contracts
     WHERE user_id = :userId ORDER BY signed_at`,
    { replacements: { userId } },
  )) as [Record<string, unknown>[], unknown];
  return rows;
};

const audits = async (userId: number, action: string) => {
  const [rows] = (await t.ctx.sequelize.query(
    'SELECT actor_id, after FROM audit_log WHERE subject = :subject AND action = :action ORDER BY id',
    { replacements: { subject: `users/${userId}`, action } },
  )) as [{ actor_id: string; after: Record<string, unknown> }[], unknown];
  return rows;
};

const contractStep = async (cookie: string) => {
  const res = await t.http().get('/kyc/progress').set('Cookie', cookie).expect(200);
  return (res.body.steps as { key: string }[]).find((step) => step.key === 'contract');
};

describe('GET /kyc/contract', () => {
  it('serves the three agreements of version 1 in Thai and English, with a hash of exactly what was served', async () => {
    const a = await newInvestor(t);
    const res = await t.http().get('/kyc/contract').set('Cookie', a.cookie).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.version).toBe(1);
    expect(res.body.agreements.map((agreement: { key: string }) => agreement.key)).toEqual([
      'management',
      'powerOfAttorney',
      'investmentPolicy',
    ]);
    for (const agreement of res.body.agreements) {
      expect(agreement.title.th).toMatch(/[\u0E00-\u0E7F]/);
      expect(agreement.title.en).toMatch(/[A-Za-z]/);
      expect(agreement.paragraphs.th.length).toBeGreaterThanOrEqual(3);
      expect(agreement.paragraphs.en).toHaveLength(agreement.paragraphs.th.length);
    }
    expect(res.body.signed).toBeNull();
  });

  it('a new investor cannot sign yet and is told which steps are missing', async () => {
    const a = await newInvestor(t);
    const res = await t.http().get('/kyc/contract').set('Cookie', a.cookie).expect(200);
    expect(res.body.canSign).toBe(false);
    expect(res.body.missingSteps).toEqual([
      'identityPhoto',
      'identityData',
      'personalInfo',
      'bankAccount',
      'suitability',
      'fatca',
      'aml',
    ]);
  });

  it('needs a signed-in user', async () => {
    const res = await t.http().get('/kyc/contract').expect(401);
    expect(res.body.code).toBe('AUTH_REQUIRED');
  });
});

describe('POST /kyc/contract', () => {
  it('signing before the identity check is refused with the missing steps, and stores nothing', async () => {
    const a = await newInvestor(t);
    const res = await sign(a.cookie).expect(409);
    expect(res.body.code).toBe('KYC_STEPS_INCOMPLETE');
    expect(res.body.title).toBe('Data incomplete: please finish the remaining steps first.');
    expect(res.body.details.missing).toContain('identityData');
    expect(res.body.errors.map((error: { field: string }) => error.field)).toEqual([
      'identityPhoto',
      'identityData',
      'personalInfo',
      'bankAccount',
      'suitability',
      'fatca',
      'aml',
    ]);
    expect(await contractRows(a.id)).toEqual([]);
    expect((await contractStep(a.cookie))!).toMatchObject({ status: 'WAITING', signed: null });
  });

  it('each agreement must be accepted with true: false, missing or "true" is refused, and so is an unknown key', async () => {
    const a = await investorBeforeContract(t);
    for (const key of ['management', 'powerOfAttorney', 'investmentPolicy']) {
      for (const value of [false, undefined, 'true']) {
        const res = await sign(a.cookie, {
          version: 1,
          accepted: { ...acceptAll.accepted, [key]: value },
        }).expect(422);
        expect(res.body.code).toBe('VALIDATION_FAILED');
        expect(res.body.errors.map((error: { field: string }) => error.field)).toEqual([
          `body.accepted.${key}`,
        ]);
      }
    }
    const unknown = await sign(a.cookie, { ...acceptAll, scrolled: true }).expect(422);
    expect(unknown.body.errors[0].field).toBe('body.scrolled');
    await sign(a.cookie, { version: 1 }).expect(422);
    expect(await contractRows(a.id)).toEqual([]);
  });

  it('a version other than the current one is stale', async () => {
    const a = await investorBeforeContract(t);
    const res = await sign(a.cookie, { ...acceptAll, version: 2 }).expect(409);
    expect(res.body.code).toBe('KYC_CONTRACT_VERSION_STALE');
    expect(await contractRows(a.id)).toEqual([]);
  });

  it('signs: the hash of the texts, a PDF with the Thai font only its owner reads, an audit entry, the step PENDING', async () => {
    const a = await investorBeforeContract(t);
    const before = await t.http().get('/kyc/contract').set('Cookie', a.cookie).expect(200);
    expect(before.body).toMatchObject({ canSign: true, missingSteps: [], signed: null });

    const res = await sign(a.cookie).expect(201);
    const served = JSON.stringify({ version: before.body.version, agreements: before.body.agreements });
    const contentHash = createHash('sha256').update(served).digest('hex');
    expect(res.body).toEqual({
      version: 1,
      signedAt: expect.any(String),
      contentHash,
      documentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'PENDING',
    });

    const pdf = await t
      .http()
      .get('/kyc/contract/signed')
      .set('Cookie', a.cookie)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // Saved, not opened in the browser: no stored file is ever rendered on the API's origin.
    expect(pdf.headers['content-disposition']).toBe('attachment; filename=contract-v1.pdf');
    expect(pdf.headers['cache-control']).toContain('no-store');
    const bytes = pdf.body as Buffer;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Both halves of Sarabun are embedded as font files, so Thai renders without the reader's fonts.
    expect(bytes.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+Sarabun/);
    expect(bytes.toString('latin1')).toContain('/FontFile2');
    expect(bytes.length).toBeGreaterThan(20_000);
    expect(bytes.length).toBeLessThan(1_000_000);

    expect(await contractRows(a.id)).toEqual([
      {
        version: 1,
        status: 'SIGNED',
        ip: expect.any(String),
        user_agent: 'ContractTest/1.0',
        content_hash: contentHash,
        pdf_sha256: createHash('sha256').update(bytes).digest('hex'),
        size: bytes.length,
      },
    ]);
    expect(await audits(a.id, 'KYC_CONTRACT_SIGNED')).toEqual([
      {
        actor_id: String(a.id),
        after: { documentId: res.body.documentId, version: 1, contentHash },
      },
    ]);

    const other = await newInvestor(t);
    await t.http().get('/kyc/contract/signed').set('Cookie', other.cookie).expect(404);

    expect(await contractStep(a.cookie)).toEqual({
      key: 'contract',
      status: 'PENDING',
      signed: { version: 1, signedAt: res.body.signedAt, contentHash, documentId: res.body.documentId },
    });
    const after = await t.http().get('/kyc/contract').set('Cookie', a.cookie).expect(200);
    expect(after.body).toMatchObject({ canSign: false, signed: { contentHash } });

    const documents = await t.http().get('/documents').set('Cookie', a.cookie).expect(200);
    expect(documents.body).toEqual([
      {
        id: `contract-${res.body.documentId}`,
        kind: 'CONTRACT',
        title: { th: expect.stringMatching(/สัญญา/), en: expect.stringMatching(/contract/i) },
        date: null,
        number: null,
        status: null,
        orderRef: null,
        strategyCode: null,
        total: null,
        createdAt: res.body.signedAt,
        url: '/kyc/contract/signed',
      },
    ]);
    expect((await t.http().get('/documents').set('Cookie', other.cookie).expect(200)).body).toEqual([]);
  });

  it('with viewSignedContract off, the signed PDF is not served nor listed; on again, it is', async () => {
    const a = await investorBeforeContract(t);
    await sign(a.cookie).expect(201);
    const admin = await t.signIn('admin@example.com');
    const setFlag = (enabled: boolean) => t.switchFlag(admin, 'viewSignedContract', enabled);
    await setFlag(false);
    try {
      const refused = await t.http().get('/kyc/contract/signed').set('Cookie', a.cookie).expect(403);
      expect(refused.body.code).toBe('CONTRACT_VIEW_DISABLED');
      expect((await t.http().get('/documents').set('Cookie', a.cookie).expect(200)).body).toEqual([]);
    } finally {
      await setFlag(true);
    }
    await t.http().get('/kyc/contract/signed').set('Cookie', a.cookie).buffer(true).parse(binary).expect(200);
  });

  it('signing twice is refused and keeps the first signature', async () => {
    const a = await investorBeforeContract(t);
    await sign(a.cookie).expect(201);
    const again = await sign(a.cookie).expect(409);
    expect(again.body.code).toBe('KYC_CONTRACT_ALREADY_SIGNED');
    expect(await contractRows(a.id)).toHaveLength(1);
  });

  it('two signatures sent at once make one contract', async () => {
    const a = await investorBeforeContract(t);
    const statuses = (await Promise.all([sign(a.cookie), sign(a.cookie)])).map((res) => res.status).sort();
    expect(statuses).toEqual([201, 409]);
    expect(await contractRows(a.id)).toHaveLength(1);
  });

  it('a contract the review reopened can be signed again; the rejected one is kept', async () => {
    const a = await investorBeforeContract(t);
    await sign(a.cookie).expect(201);
    expect(await reopenContract(t.ctx, a.id)).toBe(true);
    expect(await contractStep(a.cookie)).toMatchObject({ status: 'REJECT', signed: null });
    await t.http().get('/kyc/contract/signed').set('Cookie', a.cookie).expect(404);
    const view = await t.http().get('/kyc/contract').set('Cookie', a.cookie).expect(200);
    expect(view.body).toMatchObject({ canSign: true, signed: null });
    await sign(a.cookie).expect(201);
    expect((await contractRows(a.id)).map((row) => row.status)).toEqual(['REJECTED', 'SIGNED']);
    expect(await contractStep(a.cookie)).toMatchObject({ status: 'PENDING' });
    expect(await reopenContract(t.ctx, (await newInvestor(t)).id)).toBe(false);
  });

  it('when AML asks for enhanced due diligence, both documents are needed first', async () => {
    const a = await investorBeforeContract(t, { aml: { incomeRange: 'UNDER_20K' } });
    const refused = await sign(a.cookie).expect(409);
    expect(refused.body.errors.map((error: { field: string }) => error.field)).toEqual(['eddDocuments']);
    await upload(t, a.cookie, 'EDD_STATEMENT', await photo()).expect(201);
    const view = await t.http().get('/kyc/contract').set('Cookie', a.cookie).expect(200);
    expect(view.body).toMatchObject({ canSign: false, missingSteps: ['eddDocuments'] });
    await upload(t, a.cookie, 'EDD_SUPPORT', await photo()).expect(201);
    await sign(a.cookie).expect(201);
  });

  it('without the useCheckAml flag, the AML answer is not needed', async () => {
    const a = await newInvestor(t);
    const flags = await t.signIn('admin@example.com');
    await t.switchFlag(flags, 'useCheckAml', false);
    try {
      const view = await t.http().get('/kyc/contract').set('Cookie', a.cookie).expect(200);
      expect(view.body.missingSteps).not.toContain('aml');
      expect(view.body.missingSteps).toContain('fatca');
    } finally {
      await t.http().put('/admin/feature-flags/useCheckAml').set('Cookie', flags).send({ enabled: true });
    }
  });
});

describe('who may sign', () => {
  it('a juristic customer has no suitability or FATCA step to finish first', async () => {
    const a = await newInvestor(t);
    await t.ctx.sequelize.query(`UPDATE users SET customer_type = 'JURISTIC' WHERE id = :id`, {
      replacements: { id: a.id },
    });
    const view = await t.http().get('/kyc/contract').set('Cookie', a.cookie).expect(200);
    expect(view.body.missingSteps).not.toContain('suitability');
    expect(view.body.missingSteps).not.toContain('fatca');
    expect(view.body.missingSteps).toContain('identityData');
  });

  it('a blocked customer cannot sign, even with every step done', async () => {
    const a = await investorBeforeContract(t);
    await t.ctx.sequelize.query(
      `INSERT INTO kyc_blocks (user_id, reason, created_at) VALUES (:id, 'COMPANY_POLICY', now())`,
      { replacements: { id: a.id } },
    );
    const view = await t.http().get('/kyc/contract').set('Cookie', a.cookie).expect(200);
    expect(view.body.canSign).toBe(false);
    const res = await sign(a.cookie).expect(403);
    expect(res.body.code).toBe('KYC_BLOCKED');
    expect(await contractRows(a.id)).toEqual([]);
  });

  it('every contract route is in the OpenAPI document', async () => {
    const { body } = await t.http().get('/docs/openapi.json').expect(200);
    expect(Object.keys(body.paths['/kyc/contract'])).toEqual(['get', 'post']);
    for (const path of ['/kyc/contract/signed', '/documents', '/admin/kyc-cases/{userId}/contract']) {
      expect(body.paths[path].get, path).toBeDefined();
    }
  });
});

describe('GET /admin/kyc-cases/:userId/contract', () => {
  it('staff read an investor’s PDF and the reading is audited; an investor cannot use the path', async () => {
    const a = await investorBeforeContract(t);
    const { body } = await sign(a.cookie).expect(201);
    const staff = await t.signIn('compliance@example.com');
    const res = await t
      .http()
      .get(`/admin/kyc-cases/${a.id}/contract`)
      .set('Cookie', staff)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect((res.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await audits(a.id, 'KYC_CONTRACT_VIEWED')).toEqual([
      expect.objectContaining({ after: { documentId: body.documentId, version: 1 } }),
    ]);
    const refused = await t
      .http()
      .get(`/admin/kyc-cases/${a.id}/contract`)
      .set('Cookie', a.cookie)
      .expect(403);
    expect(refused.body.code).toBe('AUTH_FORBIDDEN');
    const none = await newInvestor(t);
    await t.http().get(`/admin/kyc-cases/${none.id}/contract`).set('Cookie', staff).expect(404);
    await t.http().get('/admin/kyc-cases/abc/contract').set('Cookie', staff).expect(422);
  });
});
