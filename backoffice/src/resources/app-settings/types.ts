import type { Answer, Narrow } from '@fund/contract';

/** As `GET /admin/app-settings/:id` answers. */
export type AppSetting = Narrow<Answer<'/admin/app-settings/{id}'>, { id: 'maintenance' }>;

/** What the API accepts for the maintenance setting; the id and timestamp are the server's. */
export function toMaintenanceBody(record: Partial<AppSetting>) {
  return {
    maintenance: record.maintenance === true,
    maintenanceText: record.maintenanceText || null,
  };
}
