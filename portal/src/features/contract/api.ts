import type { Answer } from '@fund/contract';
import useSWR from 'swr';
import { ApiError, apiRequest } from '../../lib/api-client.ts';

/** `GET /kyc/contract`: the agreements to read, the signature if any, and what must be done before signing. */
export type ContractState = Answer<'/kyc/contract'>;
export type SignedContract = NonNullable<ContractState['signed']>;

export const contractKey = '/kyc/contract';

/** Where the signed PDF opens (viewSignedContract); the API serves it to its owner only. */
export const signedContractHref = '/api/kyc/contract/signed';

export function useContract() {
  return useSWR<ContractState>(contractKey, (path: string) => apiRequest<ContractState>(path), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}

/** Answers the signature: the version, when, the texts' hash and the signed PDF's document id. */
export function signContract(version: number) {
  return apiRequest<Answer<'/kyc/contract', 'post', 201>>('/kyc/contract', {
    method: 'POST',
    body: { version, accepted: { management: true, powerOfAttorney: true, investmentPolicy: true } },
  });
}

/**
 * The steps a 409 KYC_STEPS_INCOMPLETE names: a `missingSteps` list on the problem, or its field errors
 * (the last part of each field); empty when the answer carries neither.
 */
export function missingStepsOf(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  // The API lists them in `details.missing` (and, for the contract, as one field error per step).
  const listed = (error.problem.details as { missing?: unknown } | undefined)?.missing;
  if (Array.isArray(listed)) return listed.filter((step): step is string => typeof step === 'string');
  return error.errors.map((problem) => problem.field.split('.').pop() ?? '').filter(Boolean);
}
