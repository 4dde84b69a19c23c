import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { recordAudit } from '../audit/service.ts';

export interface SignedContract {
  version: number;
  signedAt: string;
  contentHash: string;
  documentId: string;
}

export interface ContractRow {
  id: string;
  userId: number;
  version: number;
  status: 'SIGNED' | 'REJECTED';
  signedAt: Date;
  contentHash: string;
  storageKey: string;
  size: number;
}

const selectContract = `SELECT id, user_id AS "userId", version, status, signed_at AS "signedAt",
  content_hash AS "contentHash", storage_key AS "storageKey", size FROM kyc_contracts`;

export const signedView = (row: ContractRow): SignedContract => ({
  version: row.version,
  signedAt: new Date(row.signedAt).toISOString(),
  contentHash: row.contentHash,
  documentId: row.id,
});

/** The investor's contract in force (SIGNED), if any; at most one exists. */
export async function signedContractRow(
  ctx: AppContext,
  userId: number,
  transaction?: Transaction,
): Promise<ContractRow | null> {
  const [row] = await ctx.sequelize.query<ContractRow>(
    `${selectContract} WHERE user_id = :userId AND status = 'SIGNED'`,
    { type: QueryTypes.SELECT, replacements: { userId }, transaction },
  );
  return row ?? null;
}

/** The investor's latest contract whatever its status, for staff reviewing the case. */
export async function latestContractRow(ctx: AppContext, userId: number): Promise<ContractRow | null> {
  const [row] = await ctx.sequelize.query<ContractRow>(
    `${selectContract} WHERE user_id = :userId ORDER BY signed_at DESC, id LIMIT 1`,
    { type: QueryTypes.SELECT, replacements: { userId } },
  );
  return row ?? null;
}

export interface ContractState {
  status: 'WAITING' | 'PENDING' | 'REJECT';
  signed: SignedContract | null;
}

/**
 * The contract step for the progress page: WAITING until signed, PENDING once signed (the compliance review
 * decides the rest), REJECT when the review reopened it and the investor has not signed again.
 */
export async function contractState(ctx: AppContext, userId: number): Promise<ContractState> {
  const latest = await latestContractRow(ctx, userId);
  if (!latest) return { status: 'WAITING', signed: null };
  if (latest.status === 'SIGNED') return { status: 'PENDING', signed: signedView(latest) };
  return { status: 'REJECT', signed: null };
}

/**
 * For the compliance review: rejects the investor's signed contract so it can be signed again. The row and
 * its PDF stay as evidence. Answers whether there was a signed contract to reject.
 */
export async function reopenContract(
  ctx: AppContext,
  userId: number,
  transaction?: Transaction,
): Promise<boolean> {
  const [rows] = (await ctx.sequelize.query(
    `UPDATE kyc_contracts SET status = 'REJECTED', rejected_at = :now
     WHERE user_id = :userId AND status = 'SIGNED' RETURNING id`,
    { replacements: { userId, now: ctx.clock.now() }, transaction },
  )) as [{ id: string }[], unknown];
  return rows.length > 0;
}

/** Staff reading an investor's contract is logged like any access to personal data. */
export async function auditContractViewed(
  ctx: AppContext,
  staff: { id: number; ip: string | null; userAgent: string | null; requestId: string | null },
  row: ContractRow,
): Promise<void> {
  await ctx.sequelize.transaction((transaction) =>
    recordAudit(
      ctx,
      {
        actorId: staff.id,
        action: 'KYC_CONTRACT_VIEWED',
        subject: `users/${row.userId}`,
        before: null,
        after: { documentId: row.id, version: row.version },
        requestId: staff.requestId,
        request: { ip: staff.ip, userAgent: staff.userAgent },
      },
      transaction,
    ),
  );
}
