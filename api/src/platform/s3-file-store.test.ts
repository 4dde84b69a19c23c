import { randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Simulator } from '../../test/s3-simulator.ts';
import { startS3Simulator } from '../../test/s3-simulator.ts';
import { loadConfig } from './config.ts';
import { s3FileStore } from './s3-file-store.ts';
import type { FileStore } from './storage.ts';

// The loopback simulator (test/s3-simulator.ts) checks what a third-party server cannot show: the signature
// (Signature V4, refused with a wrong secret or none) and what the store asks for (AES256, no ACL, path-style).
// s3-file-store.s3rver.test.ts runs the store's round trips against s3rver, an S3-compatible server not of ours.
const credentials = {
  accessKeyId: 'SIMULATORACCESSKEY01',
  secretAccessKey: 'simulator-secret-simulator-secret-0001',
  region: 'ap-southeast-1',
  bucket: 'kyc-files',
};

const read = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

const storeWith = (env: Record<string, string>) => {
  const config = loadConfig({ DATABASE_URL: 'postgres://u:p@localhost:5432/db', ...env }).fileStore;
  if (config.kind !== 's3') throw new Error('expected an S3 configuration');
  return s3FileStore(config);
};

let s3: S3Simulator;
let store: FileStore;
beforeAll(async () => {
  s3 = await startS3Simulator(credentials);
  store = storeWith(s3.env());
});
afterAll(() => s3.close());

describe('S3 file store', () => {
  it('round-trips the exact bytes under a random UUID key', async () => {
    const content = randomBytes(256 * 1024 + 7);
    const key = await store.put(content);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(s3.objects.get(key)!.body.equals(content)).toBe(true);
    expect((await read((await store.open(key))!)).equals(content)).toBe(true);
    expect(await store.put(content)).not.toBe(key);
  });

  it('writes path-style into the bucket, asks for AES256 encryption and never sends a public ACL', async () => {
    const key = await store.put(Buffer.from('%PDF-1.4 statement'));
    expect(s3.requests.at(-1)).toEqual({ method: 'PUT', path: `/kyc-files/${key}`, status: 200 });
    const { headers } = s3.objects.get(key)!;
    expect(headers['x-amz-server-side-encryption']).toBe('AES256');
    expect(headers['x-amz-acl']).toBeUndefined();
    expect(String(headers.authorization)).toMatch(/^AWS4-HMAC-SHA256 Credential=SIMULATORACCESSKEY01\//);
  });

  it('is refused by the store when the secret is wrong, and when the access key is unknown', async () => {
    const wrongSecret = storeWith({ ...s3.env(), S3_SECRET_ACCESS_KEY: 'not-the-secret-not-the-secret' });
    await expect(wrongSecret.put(Buffer.from('x'))).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    const wrongKey = storeWith({ ...s3.env(), S3_ACCESS_KEY_ID: 'SOMEONEELSESKEY00001' });
    await expect(wrongKey.put(Buffer.from('x'))).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    expect(s3.requests.slice(-2).map((r) => r.status)).toEqual([403, 403]);
  });

  it('refuses an unsigned request', async () => {
    const res = await fetch(`${s3.endpoint}/kyc-files/${randomUUID()}`, { method: 'PUT', body: 'x' });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('AccessDenied');
  });

  it('answers null for a key that has no object, so the caller can say the file is missing', async () => {
    expect(await store.open(randomUUID())).toBeNull();
  });

  it('never sends anything but a UUID key', async () => {
    await expect(store.open('../../etc/passwd')).rejects.toThrowError(/not a file key/);
  });
});

describe('file store configuration', () => {
  const base = { DATABASE_URL: 'postgres://u:p@localhost:5432/db' };

  it('keeps local disk as the default', () => {
    expect(loadConfig(base).fileStore).toEqual({ kind: 'local' });
  });

  it('refuses S3 without its bucket, region and keys, naming each', () => {
    expect(() => loadConfig({ ...base, FILE_STORE: 's3' })).toThrowError(
      /S3_REGION.*S3_BUCKET.*S3_ACCESS_KEY_ID.*S3_SECRET_ACCESS_KEY/,
    );
  });

  it('refuses an unknown store, a bad endpoint and a bucket name S3 would not accept', () => {
    expect(() => loadConfig({ ...base, FILE_STORE: 'ftp' })).toThrowError(/FILE_STORE/);
    const s3Env = { ...base, ...s3.env() };
    expect(() => loadConfig({ ...s3Env, S3_ENDPOINT: 'ftp://files' })).toThrowError(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3Env, S3_BUCKET: 'Bad_Bucket' })).toThrowError(/S3_BUCKET/);
    expect(() => loadConfig({ ...s3Env, S3_FORCE_PATH_STYLE: 'sometimes' })).toThrowError(
      /S3_FORCE_PATH_STYLE/,
    );
  });

  it('reads a complete S3 configuration; an empty endpoint means AWS itself', () => {
    expect(loadConfig({ ...base, ...s3.env(), S3_ENDPOINT: '' }).fileStore).toEqual({
      kind: 's3',
      endpoint: undefined,
      region: 'ap-southeast-1',
      bucket: 'kyc-files',
      accessKeyId: 'SIMULATORACCESSKEY01',
      secretAccessKey: 'simulator-secret-simulator-secret-0001',
      forcePathStyle: true,
    });
  });
});
