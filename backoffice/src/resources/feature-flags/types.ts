export interface FeatureFlag {
  id: string;
  enabled: boolean;
  /** What the flag does, on and off, in plain Thai and English. */
  governs: { th: string; en: string };
  updatedAt: string | null;
  /** The e-mail of the staff member who switched it last. */
  updatedBy: string | null;
}

/** The API takes only the switch; the name, effect and who changed it are the server's. */
export function toFlagBody(record: Partial<FeatureFlag>) {
  return { enabled: record.enabled === true };
}
