import { type MaintenanceStatus, readMaintenanceStatus } from '@fund/ui';
import { useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { apiRequest } from '../../lib/api-client.ts';

// While the screen is up the reader cannot navigate, so polling is what lifts it once staff end maintenance.
const recheckWhileOnMs = 30_000;

export async function fetchMaintenance(pathname: string): Promise<MaintenanceStatus> {
  const body = await apiRequest<unknown>('/app-setting/maintenance', { headers: { 'x-action': pathname } });
  return readMaintenanceStatus(body);
}

/**
 * The maintenance setting, checked again on every route change with the page path as `x-action` (spec §7).
 * A failed check is only logged (spec §8): the answer stays unknown and the portal keeps working.
 */
export function useMaintenance(): MaintenanceStatus | undefined {
  const { pathname } = useLocation();
  const { data } = useSWR(['app-setting/maintenance', pathname], ([, path]) => fetchMaintenance(path), {
    keepPreviousData: true,
    shouldRetryOnError: false,
    refreshInterval: (latest) => (latest?.maintenance ? recheckWhileOnMs : 0),
    onError: (error) => console.error('Maintenance check failed; the portal stays available.', error),
  });
  return data;
}
