import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import type { AppContext } from './context.ts';
import { AppError } from './errors.ts';

export interface StoredFile {
  storageKey: string;
  mimeType: string;
  /** The download's name; only its last path segment and safe characters are kept. */
  fileName: string;
  sizeBytes?: number;
}

/**
 * Opens a stored file or says, as a clean 404 problem and an error line for operations, that the store has lost it:
 * a row that names a file the store no longer has is a fault to look into, never a 500 for the reader.
 */
export async function openStoredFile(ctx: AppContext, storageKey: string): Promise<Readable> {
  const stream = await ctx.files.open(storageKey);
  if (stream) return stream;
  ctx.logger.error({ storageKey }, 'a stored file is missing from the file store');
  throw new AppError('FILE_MISSING', 404);
}

/**
 * Streams a stored upload or document to its reader. Always as an attachment, with nosniff and a sandboxing policy,
 * never cached: whatever an uploader managed to put in a file, the browser saves it rather than runs it.
 */
export async function sendStoredFile(ctx: AppContext, res: Response, file: StoredFile): Promise<void> {
  const stream = await openStoredFile(ctx, file.storageKey);
  // attachment() also guesses a type from the name, so the stored type is set after it.
  res.attachment(file.fileName);
  res.setHeader('Content-Type', file.mimeType);
  if (file.sizeBytes !== undefined) res.setHeader('Content-Length', String(file.sizeBytes));
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  await pipeline(stream, res);
}
