import { MaintenanceScreen, type MaintenanceStatus } from '@fund/ui';
import { useEffect, useState } from 'react';
import { fetchMaintenance } from './maintenance-check.ts';

/**
 * Covers the static page with the maintenance screen when the setting is on (spec §2). Pages are built ahead of
 * time, so the check runs in the browser on every page load; a failed check is only logged (spec §8).
 */
export function MaintenanceGate() {
  const [status, setStatus] = useState<MaintenanceStatus | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchMaintenance(window.location.pathname, controller.signal)
      .then(setStatus)
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          console.error('Maintenance check failed; the site stays available.', error);
      });
    return () => controller.abort();
  }, []);

  return status?.maintenance ? <MaintenanceScreen maintenanceText={status.maintenanceText} /> : null;
}
