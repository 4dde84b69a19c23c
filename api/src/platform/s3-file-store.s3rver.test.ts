import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { s3FileStore } from './s3-file-store.ts';
import type { FileStore } from './storage.ts';

// The S3 store against s3rver, an S3-compatible server that is not ours: its own request parsing, XML answers and
// error codes, objects kept on disk. It takes any signature from a known access key (it does not check Signature V4),
// so s3-file-store.test.ts keeps the loopback simulator for what s3rver cannot show: a wrong secret and an unsigned
// request refused, and what the store asks for (AES256 encryption, no ACL, path-style URLs).

// s3rver's one built-in account.
const credentials = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
const bucket = 'kyc-files';

const read = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

let server: S3rver;
let directory: string;
let env: Record<string, string>;
const storeWith = (overrides: Record<string, string> = {}): FileStore => {
  const config = loadConfig({
    DATABASE_URL: 'postgres://u:p@localhost:5432/db',
    ...env,
    ...overrides,
  }).fileStore;
  if (config.kind !== 's3') throw new Error('expected an S3 configuration');
  return s3FileStore(config);
};

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'api-test-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  env = {
    FILE_STORE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'ap-southeast-1',
    S3_BUCKET: bucket,
    S3_FORCE_PATH_STYLE: 'true',
    ...credentials,
  };
});

afterAll(async () => {
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

describe('S3 file store on s3rver', () => {
  it('round-trips the exact bytes under a new random UUID key each time', async () => {
    const store = storeWith();
    const content = randomBytes(256 * 1024 + 7);
    const key = await store.put(content);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Kept by s3rver on its disk, the request having reached it.
    expect((await readFile(path.join(directory, bucket, `${key}._S3rver_object`))).equals(content)).toBe(
      true,
    );
    expect((await read((await store.open(key))!)).equals(content)).toBe(true);
    const second = await store.put(content);
    expect(second).not.toBe(key);
    expect((await read((await store.open(second))!)).equals(content)).toBe(true);
  });

  it('keeps an upload of the largest size the API accepts (10 MB) byte for byte', async () => {
    const store = storeWith();
    const content = randomBytes(10 * 1024 * 1024);
    const key = await store.put(content);
    expect((await read((await store.open(key))!)).equals(content)).toBe(true);
  });

  it('keeps an empty file and a file of one byte', async () => {
    const store = storeWith();
    for (const content of [Buffer.alloc(0), Buffer.from([0])]) {
      const key = await store.put(content);
      expect((await read((await store.open(key))!)).equals(content)).toBe(true);
    }
  });

  it('answers null for a key that has no object, so the caller can say the file is missing', async () => {
    expect(await storeWith().open(randomUUID())).toBeNull();
  });

  it('fails, rather than calling a file missing, when the bucket itself does not exist', async () => {
    const store = storeWith({ S3_BUCKET: 'no-such-bucket' });
    await expect(store.open(randomUUID())).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(store.put(Buffer.from('x'))).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it('is refused by the server for an access key it does not know', async () => {
    const store = storeWith({ S3_ACCESS_KEY_ID: 'SOMEONEELSESKEY00001' });
    await expect(store.put(Buffer.from('x'))).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
  });

  it('never sends anything but a UUID key', async () => {
    await expect(storeWith().open('../../etc/passwd')).rejects.toThrowError(/not a file key/);
  });
});
