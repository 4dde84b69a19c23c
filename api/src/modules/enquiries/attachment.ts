import { complaintFileRules, isAllowedComplaintFile } from '@fund/domain';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { AppError } from '../../platform/errors.ts';
import { normalizeUpload } from '../../platform/uploaded-files.ts';

export interface CheckedFile {
  buffer: Buffer;
  name: string;
  type: string;
  size: number;
}

/** Reads one `file` field into memory, refusing more than the size limit before it is all received. */
export const receiveOneFile: RequestHandler = (req, res, next) => {
  multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: complaintFileRules.maxBytes, files: 1, fields: 10 },
  }).single('file')(req, res, (error: unknown) => {
    if (!error) return next();
    const code = (error as { code?: string }).code;
    if (code === 'LIMIT_FILE_SIZE') return next(new AppError('FILE_TOO_LARGE', 422));
    next(new AppError('VALIDATION_FAILED', 422, { detail: String((error as Error).message) }));
  });
};

/**
 * The name's extension and the content's own signature must both be an allowed format; a renamed executable
 * is refused even when it is called slip.pdf. Images are written again and PDFs read for active content, as every
 * upload is, so what staff open is never what an attacker appended.
 */
export async function checkComplaintFile(file: Express.Multer.File | undefined): Promise<CheckedFile> {
  if (!file) throw new AppError('FILE_REQUIRED', 422);
  const verdict = isAllowedComplaintFile({ name: file.originalname, size: file.size });
  if (verdict === 'size') throw new AppError('FILE_TOO_LARGE', 422);
  if (verdict === 'type') throw new AppError('FILE_TYPE_NOT_ALLOWED', 422);
  const checked = await normalizeUpload(file, complaintFileRules.mimeTypes);
  return {
    buffer: checked.buffer,
    name: file.originalname.slice(-200),
    type: checked.mimeType,
    size: checked.buffer.length,
  };
}
