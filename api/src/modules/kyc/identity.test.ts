import { rmSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { createApp } from '../../app.ts';
import type { SettableClock } from '../../platform/clock.ts';
import { createLogger } from '../../platform/logger.ts';
import { applicant, manee, newInvestor, photo, somchai, upload, uploadPhotos } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profileOf = async (userId: number) => {
  const [[row]] = (await t.ctx.sequelize.query(
    'SELECT identity, identity_draft, identity_status, pass_dopa, liveness_status FROM kyc_profiles WHERE user_id = :userId',
    { replacements: { userId } },
  )) as [[Record<string, unknown> | undefined], unknown];
  return row;
};

describe('POST /kyc/files', () => {
  it('stores a re-encoded photo that only its owner and staff can read', async () => {
    const a = await newInvestor(t);
    const b = await newInvestor(t);
    const original = await sharp_withExif();
    const res = await upload(t, a.cookie, 'ID_FRONT', original).expect(201);
    expect(res.body).toMatchObject({ kind: 'ID_FRONT', mimeType: 'image/jpeg' });
    const own = await t.http().get(`/kyc/files/${res.body.id}`).set('Cookie', a.cookie).expect(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(own.body as Buffer, original)).not.toBe(0);
    // The camera's metadata is gone after re-encoding.
    expect((own.body as Buffer).includes(Buffer.from('SecretCamera'))).toBe(false);

    await t.http().get(`/kyc/files/${res.body.id}`).set('Cookie', b.cookie).expect(404);
    await t.http().get(`/kyc/files/${res.body.id}`).expect(401);
    await t.http().get('/kyc/files/not-a-uuid').set('Cookie', a.cookie).expect(404);
    const staff = await t.signIn('compliance@example.com');
    await t.http().get(`/kyc/files/${res.body.id}`).set('Cookie', staff).expect(200);
  });

  it('a file the store has lost is a clean 404 problem for the reader and an error line for operations', async () => {
    const a = await newInvestor(t);
    const res = await upload(t, a.cookie, 'ID_FRONT', await photo(640, 400)).expect(201);
    const [[row]] = (await t.ctx.sequelize.query('SELECT storage_key FROM kyc_files WHERE id = :id', {
      replacements: { id: res.body.id },
    })) as [[{ storage_key: string }], unknown];
    rmSync(path.join(t.ctx.config.uploadDir, row.storage_key.slice(0, 2), row.storage_key));
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = createApp({ ...t.ctx, logger: createLogger('info', 'api', sink) });
    const lost = await request(app).get(`/kyc/files/${res.body.id}`).set('Cookie', a.cookie).expect(404);
    expect(lost.body).toMatchObject({ code: 'FILE_MISSING', status: 404 });
    const logged = lines.map(
      (line) => JSON.parse(line) as { level: number; msg: string; storageKey?: string },
    );
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'a stored file is missing from the file store',
        storageKey: row.storage_key,
      }),
    );
  });

  it('refuses a file whose bytes are not what its name says, and stores nothing', async () => {
    const a = await newInvestor(t);
    const before = await countFiles(a.id);
    const lying = await upload(
      t,
      a.cookie,
      'ID_FRONT',
      Buffer.from('MZ\x90\x00 not a photo at all'),
      'card.jpg',
    );
    expect(lying.status).toBe(422);
    expect(lying.body.code).toBe('FILE_TYPE_NOT_ALLOWED');
    // A real PDF is fine for a bank statement but not as an ID card photo.
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    expect((await upload(t, a.cookie, 'ID_BACK', pdf, 'back.pdf')).body.code).toBe('FILE_TYPE_NOT_ALLOWED');
    expect((await upload(t, a.cookie, 'EDD_STATEMENT', pdf, 'statement.pdf')).status).toBe(201);
    // A PNG header with nothing behind it does not decode.
    const brokenPng = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    expect((await upload(t, a.cookie, 'SELFIE', brokenPng, 'me.png')).body.code).toBe(
      'FILE_TYPE_NOT_ALLOWED',
    );
    expect(await countFiles(a.id)).toBe(before + 1);
  });

  it('refuses an unknown kind, a missing file and a file over 10 MB', async () => {
    const a = await newInvestor(t);
    const bad = await upload(t, a.cookie, 'PASSPORT', await photo());
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    const none = await t.http().post('/kyc/files').set('Cookie', a.cookie).field('kind', 'SELFIE');
    expect(none.body.code).toBe('FILE_REQUIRED');
    const big = Buffer.concat([await photo(), Buffer.alloc(10 * 1024 * 1024)]);
    expect((await upload(t, a.cookie, 'SELFIE', big)).body.code).toBe('KYC_FILE_TOO_LARGE');
    expect(await countFiles(a.id)).toBe(0);
  });

  it('needs a signed-in user', async () => {
    const res = await t
      .http()
      .post('/kyc/files')
      .field('kind', 'SELFIE')
      .attach('file', await photo(), 'a.jpg');
    expect(res.status).toBe(401);
  });
});

describe('PUT /kyc/identity', () => {
  it('checks the card with DOPA and the selfie for liveness', async () => {
    const a = await newInvestor(t);
    await uploadPhotos(t, a.cookie);
    // The demo investor holds สมชาย's own card; this is a sandbox card, typed with separators as people do.
    const card = applicant();
    const id = card.nationalId;
    const typed = {
      ...card,
      nationalId: `${id[0]}-${id.slice(1, 5)}-${id.slice(5, 10)}-${id.slice(10, 12)}-${id[12]}`,
      laserId:
        `${card.laserId.slice(0, 3)}-${card.laserId.slice(3, 10)}-${card.laserId.slice(10)}`.toLowerCase(),
    };
    const res = await t.http().put('/kyc/identity').set('Cookie', a.cookie).send(typed).expect(200);
    expect(res.body).toEqual({ status: 'PENDING', passDopa: true, liveness: 'PENDING' });
    const row = await profileOf(a.id);
    expect(row).toMatchObject({ pass_dopa: true, identity_status: 'PENDING', identity_draft: null });
    expect(row!.identity).toMatchObject({
      nationalId: card.nationalId,
      laserId: card.laserId,
      birthDate: '1990-03-05',
      idExpiry: '2030-03-04',
      idLifetime: false,
    });
    const progress = await t.http().get('/kyc/progress').set('Cookie', a.cookie).expect(200);
    expect(progress.body.steps.find((s: { key: string }) => s.key === 'identityData')).toMatchObject({
      status: 'PENDING',
      passDopa: true,
      liveness: { status: 'PENDING', provider: 'verifio' },
    });
  });

  it('with useVerifio off the liveness check goes to onfido, and the progress says so', async () => {
    const a = await newInvestor(t);
    await uploadPhotos(t, a.cookie);
    await t.setFlag('useVerifio', false);
    try {
      await t.http().put('/kyc/identity').set('Cookie', a.cookie).send(applicant()).expect(200);
    } finally {
      await t.setFlag('useVerifio', true);
    }
    const progress = await t.http().get('/kyc/progress').set('Cookie', a.cookie).expect(200);
    expect(progress.body.steps.find((s: { key: string }) => s.key === 'identityData')).toMatchObject({
      liveness: { status: 'PENDING', provider: 'onfido' },
    });
  });

  it('refuses data DOPA does not know, keeping what was typed as the draft', async () => {
    const a = await newInvestor(t);
    await uploadPhotos(t, a.cookie);
    const res = await t
      .http()
      .put('/kyc/identity')
      .set('Cookie', a.cookie)
      .send({ ...somchai, laserId: 'JT1123456788' })
      .expect(422);
    expect(res.body.code).toBe('KYC_IDENTITY_MISMATCH');
    expect(res.body.title).toBe('Your information is invalid, please check and retry again');
    // DOPA's answer names the field, so the applicant knows what to check.
    expect(res.body.errors).toEqual([
      {
        field: 'body.laserId',
        code: 'KYC_IDENTITY_FIELD_MISMATCH',
        message: 'Does not match the card registered with DOPA',
      },
    ]);
    const row = await profileOf(a.id);
    expect(row).toMatchObject({ pass_dopa: false, identity_status: 'REJECT', identity: null });
    expect(row!.identity_draft).toMatchObject({ laserId: 'JT1123456788', birthDate: '05/03/1990' });
  });

  it('answers a failed liveness check with the spec message', async () => {
    const a = await newInvestor(t);
    await uploadPhotos(t, a.cookie, await photo(120, 120));
    const res = await t.http().put('/kyc/identity').set('Cookie', a.cookie).send(applicant()).expect(422);
    expect(res.body.code).toBe('KYC_LIVENESS_FAILED');
    expect(res.body.title).toBe('Identity verification failed. Please try again.');
    expect(await profileOf(a.id)).toMatchObject({ pass_dopa: true, liveness_status: 'REJECT' });
  });

  it('cannot be changed once staff have verified it', async () => {
    const a = await newInvestor(t);
    await uploadPhotos(t, a.cookie);
    const card = applicant();
    await t.http().put('/kyc/identity').set('Cookie', a.cookie).send(card).expect(200);
    await t.ctx.sequelize.query(
      "UPDATE kyc_profiles SET identity_status = 'VERIFIED' WHERE user_id = :userId",
      {
        replacements: { userId: a.id },
      },
    );
    const res = await t
      .http()
      .put('/kyc/identity')
      .set('Cookie', a.cookie)
      .send({ ...card, firstNameEn: 'Somchay' })
      .expect(403);
    expect(res.body.code).toBe('AUTH_FORBIDDEN');
    expect((await profileOf(a.id))!.identity).toMatchObject({ firstNameEn: 'Somchai' });
  });

  it('refuses the form before the photos are taken', async () => {
    const a = await newInvestor(t);
    await upload(t, a.cookie, 'ID_FRONT', await photo()).expect(201);
    const res = await t.http().put('/kyc/identity').set('Cookie', a.cookie).send(somchai).expect(422);
    expect(res.body.code).toBe('KYC_PHOTOS_REQUIRED');
    expect(await profileOf(a.id)).toBeUndefined();
  });

  it('lists each bad field with its message and stores nothing', async () => {
    const a = await newInvestor(t);
    const res = await t
      .http()
      .put('/kyc/identity')
      .set('Cookie', a.cookie)
      .send({
        ...somchai,
        nationalId: '1101700230709',
        laserId: 'J1123',
        birthDate: '31/02/1990',
        idExpiry: '',
        firstNameTh: 'Somchai',
        extra: 'x',
      })
      .expect(422);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    const fields = Object.fromEntries(
      (res.body.errors as { field: string; code: string; message: string }[]).map((e) => [e.field, e]),
    );
    // Thirteen digits with a wrong check digit: the number is not valid, not "enter 13 digits".
    expect(fields['body.nationalId']).toMatchObject({
      code: 'KYC_NATIONAL_ID_CHECK_DIGIT',
      message: 'This national ID number is not valid: its check digit does not match',
    });
    expect(fields['body.laserId']!.code).toBe('KYC_LASER_ID_INVALID');
    expect(fields['body.birthDate']).toMatchObject({ message: 'Please enter the correct date of birth' });
    expect(fields['body.idExpiry']).toBeDefined();
    expect(fields['body.firstNameTh']).toBeDefined();
    expect(fields['body.extra']).toBeDefined();
    expect(await profileOf(a.id)).toBeUndefined();
  });

  it('saves a draft as typed, and the full form later replaces it', async () => {
    const a = await newInvestor(t);
    await t
      .http()
      .put('/kyc/identity')
      .set('Cookie', a.cookie)
      .send({ draft: true, firstNameTh: 'สมชาย', nationalId: '11017', birthDate: '05/0' })
      .expect(200, { draft: true });
    const read = await t.http().get('/kyc/identity').set('Cookie', a.cookie).expect(200);
    expect(read.body).toMatchObject({
      saved: null,
      draft: { firstNameTh: 'สมชาย', nationalId: '11017', birthDate: '05/0' },
      status: 'WAITING',
    });
    const unknown = await t
      .http()
      .put('/kyc/identity')
      .set('Cookie', a.cookie)
      .send({ draft: true, hobby: 'x' });
    expect(unknown.status).toBe(422);
    await uploadPhotos(t, a.cookie);
    await t.http().put('/kyc/identity').set('Cookie', a.cookie).send(applicant()).expect(200);
    expect((await t.http().get('/kyc/identity').set('Cookie', a.cookie)).body.draft).toBeNull();
  });

  describe('age, in Bangkok time', () => {
    const clock = () => t.ctx.clock as SettableClock;
    afterAll(() => clock().set(null));

    it('refuses someone a day short of 20', async () => {
      clock().set(new Date('2026-06-14T16:59:59Z')); // 14/06/2026 23:59:59 in Bangkok
      const a = await newInvestor(t);
      await uploadPhotos(t, a.cookie);
      const res = await t.http().put('/kyc/identity').set('Cookie', a.cookie).send(manee).expect(422);
      expect(res.body.code).toBe('KYC_UNDER_AGE');
      expect(res.body.title).toBe('Unable to proceed since you are below the age of 20 years');
      expect(await profileOf(a.id)).toBeUndefined();
    });

    it('accepts someone who turns 20 today', async () => {
      clock().set(new Date('2026-06-14T17:00:00Z')); // 15/06/2026 00:00 in Bangkok
      const a = await newInvestor(t);
      await uploadPhotos(t, a.cookie);
      const res = await t.http().put('/kyc/identity').set('Cookie', a.cookie).send(manee).expect(200);
      expect(res.body.passDopa).toBe(true);
      expect((await profileOf(a.id))!.identity).toMatchObject({ idExpiry: null, idLifetime: true });
    });

    it('refuses an expired card', async () => {
      clock().set(new Date('2030-03-05T03:00:00Z'));
      const a = await newInvestor(t);
      await uploadPhotos(t, a.cookie);
      const res = await t.http().put('/kyc/identity').set('Cookie', a.cookie).send(somchai).expect(422);
      expect(res.body.code).toBe('KYC_ID_EXPIRED');
    });
  });
});

describe('logs', () => {
  it('never carry the national ID, the laser ID, the names or photo bytes, even at trace level', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = createApp({ ...t.ctx, logger: createLogger('trace', 'api', sink) });
    const a = await newInvestor(t);
    const selfie = await photo(480, 640);
    await request(app)
      .post('/kyc/files')
      .set('Cookie', a.cookie)
      .field('kind', 'SELFIE')
      .attach('file', selfie, 'me.jpg')
      .expect(201);
    await uploadPhotos(t, a.cookie);
    const card = applicant();
    await request(app).put('/kyc/identity').set('Cookie', a.cookie).send(card).expect(200);
    await request(app)
      .put('/kyc/identity')
      .set('Cookie', a.cookie)
      .send({ ...somchai, laserId: 'ZZ9999999999' })
      .expect(422);
    const log = lines.join('');
    expect(log).toContain('/kyc/identity');
    const secrets = ['1101700230708', '1-1017-00230-70-8', 'JT1', 'ZZ9999999999', 'สมชาย', 'Somchai'];
    for (const secret of [...secrets, card.nationalId, card.laserId]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toContain(selfie.subarray(200, 232).toString('base64'));
  });
});

async function countFiles(userId: number) {
  const [[row]] = (await t.ctx.sequelize.query(
    'SELECT count(*)::int AS n FROM kyc_files WHERE user_id = :userId',
    {
      replacements: { userId },
    },
  )) as [[{ n: number }], unknown];
  return row.n;
}

/** A JPEG carrying EXIF (camera model) the way phone photos do. */
async function sharp_withExif() {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#8899aa' } })
    .withExif({ IFD0: { Model: 'SecretCamera' } })
    .jpeg()
    .toBuffer();
}

describe('one person, one account', () => {
  const submit = (cookie: string, card: object) =>
    t.http().put('/kyc/identity').set('Cookie', cookie).send(card);

  it('refuses a national ID accepted on another account, whatever its status, and stores nothing', async () => {
    const card = applicant();
    const first = await newInvestor(t);
    await uploadPhotos(t, first.cookie);
    await submit(first.cookie, card).expect(200);
    // A rejected or blocked account still holds its ID.
    await t.ctx.sequelize.query(
      "UPDATE kyc_profiles SET identity_status = 'BLOCKED' WHERE user_id = :userId",
      { replacements: { userId: first.id } },
    );

    const second = await newInvestor(t);
    await uploadPhotos(t, second.cookie);
    // Typed with separators, the same ID is still the same person.
    const typed = `${card.nationalId.slice(0, 1)}-${card.nationalId.slice(1, 5)}-${card.nationalId.slice(5)}`;
    const res = await submit(second.cookie, { ...card, nationalId: typed, firstNameEn: 'Somchay' }).expect(
      409,
    );
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body).toMatchObject({
      code: 'KYC_ID_HELD_BY_ANOTHER_ACCOUNT',
      details: { recovery: '/auth/account-recovery' },
    });
    expect(res.body.title).toMatch(/already used by another account/);
    // The other account is not named to the person asking.
    expect(JSON.stringify(res.body)).not.toMatch(/@example\.com|userId/);
    expect(await profileOf(second.id)).toBeUndefined();
  });

  it('refuses a laser ID accepted on another account', async () => {
    const card = applicant();
    const first = await newInvestor(t);
    await uploadPhotos(t, first.cookie);
    await submit(first.cookie, card).expect(200);
    // No two real cards share a laser code, so DOPA never confirms such a pair: the rule is held by the table.
    const second = await newInvestor(t);
    const other = applicant();
    const claim = t.ctx.sequelize.query(
      'INSERT INTO kyc_profiles (user_id, identity) VALUES (:userId, CAST(:identity AS jsonb))',
      {
        replacements: {
          userId: second.id,
          identity: JSON.stringify({ ...other, laserId: card.laserId.toLowerCase() }),
        },
      },
    );
    await expect(claim).rejects.toMatchObject({ parent: { constraint: 'kyc_profiles_laser_id_key' } });
  });

  it('lets the holder send the identity again', async () => {
    const card = applicant();
    const a = await newInvestor(t);
    await uploadPhotos(t, a.cookie);
    await submit(a.cookie, card).expect(200);
    await submit(a.cookie, { ...card, firstNameEn: 'Somchay' }).expect(200);
    expect((await profileOf(a.id))!.identity).toMatchObject({ firstNameEn: 'Somchay' });
  });

  it('lets exactly one of two accounts sending the same ID at the same moment hold it', async () => {
    const card = applicant();
    const [a, b] = [await newInvestor(t), await newInvestor(t)];
    await uploadPhotos(t, a.cookie);
    await uploadPhotos(t, b.cookie);
    const answers = await Promise.all([submit(a.cookie, card), submit(b.cookie, card)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)!.body.code).toBe('KYC_ID_HELD_BY_ANOTHER_ACCOUNT');
    const [[row]] = (await t.ctx.sequelize.query(
      "SELECT count(*)::int AS n FROM kyc_profiles WHERE identity ->> 'nationalId' = :id",
      { replacements: { id: card.nationalId } },
    )) as [[{ n: number }], unknown];
    expect(row.n).toBe(1);
  });
});
