import type { Answer } from '@fund/contract';
import SecurityIcon from '@mui/icons-material/Security';
import Alert from '@mui/material/Alert';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useQuery } from '@tanstack/react-query';
import {
  AppBar,
  type LayoutProps,
  Logout,
  TitlePortal,
  UserMenu,
  useGetIdentity,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { Link } from 'react-router-dom';
import type { StaffIdentity } from '../providers/auth-provider.ts';
import { PhoneFitLayout } from './phone-fit-layout.tsx';
import { ReportedError } from './reported-error.tsx';
import { ForcedEnrolmentScreen } from './two-factor-page.tsx';

type MaintenanceStatus = Answer<'/app-setting/maintenance'>;

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

/** The user menu's way to the staff member's own two-factor sign-in. */
function TwoFactorMenuItem() {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to="/two-factor" onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <SecurityIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.two_factor.title')}</ListItemText>
    </MenuItem>
  );
}

function StaffAppBar() {
  return (
    <AppBar
      userMenu={
        <UserMenu>
          <TwoFactorMenuItem />
          <Logout />
        </UserMenu>
      }
    >
      {/* On a phone a long title ends before the language switcher instead of running into it. */}
      <TitlePortal sx={{ minWidth: 0, mr: 1 }} />
    </AppBar>
  );
}

/**
 * The back office's layout (it fits a phone) with the maintenance banner above every screen. A staff member who
 * still has to enrol their second factor gets the enrolment page in place of every screen, whatever the address.
 */
export function StaffLayout({ children, ...props }: LayoutProps) {
  const { identity, isPending, refetch } = useGetIdentity();
  // Nothing until `/me` answered, so no screen asks the API for what an unenrolled session is refused.
  if (isPending) return null;
  if ((identity as StaffIdentity | undefined)?.twoFactorEnrolmentRequired) {
    return <ForcedEnrolmentScreen onDone={() => void refetch()} />;
  }
  return (
    <PhoneFitLayout error={ReportedError} appBar={StaffAppBar} {...props}>
      <MaintenanceBanner />
      {children}
    </PhoneFitLayout>
  );
}
