import type { FieldChanges } from '@fund/domain';
import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { ChangeRequestKind } from '../mail/change-request-templates.ts';

export type ChangeRequestStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

export interface ChangeRequest {
  id: number;
  userId: number;
  kind: ChangeRequestKind;
  status: ChangeRequestStatus;
  /** Field → value, only the fields the request changes ("general.nationality", "bank.accountNumber"). */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  eddRequired: boolean;
  fileIds: string[];
  reason: string | null;
  decidedAt: string | null;
  createdAt: string;
}

export const requestColumns = `r.id, r.user_id AS "userId", r.kind, r.status, r.before, r.after,
  r.edd_required AS "eddRequired", r.file_ids AS "fileIds", r.reason, r.decided_at AS "decidedAt",
  r.created_at AS "createdAt"`;

type RawRequest = Omit<ChangeRequest, 'id' | 'userId' | 'decidedAt' | 'createdAt'> & {
  id: string;
  userId: string;
  decidedAt: Date | null;
  createdAt: Date;
};

export const shapeRequest = (row: RawRequest): ChangeRequest => ({
  ...row,
  id: Number(row.id),
  userId: Number(row.userId),
  decidedAt: row.decidedAt ? new Date(row.decidedAt).toISOString() : null,
  createdAt: new Date(row.createdAt).toISOString(),
});

/** The before and after maps of a set of field changes. */
export const sidesOf = (changes: FieldChanges) => ({
  before: Object.fromEntries(Object.entries(changes).map(([field, c]) => [field, c.before])),
  after: Object.fromEntries(Object.entries(changes).map(([field, c]) => [field, c.after])),
});

/** The investor's own requests, newest first: what waits for compliance and why one was rejected. */
export async function requestsOf(ctx: AppContext, userId: number): Promise<ChangeRequest[]> {
  const rows = await ctx.sequelize.query<RawRequest>(
    `SELECT ${requestColumns} FROM change_requests r WHERE r.user_id = :userId ORDER BY r.id DESC LIMIT 50`,
    { type: QueryTypes.SELECT, replacements: { userId } },
  );
  return rows.map(shapeRequest);
}

/**
 * Opens a request, refused while one of the same kind waits (one open request per kind; the unique index keeps
 * it so under concurrent requests too).
 */
export async function openRequest(
  ctx: AppContext,
  transaction: Transaction,
  request: {
    userId: number;
    kind: ChangeRequestKind;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
    eddRequired?: boolean;
    fileIds?: string[];
  },
): Promise<ChangeRequest> {
  const [open] = await ctx.sequelize.query<{ id: string }>(
    `SELECT id FROM change_requests WHERE user_id = :userId AND kind = :kind AND status = 'PENDING'`,
    { type: QueryTypes.SELECT, replacements: request, transaction },
  );
  if (open) throw new AppError('CHANGE_REQUEST_OPEN', 409, { details: { id: Number(open.id) } });
  const [row] = await ctx.sequelize.query<RawRequest>(
    `INSERT INTO change_requests AS r (user_id, kind, before, after, edd_required, file_ids, created_at, updated_at)
     VALUES (:userId, :kind, CAST(:before AS jsonb), CAST(:after AS jsonb), :eddRequired, CAST(:fileIds AS jsonb),
             :now, :now)
     ON CONFLICT (user_id, kind) WHERE status = 'PENDING' DO NOTHING
     RETURNING ${requestColumns}`,
    {
      type: QueryTypes.SELECT,
      replacements: {
        userId: request.userId,
        kind: request.kind,
        before: JSON.stringify(request.before),
        after: JSON.stringify(request.after),
        eddRequired: request.eddRequired ?? false,
        fileIds: JSON.stringify(request.fileIds ?? []),
        now: ctx.clock.now(),
      },
      transaction,
    },
  );
  if (!row) throw new AppError('CHANGE_REQUEST_OPEN', 409);
  return shapeRequest(row);
}
