import { kycForms } from '@fund/domain';
import type { RequestHandler } from 'express';
import multer from 'multer';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { normalizeUpload } from '../../platform/uploaded-files.ts';

type Kind = kycForms.KycFileKind;

export interface KycFileRow {
  id: string;
  userId: number;
  kind: Kind;
  storageKey: string;
  mimeType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  createdAt: Date;
}

/**
 * Reads one `file` field into memory, stopping at the KYC size limit before it is all received. Any upload of an
 * investor's document (KYC files, transfer slips) goes through it.
 */
export const receiveUploadedFile: RequestHandler = (req, res, next) => {
  multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: kycForms.kycFileRules.maxBytes, files: 1, fields: 5 },
  }).single('file')(req, res, (error: unknown) => {
    if (!error) return next();
    const code = (error as { code?: string }).code;
    if (code === 'LIMIT_FILE_SIZE') return next(new AppError('KYC_FILE_TOO_LARGE', 422));
    next(new AppError('VALIDATION_FAILED', 422, { detail: String((error as Error).message) }));
  });
};

export const receiveKycFile = receiveUploadedFile;

export async function storeKycFile(
  ctx: AppContext,
  userId: number,
  kind: Kind,
  file: Express.Multer.File | undefined,
): Promise<{ id: string; kind: Kind; mimeType: string; sizeBytes: number; createdAt: string }> {
  if (!file) throw new AppError('FILE_REQUIRED', 422);
  const checked = await normalizeUpload(file, kycForms.kycFileRules.mimeTypesOf(kind));
  const key = await ctx.files.put(checked.buffer);
  const row = await ctx.models.KycFile.create({
    userId,
    kind,
    storageKey: key,
    mimeType: checked.mimeType,
    sizeBytes: checked.buffer.length,
    width: checked.width,
    height: checked.height,
    createdAt: ctx.clock.now(),
  });
  return {
    id: row.id,
    kind,
    mimeType: checked.mimeType,
    sizeBytes: checked.buffer.length,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A file its owner or a staff member may read; anyone else gets the same answer as for a file that does not exist. */
export async function findReadableFile(
  ctx: AppContext,
  viewer: { id: number; role: string | null },
  id: string,
): Promise<KycFileRow> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
    throw new AppError('NOT_FOUND', 404);
  }
  const row = (await ctx.models.KycFile.findByPk(id, { raw: true })) as KycFileRow | null;
  if (!row || (Number(row.userId) !== viewer.id && !viewer.role)) throw new AppError('NOT_FOUND', 404);
  return row;
}

/** The newest file of each kind the user has uploaded. */
export async function latestFiles(
  ctx: AppContext,
  userId: number,
): Promise<Partial<Record<Kind, KycFileRow>>> {
  const rows = (await ctx.models.KycFile.findAll({
    where: { userId },
    order: [
      ['createdAt', 'DESC'],
      ['id', 'ASC'],
    ],
    raw: true,
  })) as KycFileRow[];
  const newest: Partial<Record<Kind, KycFileRow>> = {};
  for (const row of rows) newest[row.kind] ??= row;
  return newest;
}
