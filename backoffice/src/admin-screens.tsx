import { lazy } from 'react';
import { AdminUI, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { LoginPage } from './layout/login-page.tsx';
import { StaffLayout } from './layout/staff-layout.tsx';
import { TwoFactorPage } from './layout/two-factor-page.tsx';
import {
  canHandleDeposits,
  canManageAppSettings,
  canManageFeatureFlags,
  canOpenJuristicAccounts,
  canRead,
  canReadAuditLog,
  canReadClientErrors,
  canReadOutbox,
} from './providers/permissions.ts';
import { appSettings } from './resources/app-settings/index.ts';
import { auditLog } from './resources/audit-log/index.ts';
import { changeRequests } from './resources/change-requests/index.ts';
import { clientErrors } from './resources/client-errors/index.ts';
import { deposits } from './resources/deposits/index.ts';
import { featureFlags } from './resources/feature-flags/index.ts';
import { fxRates } from './resources/fx-rates/index.ts';
import { holidays } from './resources/holidays/index.ts';
import { inbox, staff } from './resources/inbox/index.ts';
import { JuristicAccountCreate, juristicAccounts } from './resources/juristic-accounts/index.ts';
import { kycCases } from './resources/kyc-cases/index.ts';
import { navs } from './resources/navs/index.ts';
import { orders } from './resources/orders/index.ts';
import { outbox } from './resources/outbox/index.ts';
import { payoutBatches } from './resources/payout-batches/index.ts';
import { payouts } from './resources/payouts/index.ts';
import { reconciliations } from './resources/reconciliations/index.ts';
import { settlements } from './resources/settlements/index.ts';
import { statementRuns } from './resources/statement-runs/index.ts';
import { strategies } from './resources/strategies/index.ts';
import { tiers } from './resources/tiers/index.ts';
import { users } from './resources/users/index.ts';

// Loaded once signed in, like every resource's screens, so the login page ships none of them.
const Dashboard = lazy(() => import('./layout/dashboard.tsx').then((m) => ({ default: m.Dashboard })));

/**
 * Everything a signed-in staff member sees: the layout, the menu and each resource by role. The app loads it only
 * past the login page, so signing in downloads none of it. Telemetry is off: a back office for a licensed fund manager
 * sends nothing to third parties.
 */
export function AdminScreens() {
  return (
    <AdminUI
      title="app.title"
      layout={StaffLayout}
      loginPage={LoginPage}
      dashboard={Dashboard}
      requireAuth
      disableTelemetry
    >
      {(role: unknown) => [
        canRead(role) ? <Resource key={inbox.name} {...inbox} /> : null,
        canRead(role) ? <Resource key={staff.name} {...staff} /> : null,
        canRead(role) ? <Resource key={users.name} {...users} /> : null,
        canRead(role) ? <Resource key={tiers.name} {...tiers} /> : null,
        canRead(role) ? <Resource key={kycCases.name} {...kycCases} /> : null,
        canRead(role) ? <Resource key={changeRequests.name} {...changeRequests} /> : null,
        canRead(role) ? (
          <Resource
            key={juristicAccounts.name}
            {...juristicAccounts}
            create={canOpenJuristicAccounts(role) ? JuristicAccountCreate : undefined}
          />
        ) : null,
        canReadAuditLog(role) ? <Resource key={auditLog.name} {...auditLog} /> : null,
        canReadOutbox(role) ? <Resource key={outbox.name} {...outbox} /> : null,
        canReadClientErrors(role) ? <Resource key={clientErrors.name} {...clientErrors} /> : null,
        canManageAppSettings(role) ? <Resource key={appSettings.name} {...appSettings} /> : null,
        canManageFeatureFlags(role) ? <Resource key={featureFlags.name} {...featureFlags} /> : null,
        canRead(role) ? <Resource key={holidays.name} {...holidays} /> : null,
        canRead(role) ? <Resource key={orders.name} {...orders} /> : null,
        canRead(role) ? <Resource key={navs.name} {...navs} /> : null,
        canRead(role) ? <Resource key={fxRates.name} {...fxRates} /> : null,
        canRead(role) ? <Resource key={settlements.name} {...settlements} /> : null,
        canRead(role) ? <Resource key={strategies.name} {...strategies} /> : null,
        canHandleDeposits(role) ? <Resource key={deposits.name} {...deposits} /> : null,
        canRead(role) ? <Resource key={payouts.name} {...payouts} /> : null,
        canRead(role) ? <Resource key={payoutBatches.name} {...payoutBatches} /> : null,
        canRead(role) ? <Resource key={reconciliations.name} {...reconciliations} /> : null,
        canRead(role) ? <Resource key={statementRuns.name} {...statementRuns} /> : null,
        // Every staff member's own sign-in settings, reached from the user menu.
        <CustomRoutes key="two-factor">
          <Route path="/two-factor" element={<TwoFactorPage />} />
        </CustomRoutes>,
      ]}
    </AdminUI>
  );
}
