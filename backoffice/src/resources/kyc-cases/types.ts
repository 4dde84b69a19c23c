import type { Answer, ItemOf } from '@fund/contract';
import { kycCaseListStatuses, suitabilityRiskTypes } from '@fund/domain';

/** A row of `GET /admin/kyc-cases`. */
export type KycCaseRecord = ItemOf<Answer<'/admin/kyc-cases'>>;

/** `GET /admin/kyc-cases/:id`: the row plus everything the investor gave and what the checks said. */
export type KycCaseDetail = Answer<'/admin/kyc-cases/{id}'>;

/** The staff member who decided, or acted on, a case. */
export type StaffRef = NonNullable<KycCaseRecord['decidedBy']>;
export type CaseReason = KycCaseDetail['reasons'][number];
export type CaseFile = KycCaseDetail['files'][number];
export type CaseEvent = KycCaseDetail['events'][number];
export type NearMatch = KycCaseDetail['nearMatches'][number];

export const statusChoices = kycCaseListStatuses.map((id) => ({
  id,
  name: `resources.kyc-cases.statuses.${id}`,
}));
export const riskBandChoices = suitabilityRiskTypes.map((id) => ({
  id,
  name: `resources.kyc-cases.risk_bands.${id}`,
}));
