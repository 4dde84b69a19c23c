import { kycForms } from '@fund/domain';
import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type RequestActor, recordAudit } from '../audit/service.ts';
import { recordUserChange } from '../audit/user-change.ts';
import { loadProfile } from '../kyc/profile.ts';
import { type ChangeRequest, openRequest } from './requests.ts';

export interface Wallet {
  network: kycForms.WalletNetwork;
  address: string;
  verifiedAt: string;
}

interface WalletRow {
  network: kycForms.WalletNetwork;
  address: string;
  verified_at: Date;
}

/** The investor's verified wallet, or null (a wallet exists only once compliance verified it). */
export async function verifiedWallet(
  ctx: AppContext,
  userId: number,
  transaction?: Transaction,
): Promise<Wallet | null> {
  const [row] = await ctx.sequelize.query<WalletRow>(
    'SELECT network, address, verified_at FROM kyc_wallets WHERE user_id = :userId',
    { type: QueryTypes.SELECT, replacements: { userId }, transaction },
  );
  return row
    ? { network: row.network, address: row.address, verifiedAt: new Date(row.verified_at).toISOString() }
    : null;
}

/** What the profile page shows: the wallet in force and the one waiting for compliance, if any. */
export async function walletOf(ctx: AppContext, userId: number) {
  const [request] = await ctx.sequelize.query<{ id: string; after: Record<string, string>; createdAt: Date }>(
    `SELECT id, after, created_at AS "createdAt" FROM change_requests
     WHERE user_id = :userId AND kind = 'WALLET' AND status = 'PENDING'`,
    { type: QueryTypes.SELECT, replacements: { userId } },
  );
  return {
    wallet: await verifiedWallet(ctx, userId),
    changeRequest: request
      ? {
          id: Number(request.id),
          network: String(request.after['wallet.network']),
          address: String(request.after['wallet.address']),
          createdAt: new Date(request.createdAt).toISOString(),
        }
      : null,
  };
}

/**
 * DESIGN §4 "Money out": a verified investor names a wallet for payouts. The address is checked against its
 * network (format and checksum); the first wallet and every later change go to compliance as a change request,
 * and only an approved one is ever paid to (spec §5: a wallet is verified before first use, changed only by a
 * request).
 */
export async function requestWallet(
  ctx: AppContext,
  actor: RequestActor,
  input: { network: string; address: string },
): Promise<ChangeRequest> {
  const address = kycForms.normalizeWalletAddress(input.address);
  if (!kycForms.isWalletAddressOf(input.network, address)) {
    throw new AppError('WALLET_ADDRESS_INVALID', 422, {
      errors: [
        {
          field: 'body.address',
          code: 'WALLET_ADDRESS_INVALID',
          message: 'This wallet address is not valid on the network chosen',
        },
      ],
    });
  }
  return ctx.sequelize.transaction(async (transaction) => {
    const profile = await loadProfile(ctx, actor.id, { transaction, lock: true });
    if (profile.personalStatus !== 'VERIFIED') throw new AppError('PROFILE_NOT_VERIFIED', 409);
    const current = await verifiedWallet(ctx, actor.id, transaction);
    if (current?.network === input.network && current.address === address) {
      throw new AppError('WALLET_UNCHANGED', 422);
    }
    const request = await openRequest(ctx, transaction, {
      userId: actor.id,
      kind: 'WALLET',
      before: current ? { 'wallet.network': current.network, 'wallet.address': current.address } : {},
      after: { 'wallet.network': input.network, 'wallet.address': address },
    });
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action: 'WALLET_CHANGE_REQUESTED',
        subject: `change-requests/${request.id}`,
        before: request.before,
        after: request.after,
        requestId: actor.requestId,
        request: actor.request,
      },
      transaction,
    );
    await recordUserChange(ctx, transaction, actor, 'wallet', {
      'wallet.network': { before: current?.network ?? null, after: input.network },
      'wallet.address': { before: current?.address ?? null, after: address },
    });
    return request;
  });
}

/** An approved wallet request: its address becomes the verified wallet that later wallet payouts go to. */
export async function applyWallet(
  ctx: AppContext,
  request: ChangeRequest,
  transaction: Transaction,
  deciderId: number,
): Promise<void> {
  await ctx.sequelize.query(
    `INSERT INTO kyc_wallets (user_id, network, address, verified_at, verified_by, created_at, updated_at)
     VALUES (:userId, :network, :address, :now, :deciderId, :now, :now)
     ON CONFLICT (user_id) DO UPDATE SET network = EXCLUDED.network, address = EXCLUDED.address,
       verified_at = EXCLUDED.verified_at, verified_by = EXCLUDED.verified_by, updated_at = EXCLUDED.updated_at`,
    {
      replacements: {
        userId: request.userId,
        network: request.after['wallet.network'],
        address: request.after['wallet.address'],
        deciderId,
        now: ctx.clock.now(),
      },
      transaction,
    },
  );
}
