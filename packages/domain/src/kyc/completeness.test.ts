import { describe, expect, it } from 'vitest';
import {
  type AccountStatus,
  completenessMaxScore,
  completenessScore,
  isReadyToInvest,
  isVerificationDone,
  readinessClauses,
  type VerificationStatus,
  verificationStatuses,
} from './completeness.ts';

const complete: AccountStatus = {
  customerType: 'INDIVIDUAL',
  kyc: { status: 'VERIFIED', contractVerified: true },
  onfido: { status: 'VERIFIED' },
  verifio: { status: 'VERIFIED' },
  liveness: { status: 'VERIFIED' },
  passDopa: true,
  suit: { status: 'VERIFIED' },
  walletAddress: null,
  bankName: 'KBANK',
  isVerified: true,
  agreeFatca: true,
  trueMoneyId: null,
};

const empty: AccountStatus = {
  customerType: 'INDIVIDUAL',
  kyc: { status: null, contractVerified: false },
  onfido: { status: null },
  verifio: { status: null },
  liveness: { status: null },
  passDopa: false,
  suit: { status: null },
  walletAddress: null,
  bankName: null,
  isVerified: false,
  agreeFatca: false,
  trueMoneyId: null,
};

describe('verification done', () => {
  it('VERIFIED, PENDING and PENDING_REJECT are done; every other status and none are not', () => {
    const done: VerificationStatus[] = ['VERIFIED', 'PENDING', 'PENDING_REJECT'];
    for (const status of verificationStatuses)
      expect(isVerificationDone(status), status).toBe(done.includes(status));
    expect(isVerificationDone(null)).toBe(false);
  });
});

describe('completeness score', () => {
  it('0 for a new account, 9 for a complete one', () => {
    expect(completenessScore(empty)).toBe(0);
    expect(completenessScore(complete)).toBe(completenessMaxScore);
  });

  it.each<[string, Partial<AccountStatus>]>([
    ['kyc done', { kyc: { status: 'PENDING', contractVerified: false } }],
    ['suitability done', { suit: { status: 'PENDING' } }],
    ['passDopa', { passDopa: true }],
    ['isVerified', { isVerified: true }],
    ['agreeFatca', { agreeFatca: true }],
    ['contract verified', { kyc: { status: null, contractVerified: true } }],
    ['contract signed, before compliance verify it', { contractSigned: true }],
    ['wallet present', { walletAddress: '0xabc' }],
    ['bank present', { bankName: 'SCB' }],
  ])('%s gives one point', (_, change) => {
    expect(completenessScore({ ...empty, ...change })).toBe(1);
  });

  it('the liveness check with either provider earns the onfido and the verifio points: an account uses one', () => {
    expect(completenessScore({ ...empty, onfido: { status: 'PENDING_REJECT' } })).toBe(2);
    expect(completenessScore({ ...empty, verifio: { status: 'VERIFIED' } })).toBe(2);
  });

  it('every step done and sent for review reads 9 of 9 before compliance approve (not 6 of 9)', () => {
    const submitted: AccountStatus = {
      ...empty,
      kyc: { status: 'PENDING', contractVerified: false },
      verifio: { status: 'PENDING' },
      liveness: { status: 'PENDING' },
      passDopa: true,
      suit: { status: 'PENDING' },
      bankName: 'SCB',
      isVerified: true,
      agreeFatca: true,
      contractSigned: true,
    };
    expect(completenessScore(submitted)).toBe(completenessMaxScore);
    // Signed is progress, not approval: readiness still waits for compliance.
    expect(readinessClauses(submitted).contract).toBe(false);
  });

  it('a wallet and a bank together are still one point; blank text is absent', () => {
    expect(completenessScore({ ...empty, walletAddress: '0xabc', bankName: 'SCB' })).toBe(1);
    expect(completenessScore({ ...empty, walletAddress: ' ', bankName: '' })).toBe(0);
  });

  it('REVIEW, REJECT, WAITING and BLOCKED steps give no point', () => {
    for (const status of ['REVIEW', 'REJECT', 'WAITING', 'BLOCKED'] as const) {
      expect(
        completenessScore({ ...empty, kyc: { status, contractVerified: false }, suit: { status } }),
      ).toBe(0);
    }
  });
});

describe('ready to invest', () => {
  it('a complete individual account is ready', () => {
    expect(isReadyToInvest(complete)).toBe(true);
  });

  it('FATCA not agreed blocks an individual, not a juristic customer', () => {
    expect(isReadyToInvest({ ...complete, agreeFatca: false })).toBe(false);
    expect(isReadyToInvest({ ...complete, agreeFatca: false, customerType: 'JURISTIC' })).toBe(true);
  });

  it('isVerified must hold', () => {
    expect(isReadyToInvest({ ...complete, isVerified: false })).toBe(false);
  });

  it('kyc status VERIFIED, REVIEW or PENDING; any other is not ready', () => {
    for (const status of verificationStatuses) {
      const ready = isReadyToInvest({ ...complete, kyc: { status, contractVerified: true } });
      expect(ready, status).toBe(['VERIFIED', 'REVIEW', 'PENDING'].includes(status));
    }
    expect(isReadyToInvest({ ...complete, kyc: { status: null, contractVerified: true } })).toBe(false);
  });

  it('the contract must be verified', () => {
    expect(isReadyToInvest({ ...complete, kyc: { status: 'VERIFIED', contractVerified: false } })).toBe(
      false,
    );
  });

  it('suitability VERIFIED or REVIEW, or a juristic customer', () => {
    for (const status of verificationStatuses) {
      expect(isReadyToInvest({ ...complete, suit: { status } }), status).toBe(
        ['VERIFIED', 'REVIEW'].includes(status),
      );
    }
    expect(isReadyToInvest({ ...complete, suit: { status: null } })).toBe(false);
    expect(isReadyToInvest({ ...complete, suit: { status: null }, customerType: 'JURISTIC' })).toBe(true);
  });

  it('liveness VERIFIED, REVIEW or PENDING, or a wallet-app id', () => {
    for (const status of verificationStatuses) {
      const ready = isReadyToInvest({ ...complete, liveness: { status } });
      expect(ready, status).toBe(['VERIFIED', 'REVIEW', 'PENDING'].includes(status));
    }
    expect(isReadyToInvest({ ...complete, liveness: { status: null } })).toBe(false);
    expect(isReadyToInvest({ ...complete, liveness: { status: null }, trueMoneyId: 'tmn-1' })).toBe(true);
  });

  it('names the failing clauses', () => {
    expect(
      Object.entries(readinessClauses(empty))
        .filter(([, ok]) => !ok)
        .map(([name]) => name),
    ).toEqual(['fatca', 'isVerified', 'kyc', 'contract', 'suitability', 'liveness']);
  });
});
