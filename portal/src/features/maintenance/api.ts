import { type MaintenanceStatus, readMaintenanceStatus } from '@fund/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { apiRequest, maintenanceRefusedEvent } from '../../lib/api-client.ts';

// An open tab learns of maintenance within this time without navigating (DESIGN §4), and while the screen is up
// the reader cannot navigate, so the same polling lifts it once staff end maintenance.
export const maintenanceRecheckMs = 30_000;

export async function fetchMaintenance(pathname: string): Promise<MaintenanceStatus> {
  const body = await apiRequest<unknown>('/app-setting/maintenance', { headers: { 'x-action': pathname } });
  return readMaintenanceStatus(body);
}

/**
 * The maintenance setting, checked again on every route change with the page path as `x-action` (spec §7), every
 * 30 seconds, and at once when the API refuses a request for maintenance. A failed check is only logged (spec
 * §8): the answer stays unknown and the portal keeps working.
 */
export function useMaintenance(): MaintenanceStatus | undefined {
  const { pathname } = useLocation();
  const { data, mutate } = useSWR(
    ['app-setting/maintenance', pathname],
    ([, path]) => fetchMaintenance(path),
    {
      keepPreviousData: true,
      shouldRetryOnError: false,
      refreshInterval: maintenanceRecheckMs,
      onError: (error) => console.error('Maintenance check failed; the portal stays available.', error),
    },
  );
  useEffect(() => {
    const recheck = () => void mutate();
    window.addEventListener(maintenanceRefusedEvent, recheck);
    return () => window.removeEventListener(maintenanceRefusedEvent, recheck);
  }, [mutate]);
  return data;
}
