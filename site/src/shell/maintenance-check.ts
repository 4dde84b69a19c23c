// The plain module, not the package's index: the index brings React with the shared screens.
import { type MaintenanceStatus, readMaintenanceStatus } from '@fund/ui/maintenance-status';

/** Asks the API (under /api on this origin) whether maintenance is on, naming the page as `x-action` (spec §7). */
export async function fetchMaintenance(pathname: string, signal?: AbortSignal): Promise<MaintenanceStatus> {
  // A plain fetch, not the shared client: an anonymous GET needs none of its CSRF or session handling, and this
  // script is on every page, where the client's few kilobytes would load before the page is painted.
  const response = await fetch('/api/app-setting/maintenance', {
    headers: { Accept: 'application/json', 'x-action': pathname },
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) throw new Error(`Maintenance check answered ${response.status}`);
  return readMaintenanceStatus(await response.json());
}
