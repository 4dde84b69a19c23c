/** What `GET /app-setting/maintenance` answers (spec §3 "Maintenance setting"). */
export interface MaintenanceStatus {
  maintenance: boolean;
  maintenanceText: string | null;
}

/**
 * Reads the maintenance answer defensively: a body of the wrong shape is a failed check, which the apps only
 * log (spec §8), rather than a reason to lock every visitor out.
 */
export function readMaintenanceStatus(body: unknown): MaintenanceStatus {
  if (typeof body !== 'object' || body === null) throw new TypeError('Maintenance answer is not an object');
  const { maintenance, maintenanceText } = body as Record<string, unknown>;
  if (typeof maintenance !== 'boolean')
    throw new TypeError('Maintenance answer has no boolean "maintenance"');
  return {
    maintenance,
    maintenanceText:
      typeof maintenanceText === 'string' && maintenanceText.trim() !== '' ? maintenanceText : null,
  };
}
