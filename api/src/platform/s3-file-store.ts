import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FileStoreConfig } from './config.ts';
import type { FileStore } from './storage.ts';
import { assertFileKey } from './storage.ts';

type S3Config = Extract<FileStoreConfig, { kind: 's3' }>;

/**
 * Uploaded files in an S3-compatible bucket (AWS S3, MinIO) under the same random keys as on disk, so any API
 * replica can read what another wrote. Objects are private (no ACL is ever sent, so the bucket's private default
 * holds) and the store is asked to encrypt them at rest.
 */
export function s3FileStore(config: S3Config): FileStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 demands them: several S3-compatible stores refuse the newer trailing ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  return {
    async put(content) {
      const key = randomUUID();
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key,
          Body: content,
          ContentLength: content.length,
          ContentType: 'application/octet-stream',
          ServerSideEncryption: 'AES256',
        }),
      );
      return key;
    },
    async open(key) {
      assertFileKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error(`no readable body for file ${key}`);
        return object.Body;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
  };
}
