/**
 * Account completeness and readiness (spec §3 "Account completeness", §4 "States and transitions"), written once
 * over a plain status object so the API, portal and back office agree.
 */
export const verificationStatuses = [
  'WAITING',
  'PENDING',
  'REVIEW',
  'PENDING_REJECT',
  'REJECT',
  'VERIFIED',
  'BLOCKED',
  'OVERDUE',
] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

export interface AccountStatus {
  customerType: 'INDIVIDUAL' | 'JURISTIC';
  kyc: { status: VerificationStatus | null; contractVerified: boolean };
  onfido: { status: VerificationStatus | null };
  verifio: { status: VerificationStatus | null };
  liveness: { status: VerificationStatus | null };
  passDopa: boolean;
  suit: { status: VerificationStatus | null };
  walletAddress: string | null;
  bankName: string | null;
  isVerified: boolean;
  agreeFatca: boolean;
  /** The wallet-app (TrueMoney) id, when the account came from the wallet app. */
  trueMoneyId: string | null;
}

/** A verification status counts as done when VERIFIED, PENDING or PENDING_REJECT. */
export function isVerificationDone(status: VerificationStatus | null): boolean {
  return status === 'VERIFIED' || status === 'PENDING' || status === 'PENDING_REJECT';
}

function isPresent(value: string | null): boolean {
  return value !== null && value.trim() !== '';
}

/** The nine points of the completeness score, by name, each true or false. */
export function completenessPoints(account: AccountStatus): Record<string, boolean> {
  return {
    kyc: isVerificationDone(account.kyc.status),
    onfido: isVerificationDone(account.onfido.status),
    verifio: isVerificationDone(account.verifio.status),
    suit: isVerificationDone(account.suit.status),
    passDopa: account.passDopa,
    isVerified: account.isVerified,
    agreeFatca: account.agreeFatca,
    contractVerified: account.kyc.contractVerified,
    walletOrBank: isPresent(account.walletAddress) || isPresent(account.bankName),
  };
}

export const completenessMaxScore = 9;

/** One point each for kyc, onfido, verifio and suitability done, passDopa, isVerified, agreeFatca, contract, wallet or bank. */
export function completenessScore(account: AccountStatus): number {
  return Object.values(completenessPoints(account)).filter(Boolean).length;
}

/** The clauses of "fully ready to invest", by name; ready only when every one holds. */
export function readinessClauses(account: AccountStatus): Record<string, boolean> {
  const juristic = account.customerType === 'JURISTIC';
  const kycStatus = account.kyc.status;
  const livenessStatus = account.liveness.status;
  return {
    fatca: account.agreeFatca || juristic,
    isVerified: account.isVerified,
    kyc: kycStatus === 'VERIFIED' || kycStatus === 'REVIEW' || kycStatus === 'PENDING',
    contract: account.kyc.contractVerified,
    suitability: account.suit.status === 'VERIFIED' || account.suit.status === 'REVIEW' || juristic,
    liveness:
      livenessStatus === 'VERIFIED' ||
      livenessStatus === 'REVIEW' ||
      livenessStatus === 'PENDING' ||
      isPresent(account.trueMoneyId),
  };
}

export function isReadyToInvest(account: AccountStatus): boolean {
  return Object.values(readinessClauses(account)).every(Boolean);
}
