import { kycForms } from '@fund/domain';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { QueryTypes } from 'sequelize';
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
  const [row] = await ctx.sequelize.query<{ id: string; created_at: Date }>(
    `INSERT INTO kyc_files (user_id, kind, storage_key, mime_type, size_bytes, width, height, created_at)
     VALUES (:userId, :kind, :key, :mimeType, :size, :width, :height, :now) RETURNING id, created_at`,
    {
      type: QueryTypes.SELECT,
      replacements: {
        userId,
        kind,
        key,
        mimeType: checked.mimeType,
        size: checked.buffer.length,
        width: checked.width,
        height: checked.height,
        now: ctx.clock.now(),
      },
    },
  );
  return {
    id: row!.id,
    kind,
    mimeType: checked.mimeType,
    sizeBytes: checked.buffer.length,
    createdAt: new Date(row!.created_at).toISOString(),
  };
}

const selectFile = `SELECT id, user_id AS "userId", kind, storage_key AS "storageKey", mime_type AS "mimeType",
  size_bytes AS "sizeBytes", width, height, created_at AS "createdAt" FROM kyc_files`;

/** A file its owner or a staff member may read; anyone else gets the same answer as for a file that does not exist. */
export async function findReadableFile(
  ctx: AppContext,
  viewer: { id: number; role: string | null },
  id: string,
): Promise<KycFileRow> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
    throw new AppError('NOT_FOUND', 404);
  }
  const [row] = await ctx.sequelize.query<KycFileRow>(`${selectFile} WHERE id = :id`, {
    type: QueryTypes.SELECT,
    replacements: { id },
  });
  if (!row || (Number(row.userId) !== viewer.id && !viewer.role)) throw new AppError('NOT_FOUND', 404);
  return row;
}

/** The newest file of each kind the user has uploaded. */
export async function latestFiles(
  ctx: AppContext,
  userId: number,
): Promise<Partial<Record<Kind, KycFileRow>>> {
  const rows = await ctx.sequelize.query<KycFileRow>(
    `SELECT DISTINCT ON (kind) id, user_id AS "userId", kind, storage_key AS "storageKey", mime_type AS "mimeType",
       size_bytes AS "sizeBytes", width, height, created_at AS "createdAt"
     FROM kyc_files WHERE user_id = :userId ORDER BY kind, created_at DESC, id`,
    { type: QueryTypes.SELECT, replacements: { userId } },
  );
  return Object.fromEntries(rows.map((r) => [r.kind, r]));
}
