import type { IdentitySource, KycStepStatus } from '@fund/domain';
import type { Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';

export type StepStatus = KycStepStatus;

export interface IdentityData {
  titleTh: string;
  firstNameTh: string;
  middleNameTh: string;
  lastNameTh: string;
  titleEn: string;
  firstNameEn: string;
  middleNameEn: string;
  lastNameEn: string;
  nationalId: string;
  laserId: string;
  /** YYYY-MM-DD */
  birthDate: string;
  /** YYYY-MM-DD, or null for a lifetime card */
  idExpiry: string | null;
  idLifetime: boolean;
}

export interface KycProfile {
  identity: IdentityData | null;
  identityDraft: Record<string, unknown> | null;
  identityStatus: StepStatus;
  passDopa: boolean;
  livenessStatus: StepStatus;
  livenessProvider: string | null;
  /** DOPA: the card photos checked with DOPA; NDID: asserted by the bank the investor picked. */
  identitySource: IdentitySource | null;
  general: Record<string, unknown> | null;
  generalDraft: Record<string, unknown> | null;
  personal: Record<string, unknown> | null;
  personalDraft: Record<string, unknown> | null;
  personalStatus: StepStatus;
}

const attributes = [
  'identity',
  'identityDraft',
  'identityStatus',
  'passDopa',
  'livenessStatus',
  'livenessProvider',
  'identitySource',
  'general',
  'generalDraft',
  'personal',
  'personalDraft',
  'personalStatus',
] as const;

const empty: KycProfile = {
  identity: null,
  identityDraft: null,
  identityStatus: 'WAITING',
  passDopa: false,
  livenessStatus: 'WAITING',
  livenessProvider: null,
  identitySource: null,
  general: null,
  generalDraft: null,
  personal: null,
  personalDraft: null,
  personalStatus: 'WAITING',
};

export async function loadProfile(
  ctx: AppContext,
  userId: number,
  options: { transaction?: Transaction; lock?: boolean } = {},
): Promise<KycProfile> {
  const row = (await ctx.models.KycProfile.findOne({
    attributes: [...attributes],
    where: { userId },
    transaction: options.transaction,
    lock: options.lock === true,
    raw: true,
  })) as KycProfile | null;
  return row ?? { ...empty };
}

export { updateProfile } from './profile-repository.ts';
