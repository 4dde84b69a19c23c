import { randomInt, randomUUID } from 'node:crypto';
import { ndidExpiresAt, ndidRequestMinutes, ndidStatusAt } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import type { SigningKey } from '../simulators/keys.ts';
import { signingKey } from '../simulators/keys.ts';
import type { IdentityData } from './profile.ts';

/** Who the signed NDID answers come from and are for: the proxy's issuer and our relying-party node id. */
export const ndidIssuer = 'ndid-proxy';
export const ndidRelyingParty = 'rp-fund-portal';

/** An answer is signed when it is read and is good for 5 minutes: an old one replayed later is refused. */
export const ndidResponseSeconds = 300;

/** The identity the bank's identity provider asserts, as the signed answer's `identity` claim carries it. */
export type NdidIdentity = Omit<IdentityData, 'laserId' | 'idExpiry' | 'idLifetime'> & {
  /** The registered address, one line as the bank keeps it. */
  address: string;
};

import type { NdidProxy, NdidProxyRequest } from '../../platform/ndid-proxy-port.ts';

export type { NdidProxy, NdidProxyRequest };

const person = (
  nationalId: string,
  th: [string, string, string],
  en: [string, string, string],
  birthDate: string,
  address: string,
): NdidIdentity => ({
  nationalId,
  titleTh: th[0],
  firstNameTh: th[1],
  middleNameTh: '',
  lastNameTh: th[2],
  titleEn: en[0],
  firstNameEn: en[1],
  middleNameEn: '',
  lastNameEn: en[2],
  birthDate,
  address,
});

/** Customers the simulated banks know by name (the DOPA simulator's card holders). */
const knownCustomers: readonly NdidIdentity[] = [
  person(
    '1101700230708',
    ['นาย', 'สมชาย', 'ใจดี'],
    ['Mr.', 'Somchai', 'Jaidee'],
    '1990-03-05',
    '12/3 ถนนราชดำเนิน ตำบลศรีภูมิ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ 50200',
  ),
  person(
    '3100500123458',
    ['นาง', 'สมศรี', 'รักเรียน'],
    ['Mrs.', 'Somsri', 'Rakrian'],
    '1975-11-20',
    '99 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110',
  ),
];

/**
 * Whom a simulated bank holds for a national ID: a known customer, or else, like the DOPA simulator's sandbox
 * cards, สมชาย ใจดี under that ID, so any number of test investors can pass the identity step.
 */
export function simulatedNdidCustomer(nationalId: string): NdidIdentity {
  return knownCustomers.find((c) => c.nationalId === nationalId) ?? { ...knownCustomers[0]!, nationalId };
}

interface StoredRequest {
  request_id: string;
  idp_id: string;
  national_id: string;
  reference_code: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  created_at: Date;
  answered_at: Date | null;
}

export async function simulatorRequest(ctx: AppContext, requestId: string): Promise<StoredRequest | null> {
  const [row] = await ctx.sequelize.query<StoredRequest>(
    'SELECT * FROM ndid_simulator_requests WHERE request_id = :requestId',
    { type: QueryTypes.SELECT, replacements: { requestId } },
  );
  return row ?? null;
}

/** The requests waiting at one identity provider, newest first: what its app lists. */
export async function pendingSimulatorRequests(ctx: AppContext, idpId: string): Promise<StoredRequest[]> {
  const rows = await ctx.sequelize.query<StoredRequest>(
    `SELECT * FROM ndid_simulator_requests WHERE idp_id = :idpId AND status = 'PENDING'
     ORDER BY created_at DESC LIMIT 50`,
    { type: QueryTypes.SELECT, replacements: { idpId } },
  );
  const now = ctx.clock.now();
  return rows.filter(
    (row) => ndidStatusAt({ status: row.status, createdAt: row.created_at }, now) === 'PENDING',
  );
}

/**
 * The bank's app answers a request; refused (false) once answered or timed out by the clock. The update checks
 * PENDING itself, so two answers at once cannot both win.
 */
export async function answerSimulatorRequest(
  ctx: AppContext,
  requestId: string,
  answer: 'APPROVED' | 'REJECTED',
): Promise<boolean> {
  const now = ctx.clock.now();
  const answered = await ctx.sequelize.query(
    `UPDATE ndid_simulator_requests SET status = :answer, answered_at = :now
     WHERE request_id = :requestId AND status = 'PENDING' AND created_at > :oldest RETURNING request_id`,
    {
      type: QueryTypes.SELECT,
      replacements: { requestId, answer, now, oldest: new Date(now.getTime() - ndidRequestMinutes * 60_000) },
    },
  );
  return answered.length === 1;
}

/**
 * Behaves like the NDID proxy: it keeps each request (in the database, so every API replica sees it), the bank's
 * app answers it through the simulator page, a request unanswered for 60 minutes of the clock times out, and the
 * approved identity comes back signed with the proxy's own RS256 key, published as its JWKS.
 */
export function ndidProxySimulator(ctx: AppContext, key: SigningKey = signingKey(ctx, 'ndid')): NdidProxy {
  return {
    async createRequest({ idpId, nationalId }) {
      const createdAt = ctx.clock.now();
      const requestId = randomUUID();
      const referenceCode = String(randomInt(0, 1e6)).padStart(6, '0');
      await ctx.sequelize.query(
        `INSERT INTO ndid_simulator_requests (request_id, idp_id, national_id, reference_code, created_at)
         VALUES (:requestId, :idpId, :nationalId, :referenceCode, :createdAt)`,
        { replacements: { requestId, idpId, nationalId, referenceCode, createdAt } },
      );
      return { requestId, referenceCode, createdAt, expiresAt: ndidExpiresAt(createdAt) };
    },
    async readRequest(requestId) {
      const row = await simulatorRequest(ctx, requestId);
      if (!row) throw new Error(`NDID proxy: unknown request ${requestId}`);
      const now = ctx.clock.now();
      const status = ndidStatusAt({ status: row.status, createdAt: row.created_at }, now);
      if (status !== 'APPROVED') return { status, signedResponse: null };
      const seconds = Math.floor(now.getTime() / 1000);
      const signedResponse = await key.sign({
        iss: ndidIssuer,
        aud: ndidRelyingParty,
        sub: requestId,
        iat: seconds,
        exp: seconds + ndidResponseSeconds,
        idp: row.idp_id,
        ial: 2.3,
        aal: 2.2,
        identity: simulatedNdidCustomer(row.national_id),
      });
      return { status, signedResponse };
    },
    jwks: () => key.jwks(),
  };
}
