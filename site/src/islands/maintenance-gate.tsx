import { MaintenanceScreen, type MaintenanceStatus, type SupportBrand } from '@fund/ui';
import { useEffect, useState } from 'react';
import { fetchMaintenance } from './maintenance-check.ts';

/**
 * Covers the static page with the maintenance screen when the setting is on (spec §2). Pages are built ahead of
 * time, so the check runs in the browser on every page load; a failed check is only logged (spec §8).
 */
/** `brand` is the one the site was built for, passed from the page (the island has no build settings). */
export function MaintenanceGate({ brand }: { brand: SupportBrand }) {
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

  return status?.maintenance ? (
    <MaintenanceScreen brand={brand} maintenanceText={status.maintenanceText} />
  ) : null;
}
