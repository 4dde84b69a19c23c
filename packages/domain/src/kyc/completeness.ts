/**
 * Account completeness and readiness (spec §3 "Account completeness", §4 "States and transitions"), written once
 * over a plain status object so the API, portal and back office agree.
 */
/** The status of one onboarding step (identity, liveness, the personal information, the bank account). */
export const kycStepStatuses = [
  'WAITING',
  'PENDING',
  'REVIEW',
  'PENDING_REJECT',
  'REJECT',
  'VERIFIED',
  'BLOCKED',
] as const;
export type KycStepStatus = (typeof kycStepStatuses)[number];

/** A step's status, or the whole KYC's, which turns OVERDUE when its periodic review is late. */
export const verificationStatuses = [...kycStepStatuses, 'OVERDUE'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

/** An individual opens an account alone; a juristic (company) account is opened by staff (`juristic/`). */
export const customerTypes = ['INDIVIDUAL', 'JURISTIC'] as const;
export type CustomerType = (typeof customerTypes)[number];

/** After signing up, an investor who may open alone verifies their e-mail; anyone else contacts customer service. */
export const signupNextSteps = ['VERIFY_EMAIL', 'CONTACT_CUSTOMER_SERVICE'] as const;
export type SignupNextStep = (typeof signupNextSteps)[number];

export interface AccountStatus {
  customerType: CustomerType;
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
  /** The investor signed the contract (it stands verified only once compliance approve the account). */
  contractSigned?: boolean;
}

/** A verification status counts as done when VERIFIED, PENDING or PENDING_REJECT. */
export function isVerificationDone(status: VerificationStatus | null): boolean {
  return status === 'VERIFIED' || status === 'PENDING' || status === 'PENDING_REJECT';
}

function isPresent(value: string | null): boolean {
  return value !== null && value.trim() !== '';
}

/**
 * The nine points of the completeness score, by name, each true or false. It counts what the investor has done, so
 * an investor who did every step reads 9 of 9 while compliance review it:
 * - onfido and verifio are the two providers the product has used for one check, the liveness of the selfie; an
 *   account passes it with one of them, and that check earns both points (with only its own provider's point, a
 *   complete account stopped at 8).
 * - the contract counts once signed (`contractSigned`), as every other step counts once submitted; "verified" by
 *   compliance is for readiness, not for the investor's progress.
 */
export function completenessPoints(account: AccountStatus): Record<string, boolean> {
  const livenessDone =
    isVerificationDone(account.onfido.status) || isVerificationDone(account.verifio.status);
  return {
    kyc: isVerificationDone(account.kyc.status),
    onfido: livenessDone,
    verifio: livenessDone,
    suit: isVerificationDone(account.suit.status),
    passDopa: account.passDopa,
    isVerified: account.isVerified,
    agreeFatca: account.agreeFatca,
    contractVerified: account.kyc.contractVerified || account.contractSigned === true,
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
