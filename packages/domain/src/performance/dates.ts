const dayMs = 86_400_000;

/** Calendar days from one business date (YYYY-MM-DD) to another. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
