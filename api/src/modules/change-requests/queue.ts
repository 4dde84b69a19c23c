import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { ListParams } from '../../platform/simple-rest.ts';
import { pageOf } from '../../platform/simple-rest.ts';
import { requestColumns, shapeRequest } from './requests.ts';

// The request with its investor's e-mail and names, and who decided it.
const columns = `${requestColumns}, u.email,
  NULLIF(concat_ws(' ', p.identity ->> 'titleTh', p.identity ->> 'firstNameTh', p.identity ->> 'lastNameTh'), '')
    AS "nameTh",
  NULLIF(concat_ws(' ', p.identity ->> 'titleEn', p.identity ->> 'firstNameEn', p.identity ->> 'lastNameEn'), '')
    AS "nameEn",
  d.email AS "decidedByEmail"`;
const joins = `JOIN users u ON u.id = r.user_id LEFT JOIN kyc_profiles p ON p.user_id = r.user_id
  LEFT JOIN users d ON d.id = r.decided_by`;

const sortColumns: Record<string, string> = { createdAt: 'r.created_at', status: 'r.status', id: 'r.id' };

type Raw = Parameters<typeof shapeRequest>[0] & { email: string; decidedByEmail: string | null };

/** The compliance queue, oldest waiting first by default (filter: status, kind, userId). */
export async function listRequests(ctx: AppContext, params: ListParams) {
  const filter = (params.filter ?? {}) as { status?: string; kind?: string; userId?: number };
  const { offset, limit } = pageOf(params);
  const [field, order] = params.sort ?? ['createdAt', 'ASC'];
  const where: string[] = [];
  if (filter.status) where.push('r.status = :status');
  if (filter.kind) where.push('r.kind = :kind');
  if (filter.userId) where.push('r.user_id = :userId');
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const replacements = { ...filter, offset, limit };
  const rows = await ctx.sequelize.query<Raw>(
    `SELECT ${columns} FROM change_requests r ${joins} ${whereSql}
     ORDER BY ${sortColumns[field] ?? 'r.created_at'} ${order === 'DESC' ? 'DESC' : 'ASC'}, r.id
     OFFSET :offset LIMIT :limit`,
    { type: QueryTypes.SELECT, replacements },
  );
  const [{ total }] = (await ctx.sequelize.query<{ total: string }>(
    `SELECT count(*) AS total FROM change_requests r ${whereSql}`,
    { type: QueryTypes.SELECT, replacements },
  )) as [{ total: string }];
  return { rows: rows.map(shapeRequest), offset, total: Number(total) };
}

/**
 * The request's documents (EDD documents, a book-bank photo) with what they are, for staff to open through the
 * file route that serves a KYC file to its owner and to staff only.
 */
async function filesOf(ctx: AppContext, fileIds: string[]) {
  if (fileIds.length === 0) return [];
  const rows = await ctx.sequelize.query<{ id: string; kind: string; mimeType: string; createdAt: Date }>(
    `SELECT id, kind, mime_type AS "mimeType", created_at AS "createdAt" FROM kyc_files
     WHERE id::text IN (:fileIds) ORDER BY created_at, id`,
    { type: QueryTypes.SELECT, replacements: { fileIds } },
  );
  return rows.map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt).toISOString(),
    url: `/kyc/files/${row.id}`,
  }));
}

export async function requestDetail(ctx: AppContext, id: number) {
  const [row] = await ctx.sequelize.query<Raw>(
    `SELECT ${columns} FROM change_requests r ${joins} WHERE r.id = :id`,
    {
      type: QueryTypes.SELECT,
      replacements: { id },
    },
  );
  if (!row) throw new AppError('NOT_FOUND', 404);
  const request = shapeRequest(row);
  return { ...request, files: await filesOf(ctx, request.fileIds) };
}
