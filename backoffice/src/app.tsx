import { isStaffRole } from '@fund/domain';
import { useState } from 'react';
import { Admin, Resource } from 'react-admin';
import { Dashboard } from './layout/dashboard.tsx';
import { LoginPage } from './layout/login-page.tsx';
import { createAuthProvider } from './providers/auth-provider.ts';
import { createDataProvider } from './providers/data-provider.ts';
import { createHttpClient } from './providers/http-client.ts';
import { createI18nProvider } from './providers/i18n-provider.ts';
import { toLanguage } from './providers/language.ts';
import {
  canManageAppSettings,
  canManageFeatureFlags,
  canReadAuditLog,
  canReadKycCases,
  canReadOutbox,
} from './providers/permissions.ts';
import { createQueryClient } from './providers/query-client.ts';
import { appSettings } from './resources/app-settings/index.ts';
import { auditLog } from './resources/audit-log/index.ts';
import { changeRequests } from './resources/change-requests/index.ts';
import { canHandleDeposits, deposits } from './resources/deposits/index.ts';
import { featureFlags } from './resources/feature-flags/index.ts';
import { holidays } from './resources/holidays/index.ts';
import { inbox, staff } from './resources/inbox/index.ts';
import { kycCases } from './resources/kyc-cases/index.ts';
import { navs } from './resources/navs/index.ts';
import { orders } from './resources/orders/index.ts';
import { outbox } from './resources/outbox/index.ts';
import { settlements } from './resources/settlements/index.ts';
import { strategies } from './resources/strategies/index.ts';
import { users } from './resources/users/index.ts';

function createProviders() {
  const i18nProvider = createI18nProvider();
  const currentLanguage = () => toLanguage(i18nProvider.getLocale());
  const httpClient = createHttpClient(currentLanguage);
  return {
    i18nProvider,
    dataProvider: createDataProvider(httpClient),
    authProvider: createAuthProvider(httpClient, currentLanguage),
    queryClient: createQueryClient(),
  };
}

// Telemetry is off: a back office for a licensed fund manager sends nothing to third parties.
export function App() {
  const [providers] = useState(createProviders);
  return (
    <Admin
      {...providers}
      title="app.title"
      loginPage={LoginPage}
      dashboard={Dashboard}
      requireAuth
      disableTelemetry
    >
      {(role: unknown) => [
        isStaffRole(role) ? <Resource key={inbox.name} {...inbox} /> : null,
        isStaffRole(role) ? <Resource key={staff.name} {...staff} /> : null,
        isStaffRole(role) ? <Resource key={users.name} {...users} /> : null,
        canReadKycCases(role) ? <Resource key={kycCases.name} {...kycCases} /> : null,
        canReadKycCases(role) ? <Resource key={changeRequests.name} {...changeRequests} /> : null,
        canReadAuditLog(role) ? <Resource key={auditLog.name} {...auditLog} /> : null,
        canReadOutbox(role) ? <Resource key={outbox.name} {...outbox} /> : null,
        canManageAppSettings(role) ? <Resource key={appSettings.name} {...appSettings} /> : null,
        canManageFeatureFlags(role) ? <Resource key={featureFlags.name} {...featureFlags} /> : null,
        isStaffRole(role) ? <Resource key={holidays.name} {...holidays} /> : null,
        isStaffRole(role) ? <Resource key={orders.name} {...orders} /> : null,
        isStaffRole(role) ? <Resource key={navs.name} {...navs} /> : null,
        isStaffRole(role) ? <Resource key={settlements.name} {...settlements} /> : null,
        isStaffRole(role) ? <Resource key={strategies.name} {...strategies} /> : null,
        canHandleDeposits(role) ? <Resource key={deposits.name} {...deposits} /> : null,
      ]}
    </Admin>
  );
}
