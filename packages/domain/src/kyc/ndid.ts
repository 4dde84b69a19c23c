import { thaiBanks } from '../kyc-forms/bank.ts';

/**
 * The NDID identity route (flag `ndid`): the investor picks an identity provider (a bank), approves the request
 * in that bank's app, and the bank's verified identity fills the identity step. A request waits at most 60
 * minutes, as the NDID proxy's requests do; after that it can no longer be approved.
 */

/** Where an investor's identity came from: the ID card checked with DOPA, or a bank through NDID. */
export const identitySources = ['DOPA', 'NDID'] as const;
export type IdentitySource = (typeof identitySources)[number];

export const ndidRequestStatuses = ['PENDING', 'APPROVED', 'REJECTED', 'TIMED_OUT'] as const;
export type NdidRequestStatus = (typeof ndidRequestStatuses)[number];

/** How long the investor has to approve in the bank's app. */
export const ndidRequestMinutes = 60;
const requestMs = ndidRequestMinutes * 60 * 1000;

/** The moment a request created at `createdAt` times out. */
export function ndidExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + requestMs);
}

/**
 * The status as of `now`: a pending request whose 60 minutes are up is TIMED_OUT (at exactly 60:00, not before);
 * an answered one keeps its answer.
 */
export function ndidStatusAt(
  request: { status: NdidRequestStatus; createdAt: Date },
  now: Date,
): NdidRequestStatus {
  if (request.status !== 'PENDING') return request.status;
  return now.getTime() >= ndidExpiresAt(request.createdAt).getTime() ? 'TIMED_OUT' : 'PENDING';
}

/** Whole seconds left to approve, never below zero (the portal's countdown). */
export function ndidSecondsLeft(createdAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((ndidExpiresAt(createdAt).getTime() - now.getTime()) / 1000));
}

/** Only a pending request the clock has not timed out can be answered by the bank. */
export function canAnswerNdidRequest(
  request: { status: NdidRequestStatus; createdAt: Date },
  now: Date,
): boolean {
  return ndidStatusAt(request, now) === 'PENDING';
}

export interface NdidIdentityProvider {
  /** The NDID node id of the bank's identity provider. */
  id: string;
  /** The bank's Bank of Thailand code, as in the product's bank list. */
  bankCode: string;
  nameTh: string;
  nameEn: string;
}

const idpBankCodes: readonly [id: string, bankCode: string][] = [
  ['idp-bbl', '002'],
  ['idp-kbank', '004'],
  ['idp-ktb', '006'],
  ['idp-ttb', '011'],
  ['idp-scb', '014'],
  ['idp-bay', '025'],
];

/**
 * Banks offered as identity providers: retail banks that run an NDID identity provider in their app, named as the
 * product's bank list names them.
 */
export const ndidIdentityProviders: readonly NdidIdentityProvider[] = idpBankCodes.map(([id, bankCode]) => {
  const bank = thaiBanks.find((b) => b.code === bankCode)!;
  return { id, bankCode, nameTh: bank.nameTh, nameEn: bank.nameEn };
});

export const findNdidIdentityProvider = (id: string): NdidIdentityProvider | undefined =>
  ndidIdentityProviders.find((idp) => idp.id === id);
