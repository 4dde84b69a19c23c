// The plain module, not the package's index: the index brings React with the shared screens.
import { type MaintenanceStatus, readMaintenanceStatus } from '@fund/ui/maintenance-status';
import { api } from '../lib/api.ts';

/** Asks the API (under /api on this origin) whether maintenance is on, naming the page as `x-action` (spec §7). */
export async function fetchMaintenance(pathname: string, signal?: AbortSignal): Promise<MaintenanceStatus> {
  const response = await api.send('/app-setting/maintenance', {
    headers: { Accept: 'application/json', 'x-action': pathname },
    signal,
  });
  if (!response.ok) throw new Error(`Maintenance check answered ${response.status}`);
  return readMaintenanceStatus(await response.json());
}
