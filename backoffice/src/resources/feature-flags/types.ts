export interface FeatureFlag {
  id: string;
  enabled: boolean;
  description: string;
  updatedAt: string | null;
}

/** The API takes only the switch; the name, description and timestamp are the server's. */
export function toFlagBody(record: Partial<FeatureFlag>) {
  return { enabled: record.enabled === true };
}
