import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { type LayoutProps, useTranslate } from 'react-admin';
import { PhoneFitLayout } from './phone-fit-layout.tsx';
import { ReportedError } from './reported-error.tsx';

interface MaintenanceStatus {
  maintenance: boolean;
  maintenanceText: string | null;
}

async function fetchMaintenance(): Promise<MaintenanceStatus> {
  const response = await fetch('/api/app-setting/maintenance', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`maintenance check answered ${response.status}`);
  return (await response.json()) as MaintenanceStatus;
}

/**
 * While maintenance is on, investors' changes are refused by the API but staff keep working: this banner says so on
 * every screen, so nobody wonders why no order comes in. Checked every 30 seconds, as the portal checks.
 */
export function MaintenanceBanner() {
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: ['app-setting', 'maintenance'],
    queryFn: fetchMaintenance,
    refetchInterval: 30_000,
    retry: false,
  });
  if (!data?.maintenance) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      {translate('app.maintenance.banner')}
      {data.maintenanceText ? ` ${data.maintenanceText}` : ''}
    </Alert>
  );
}

/** The back office's layout (it fits a phone) with the maintenance banner above every screen. */
export function StaffLayout({ children, ...props }: LayoutProps) {
  return (
    <PhoneFitLayout error={ReportedError} {...props}>
      <MaintenanceBanner />
      {children}
    </PhoneFitLayout>
  );
}
