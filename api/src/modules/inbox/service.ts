import { Op, QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { ListParams } from '../../platform/simple-rest.ts';
import { pageOf } from '../../platform/simple-rest.ts';
import { type AuditRequest, recordAudit } from '../audit/service.ts';

interface ItemRow {
  id: string;
  reference: string;
  kind: string;
  name: string | null;
  email: string;
  phone: string;
  topic: string | null;
  problem_type: string | null;
  detail: string | null;
  language: string;
  attachment_key: string | null;
  attachment_name: string | null;
  attachment_type: string | null;
  attachment_size: number | null;
  user_id: string | null;
  statement_month: string | null;
  status: string;
  assignee_id: string | null;
  created_at: Date;
  updated_at: Date;
  total?: string;
}

const toItem = (row: ItemRow) => ({
  id: Number(row.id),
  reference: row.reference,
  kind: row.kind,
  name: row.name,
  email: row.email,
  phone: row.phone,
  topic: row.topic,
  problemType: row.problem_type,
  detail: row.detail,
  language: row.language,
  attachment: row.attachment_key
    ? { name: row.attachment_name, type: row.attachment_type, size: row.attachment_size }
    : null,
  userId: row.user_id === null ? null : Number(row.user_id),
  statementMonth: row.statement_month,
  status: row.status,
  assigneeId: row.assignee_id === null ? null : Number(row.assignee_id),
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const sortColumns: Record<string, string> = {
  id: 'id',
  createdAt: 'created_at',
  status: 'status',
  kind: 'kind',
};

export async function listInbox(ctx: AppContext, params: ListParams) {
  const filter = (params.filter ?? {}) as { kind?: string; status?: string; q?: string };
  const [field, order] = params.sort ?? ['createdAt', 'DESC'];
  const { offset, limit } = pageOf(params);
  const q = filter.q ? `%${filter.q.replace(/[\\%_]/g, '\\$&')}%` : null;
  const rows = await ctx.sequelize.query<ItemRow>(
    `SELECT *, count(*) OVER () AS total FROM inbox_items
     WHERE (:kind::text IS NULL OR kind = :kind) AND (:status::text IS NULL OR status = :status)
       AND (:q::text IS NULL OR reference ILIKE :q OR email ILIKE :q OR name ILIKE :q OR phone ILIKE :q)
     ORDER BY ${sortColumns[field] ?? 'created_at'} ${order === 'ASC' ? 'ASC' : 'DESC'}, id DESC
     OFFSET :offset LIMIT :limit`,
    {
      replacements: { kind: filter.kind ?? null, status: filter.status ?? null, q, offset, limit },
      type: QueryTypes.SELECT,
    },
  );
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && offset > 0) {
    const [count] = await ctx.sequelize.query<{ n: string }>('SELECT count(*) AS n FROM inbox_items', {
      type: QueryTypes.SELECT,
    });
    total = Number(count?.n ?? 0);
  }
  return { rows: rows.map(toItem), offset, total };
}

async function findRow(ctx: AppContext, id: number): Promise<ItemRow> {
  const [row] = await ctx.sequelize.query<ItemRow>('SELECT * FROM inbox_items WHERE id = :id', {
    replacements: { id },
    type: QueryTypes.SELECT,
  });
  if (!row) throw new AppError('NOT_FOUND', 404);
  return row;
}

export async function getInboxItem(ctx: AppContext, id: number) {
  const notes = await ctx.models.InboxNote.findAll({
    where: { itemId: id },
    include: [{ model: ctx.models.User, as: 'author', attributes: ['email'] }],
    order: [['id', 'ASC']],
  });
  return {
    ...toItem(await findRow(ctx, id)),
    notes: notes.map((n) => ({
      id: Number(n.id),
      body: n.body,
      author: (n.get('author') as { email: string }).email,
      createdAt: n.createdAt.toISOString(),
    })),
  };
}

export async function updateInboxItem(
  ctx: AppContext,
  id: number,
  change: { status: string; assigneeId: number | null },
  actor: { id: number; requestId: string | null; request?: AuditRequest },
) {
  await ctx.sequelize.transaction(async (transaction) => {
    const before = await findRow(ctx, id);
    if (change.assigneeId !== null) {
      const staff = await ctx.models.User.findOne({
        attributes: ['id'],
        where: { id: change.assigneeId, role: { [Op.ne]: null } },
        transaction,
      });
      if (!staff) {
        throw new AppError('VALIDATION_FAILED', 422, {
          errors: [
            { field: 'body.assigneeId', code: 'any.invalid', message: 'The assignee must be a staff member' },
          ],
        });
      }
    }
    await ctx.models.InboxItem.update(
      { status: change.status, assigneeId: change.assigneeId, updatedAt: ctx.clock.now() },
      { where: { id }, transaction },
    );
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action: 'inbox.update',
        subject: `inbox/${id}`,
        before: { status: before.status, assigneeId: before.assignee_id },
        after: change,
        requestId: actor.requestId,
        request: actor.request,
      },
      transaction,
    );
  });
  return getInboxItem(ctx, id);
}

export async function addInboxNote(ctx: AppContext, id: number, body: string, authorId: number) {
  await findRow(ctx, id);
  await ctx.models.InboxNote.create({ itemId: id, authorId, body, createdAt: ctx.clock.now() });
  return getInboxItem(ctx, id);
}

export async function openAttachment(ctx: AppContext, id: number) {
  const row = await findRow(ctx, id);
  if (!row.attachment_key) throw new AppError('NOT_FOUND', 404, { detail: 'This item has no attachment' });
  return {
    storageKey: row.attachment_key,
    fileName: row.attachment_name ?? 'attachment',
    mimeType: row.attachment_type ?? 'application/octet-stream',
  };
}
