import { MaintenanceScreen } from '@fund/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { useBrand } from '../../lib/brand.tsx';
import { useMaintenance } from './api.ts';

/**
 * Covers every page with the maintenance screen while maintenance is on (spec §2). The page stays mounted beneath,
 * out of reach (inert, hidden from assistive technology), so what the investor had typed is still there when
 * maintenance ends: nothing a user entered is lost to it.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const status = useMaintenance();
  const brand = useBrand();
  const on = status?.maintenance === true;
  const page = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // React 18 has no `inert` prop: the attribute is set on the element itself.
    page.current?.toggleAttribute('inert', on);
  }, [on]);
  return (
    <>
      <div ref={page} style={{ display: 'contents' }} aria-hidden={on ? true : undefined}>
        {children}
      </div>
      {on && <MaintenanceScreen brand={brand} maintenanceText={status.maintenanceText} />}
    </>
  );
}
