export interface AppSetting {
  id: 'maintenance';
  maintenance: boolean;
  maintenanceText: string | null;
  updatedAt: string;
}

/** What the API accepts for the maintenance setting; the id and timestamp are the server's. */
export function toMaintenanceBody(record: Partial<AppSetting>) {
  return {
    maintenance: record.maintenance === true,
    maintenanceText: record.maintenanceText || null,
  };
}
