import { Op, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { ListParams } from '../../platform/simple-rest.ts';
import { pageOf } from '../../platform/simple-rest.ts';
import { type AuditRequest, recordAudit } from '../audit/service.ts';
import type { InboxItemRow } from './models.ts';

const toItem = (row: InboxItemRow) => ({
  id: Number(row.id),
  reference: row.reference,
  kind: row.kind,
  name: row.name,
  email: row.email,
  phone: row.phone,
  topic: row.topic,
  problemType: row.problemType,
  detail: row.detail,
  language: row.language,
  attachment: row.attachmentKey
    ? { name: row.attachmentName, type: row.attachmentType, size: row.attachmentSize }
    : null,
  userId: row.userId === null ? null : Number(row.userId),
  statementMonth: row.statementMonth,
  status: row.status,
  assigneeId: row.assigneeId === null ? null : Number(row.assigneeId),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const sortAttributes: Record<string, keyof InboxItemRow> = {
  id: 'id',
  createdAt: 'createdAt',
  status: 'status',
  kind: 'kind',
};

export async function listInbox(ctx: AppContext, params: ListParams) {
  const filter = (params.filter ?? {}) as { kind?: string; status?: string; q?: string };
  const [field, order] = params.sort ?? ['createdAt', 'DESC'];
  const { offset, limit } = pageOf(params);
  const q = filter.q ? `%${filter.q.replace(/[\\%_]/g, '\\$&')}%` : null;
  const direction = order === 'ASC' ? 'ASC' : 'DESC';
  const { rows, count } = await ctx.models.InboxItem.findAndCountAll({
    where: {
      ...(filter.kind ? { kind: filter.kind } : {}),
      ...(filter.status ? { status: filter.status } : {}),
      ...(q
        ? {
            [Op.or]: ['reference', 'email', 'name', 'phone'].map((column) => ({
              [column]: { [Op.iLike]: q },
            })),
          }
        : {}),
    },
    order: [
      [sortAttributes[field] ?? 'createdAt', direction],
      ['id', 'DESC'],
    ],
    offset,
    limit,
  });
  return { rows: rows.map(toItem), offset, total: count };
}

async function findRow(ctx: AppContext, id: number, transaction?: Transaction): Promise<InboxItemRow> {
  const row = await ctx.models.InboxItem.findByPk(id, { transaction });
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
    const before = await findRow(ctx, id, transaction);
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
        before: {
          status: before.status,
          assigneeId: before.assigneeId === null ? null : Number(before.assigneeId),
        },
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
  if (!row.attachmentKey) throw new AppError('NOT_FOUND', 404, { detail: 'This item has no attachment' });
  return {
    storageKey: row.attachmentKey,
    fileName: row.attachmentName ?? 'attachment',
    mimeType: row.attachmentType ?? 'application/octet-stream',
  };
}
