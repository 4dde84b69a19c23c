import { type JuristicDocumentKind, juristicFileRules } from '@fund/domain';
import type { InferAttributes, Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { normalizeUpload } from '../../platform/uploaded-files.ts';
import { type RequestActor, recordAudit } from '../audit/service.ts';
import type { JuristicAccountFileRow } from './models.ts';

type JuristicFileRecord = InferAttributes<JuristicAccountFileRow>;

export interface JuristicFile {
  id: string;
  accountId: number | null;
  kind: JuristicDocumentKind;
  fileName: string;
  storageKey: string;
  mimeType: string;
  sizeBytes: number;
  uploadedBy: number;
  createdAt: string;
}

/** A file as its answers give it, in the order they list the fields (ids the database keeps as bigint, as numbers). */
export const shapeFile = (row: JuristicFileRecord): JuristicFile => ({
  id: row.id,
  accountId: row.accountId === null ? null : Number(row.accountId),
  kind: row.kind,
  fileName: row.fileName,
  storageKey: row.storageKey,
  mimeType: row.mimeType,
  sizeBytes: row.sizeBytes,
  uploadedBy: Number(row.uploadedBy),
  createdAt: new Date(row.createdAt).toISOString(),
});

/** What staff see of a file: never where it is stored. */
export const publicFile = ({ storageKey: _key, ...file }: ReturnType<typeof shapeFile>) => ({
  ...file,
  url: `/admin/juristic-account-files/${file.id}`,
});

/** The name a person gave the file, reduced to safe characters, for the reviewer to recognise it. */
const safeName = (name: string | undefined) =>
  (name ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/[^\p{L}\p{N}._ -]/gu, '')
    .slice(0, 120) || 'document';

/**
 * A company paper, checked as every upload is (type read from the bytes, images written again, PDFs read for
 * active content) and kept unattached until an account is opened with it.
 */
export async function storeJuristicFile(
  ctx: AppContext,
  actor: RequestActor,
  kind: JuristicDocumentKind,
  file: Express.Multer.File | undefined,
) {
  if (!file) throw new AppError('FILE_REQUIRED', 422);
  const checked = await normalizeUpload(file, juristicFileRules.mimeTypes);
  const key = await ctx.files.put(checked.buffer);
  return ctx.sequelize.transaction(async (transaction) => {
    const stored = await insertFile(ctx, actor.id, kind, file, checked, key, transaction);
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action: 'JURISTIC_DOCUMENT_UPLOADED',
        subject: `juristic-account-files/${stored.id}`,
        before: null,
        after: { kind, fileName: stored.fileName, mimeType: stored.mimeType, sizeBytes: stored.sizeBytes },
        requestId: actor.requestId,
        request: actor.request,
      },
      transaction,
    );
    return publicFile(stored);
  });
}

async function insertFile(
  ctx: AppContext,
  staffId: number,
  kind: JuristicDocumentKind,
  file: Express.Multer.File,
  checked: { buffer: Buffer; mimeType: string },
  key: string,
  transaction: Transaction,
) {
  const row = await ctx.models.JuristicAccountFile.create(
    {
      kind,
      fileName: safeName(file.originalname),
      storageKey: key,
      mimeType: checked.mimeType,
      sizeBytes: checked.buffer.length,
      uploadedBy: staffId,
      createdAt: ctx.clock.now(),
    },
    { transaction },
  );
  return shapeFile(row.get({ plain: true }));
}

export async function findJuristicFile(ctx: AppContext, id: string) {
  const row = await ctx.models.JuristicAccountFile.findByPk(id, { raw: true });
  if (!row) throw new AppError('NOT_FOUND', 404);
  return shapeFile(row);
}

export async function filesOfAccount(ctx: AppContext, accountId: number) {
  const rows = await ctx.models.JuristicAccountFile.findAll({
    where: { accountId },
    order: [
      ['kind', 'ASC'],
      ['createdAt', 'ASC'],
      ['id', 'ASC'],
    ],
    raw: true,
  });
  return rows.map((row) => publicFile(shapeFile(row)));
}
