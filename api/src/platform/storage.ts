import { randomUUID } from 'node:crypto';
import { mkdir, open as openFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Uploaded files on local disk under a random key; the database keeps the key, the original name and the type.
 * The scaled-out topology swaps this for S3-compatible storage (`s3-file-store.ts`) behind the same two calls.
 */
export interface FileStore {
  put(content: Buffer): Promise<string>;
  /** The file's bytes, or null when the store has no such file (a lost volume, a restore without the uploads). */
  open(key: string): Promise<Readable | null>;
}

/** Keys are random UUIDs made by the store; anything else (a path, a guess) never reaches the disk or the bucket. */
export function assertFileKey(key: string): void {
  if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error(`not a file key: ${key}`);
}

export function localFileStore(root: string): FileStore {
  const fileOf = (key: string) => {
    assertFileKey(key);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(content) {
      const key = randomUUID();
      await mkdir(path.dirname(fileOf(key)), { recursive: true });
      await writeFile(fileOf(key), content, { mode: 0o600 });
      return key;
    },
    async open(key) {
      // Opened before the stream is made, so a missing file is known before any answer is started.
      const handle = await openFile(fileOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      return handle?.createReadStream() ?? null;
    },
  };
}
