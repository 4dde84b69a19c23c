import { randomUUID } from 'node:crypto';
import {
  findNdidIdentityProvider,
  type NdidRequestStatus,
  ndidSecondsLeft,
  ndidStatusAt,
  normaliseNationalId,
} from '@fund/domain';
import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { recordAudit } from '../audit/service.ts';
import { lookupOne } from '../feature-flags/service.ts';
import { claimIdentity, idHeldByAnother } from './identity.ts';
import { identityHeldByAnother } from './identity-holders-repository.ts';
import type { NdidIdentity, NdidProxy } from './ndid-proxy.ts';
import { verifyNdidResponse } from './ndid-response.ts';
import type { IdentityData, StepStatus } from './profile.ts';
import { loadProfile } from './profile.ts';

/** With the `ndid` flag off the route does not exist for the investor: every NDID call is refused. */
export async function requireNdid(ctx: AppContext): Promise<void> {
  if (!(await lookupOne(ctx, 'ndid')).enabled) throw new AppError('NDID_DISABLED', 409);
}

interface RequestRow {
  id: string;
  user_id: number;
  idp_id: string;
  national_id: string;
  proxy_request_id: string;
  reference_code: string;
  status: NdidRequestStatus;
  created_at: Date;
  expires_at: Date;
}

/** What the investor sees of a request: the bank, the reference its app shows, and the time left. */
function viewOf(ctx: AppContext, row: RequestRow) {
  const idp = findNdidIdentityProvider(row.idp_id);
  return {
    id: row.id,
    idp: idp ? { id: idp.id, nameTh: idp.nameTh, nameEn: idp.nameEn } : null,
    referenceCode: row.reference_code,
    status: row.status,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    secondsLeft: row.status === 'PENDING' ? ndidSecondsLeft(row.created_at, ctx.clock.now()) : 0,
  };
}

const settled: StepStatus[] = ['VERIFIED', 'BLOCKED'];

/** Opens a request at the proxy for the investor's national ID at the bank they picked. */
export async function startNdidRequest(
  ctx: AppContext,
  proxy: NdidProxy,
  userId: number,
  input: { idpId: string; nationalId: string },
) {
  if (!findNdidIdentityProvider(input.idpId)) throw new AppError('NDID_IDP_UNKNOWN', 422);
  if (settled.includes((await loadProfile(ctx, userId)).identityStatus))
    throw new AppError('AUTH_FORBIDDEN', 403);
  const nationalId = normaliseNationalId(input.nationalId);
  const opened = await proxy.createRequest({ idpId: input.idpId, nationalId });
  const [row] = await ctx.sequelize.query<RequestRow>(
    `INSERT INTO ndid_requests (id, user_id, idp_id, national_id, proxy_request_id, reference_code, created_at, expires_at)
     VALUES (:id, :userId, :idpId, :nationalId, :proxyId, :referenceCode, :createdAt, :expiresAt) RETURNING *`,
    {
      type: QueryTypes.SELECT,
      replacements: {
        id: randomUUID(),
        userId,
        idpId: input.idpId,
        nationalId,
        proxyId: opened.requestId,
        referenceCode: opened.referenceCode,
        createdAt: opened.createdAt,
        expiresAt: opened.expiresAt,
      },
    },
  );
  return viewOf(ctx, row!);
}

async function ownRequest(ctx: AppContext, userId: number, id: string, transaction?: Transaction) {
  const [row] = await ctx.sequelize.query<RequestRow>(
    `SELECT * FROM ndid_requests WHERE id = :id AND user_id = :userId${transaction ? ' FOR UPDATE' : ''}`,
    { type: QueryTypes.SELECT, replacements: { id, userId }, transaction },
  );
  // Another investor's request answers as one that does not exist.
  if (!row) throw new AppError('NDID_REQUEST_NOT_FOUND', 404);
  return row;
}

/**
 * Where the request stands. While pending, the proxy is asked; an approval's signed identity is verified and fills
 * the identity step, a rejection or the 60 minutes running out close the request. The row is locked meanwhile, so
 * two polls at once apply an approval once.
 */
export async function readNdidRequest(ctx: AppContext, proxy: NdidProxy, userId: number, id: string) {
  const first = await ownRequest(ctx, userId, id);
  if (first.status !== 'PENDING') return viewOf(ctx, first);
  const answer = await proxy.readRequest(first.proxy_request_id);
  if (answer.status === 'PENDING') {
    // The proxy's own timer and ours read the same clock; ours closes the request should the proxy lag.
    const ours = ndidStatusAt({ status: 'PENDING', createdAt: first.created_at }, ctx.clock.now());
    if (ours === 'PENDING') return viewOf(ctx, first);
  }
  const identity =
    answer.status === 'APPROVED'
      ? await verifyNdidResponse(ctx, proxy, answer.signedResponse ?? '', {
          requestId: first.proxy_request_id,
          idpId: first.idp_id,
          nationalId: first.national_id,
        })
      : null;
  const status: NdidRequestStatus = answer.status === 'PENDING' ? 'TIMED_OUT' : answer.status;
  const row = await ctx.sequelize.transaction(async (transaction) => {
    const locked = await ownRequest(ctx, userId, id, transaction);
    if (locked.status !== 'PENDING') return locked;
    const now = ctx.clock.now();
    await ctx.sequelize.query(
      'UPDATE ndid_requests SET status = :status, answered_at = :now WHERE id = :id',
      {
        replacements: { status, now, id },
        transaction,
      },
    );
    if (identity) await fillIdentity(ctx, userId, locked, identity, transaction);
    return { ...locked, status };
  });
  return viewOf(ctx, row);
}

/**
 * The bank's verified identity fills the identity step as the photo + DOPA route's result does: the identity
 * data, the check passed, the step waiting for compliance. The bank matched the investor's face and checked the
 * card with DOPA when it enrolled them, which is what NDID's assurance level 2.3 requires, so the liveness check
 * stands done by the bank. NDID does not pass on the card's laser code or expiry: those stay empty.
 */
async function fillIdentity(
  ctx: AppContext,
  userId: number,
  request: RequestRow,
  asserted: NdidIdentity,
  transaction: Transaction,
) {
  const profile = await loadProfile(ctx, userId, { transaction, lock: true });
  if (settled.includes(profile.identityStatus)) throw new AppError('AUTH_FORBIDDEN', 403);
  const identity: Omit<IdentityData, 'laserId'> & { laserId: null; address: string } = {
    titleTh: asserted.titleTh,
    firstNameTh: asserted.firstNameTh,
    middleNameTh: asserted.middleNameTh,
    lastNameTh: asserted.lastNameTh,
    titleEn: asserted.titleEn,
    firstNameEn: asserted.firstNameEn,
    middleNameEn: asserted.middleNameEn,
    lastNameEn: asserted.lastNameEn,
    nationalId: asserted.nationalId,
    laserId: null,
    birthDate: asserted.birthDate,
    idExpiry: null,
    idLifetime: false,
    address: asserted.address,
  };
  if (await identityHeldByAnother(ctx, userId, { ...identity, laserId: '' })) throw idHeldByAnother();
  const now = ctx.clock.now();
  await claimIdentity(
    ctx,
    userId,
    {
      identity,
      identityClaimWaived: false,
      identitySource: 'NDID',
      identityDraft: null,
      passDopa: true,
      dopaCheckedAt: now,
      identityStatus: 'PENDING',
      livenessStatus: 'PENDING',
      livenessProvider: 'ndid',
      livenessScore: null,
      livenessFileId: null,
    },
    transaction,
  );
  await recordAudit(
    ctx,
    {
      actorId: userId,
      action: 'KYC_IDENTITY_NDID_VERIFIED',
      subject: `users/${userId}`,
      before: profile.identity ? { identitySource: profile.identitySource } : null,
      after: { identitySource: 'NDID', idp: request.idp_id, ndidRequest: request.proxy_request_id },
      requestId: null,
    },
    transaction,
  );
}
