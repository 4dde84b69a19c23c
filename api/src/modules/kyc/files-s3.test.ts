import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Simulator } from '../../../test/s3-simulator.ts';
import { startS3Simulator } from '../../../test/s3-simulator.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { applicant, newInvestor, photo, upload, uploadPhotos } from './test-fixtures.ts';

let s3: S3Simulator;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Simulator({
    accessKeyId: 'KYCTESTACCESSKEY0001',
    secretAccessKey: 'kyc-test-secret-kyc-test-secret-0001',
    region: 'ap-southeast-7',
    bucket: 'mfund-kyc',
  });
  t = await createTestApp(s3.env());
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const storageKeyOf = async (id: string) => {
  const [[row]] = (await t.ctx.sequelize.query('SELECT storage_key FROM kyc_files WHERE id = :id', {
    replacements: { id },
  })) as [[{ storage_key: string }], unknown];
  return row.storage_key;
};

describe('KYC files with FILE_STORE=s3', () => {
  it('stores the upload as an encrypted object in the bucket and serves it back to its owner and staff only', async () => {
    const a = await newInvestor(t);
    const b = await newInvestor(t);
    const res = await upload(t, a.cookie, 'ID_FRONT', await photo()).expect(201);
    const key = await storageKeyOf(res.body.id);
    const stored = s3.objects.get(key);
    expect(stored).toBeDefined();
    expect(stored!.headers['x-amz-server-side-encryption']).toBe('AES256');
    expect(stored!.body.length).toBe(res.body.sizeBytes);

    const own = await t.http().get(`/kyc/files/${res.body.id}`).set('Cookie', a.cookie).expect(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect((own.body as Buffer).equals(stored!.body)).toBe(true);
    const staff = await t.signIn('compliance@example.com');
    const seen = await t.http().get(`/kyc/files/${res.body.id}`).set('Cookie', staff).expect(200);
    expect((seen.body as Buffer).equals(stored!.body)).toBe(true);
    await t.http().get(`/kyc/files/${res.body.id}`).set('Cookie', b.cookie).expect(404);
  });

  it('reads the selfie back from the bucket for the identity check', async () => {
    const a = await newInvestor(t);
    await uploadPhotos(t, a.cookie);
    const reads = () => s3.requests.filter((r) => r.method === 'GET' && r.status === 200).length;
    const before = reads();
    const res = await t.http().put('/kyc/identity').set('Cookie', a.cookie).send(applicant()).expect(200);
    expect(res.body.passDopa).toBe(true);
    expect(reads()).toBeGreaterThan(before);
  });

  it('refuses a file of the wrong type without writing anything to the bucket', async () => {
    const a = await newInvestor(t);
    const before = s3.objects.size;
    const res = await upload(t, a.cookie, 'SELFIE', Buffer.from('GIF89a not allowed here'), 'me.gif');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(s3.objects.size).toBe(before);
  });
});
