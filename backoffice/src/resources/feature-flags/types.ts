import type { Answer, ItemOf } from '@fund/contract';

/** As `GET /admin/feature-flags` answers each flag. */
export type FeatureFlag = ItemOf<Answer<'/admin/feature-flags'>>;

/** The API takes only the switch; the name, effect and who changed it are the server's. */
export function toFlagBody(record: Partial<FeatureFlag>) {
  return { enabled: record.enabled === true };
}
