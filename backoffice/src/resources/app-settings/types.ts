import type { Answer } from '@fund/contract';

/** As `GET /admin/app-settings/:id` answers. */
export type AppSetting = Answer<'/admin/app-settings/{id}'>;

/** What the API accepts for the maintenance setting; the id and timestamp are the server's. */
export function toMaintenanceBody(record: Partial<AppSetting>) {
  return {
    maintenance: record.maintenance === true,
    maintenanceText: record.maintenanceText || null,
  };
}
