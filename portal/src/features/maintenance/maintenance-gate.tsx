import { MaintenanceScreen } from '@fund/ui';
import type { ReactNode } from 'react';
import { useMaintenance } from './api.ts';

/** Shows the maintenance screen instead of every page while maintenance is on (spec §2). */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const status = useMaintenance();
  if (status?.maintenance) return <MaintenanceScreen maintenanceText={status.maintenanceText} />;
  return <>{children}</>;
}
