import CssBaseline from '@mui/material/CssBaseline';
import { lazy, Suspense, useState } from 'react';
import { AdminContext, type I18nProvider, Notification } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { LoginPage } from './layout/login-page.tsx';
import { createAuthProvider } from './providers/auth-provider.ts';
import { createDataProvider } from './providers/data-provider.ts';
import { createHttpClient } from './providers/http-client.ts';
import { toLanguage } from './providers/language.ts';
import { createQueryClient } from './providers/query-client.ts';

const AdminScreens = lazy(() => import('./admin-screens.tsx').then((m) => ({ default: m.AdminScreens })));

function createProviders(i18nProvider: I18nProvider) {
  const currentLanguage = () => toLanguage(i18nProvider.getLocale());
  const httpClient = createHttpClient(currentLanguage);
  return {
    i18nProvider,
    dataProvider: createDataProvider(httpClient),
    authProvider: createAuthProvider(httpClient, currentLanguage),
    queryClient: createQueryClient(),
  };
}

/**
 * The providers, then the login page on its own: react-admin's layout, menu and screens load only past it
 * (`AdminScreens`), which keeps the first download of a staff member who is not signed in small. The i18n
 * provider comes ready (`createI18nProvider`), so the first screen is already in the staff member's language.
 */
export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  const [providers] = useState(() => createProviders(i18nProvider));
  return (
    <AdminContext {...providers}>
      <Routes>
        <Route
          path="/login"
          element={
            <CssBaseline enableColorScheme>
              <LoginPage />
              <Notification />
            </CssBaseline>
          }
        />
        <Route
          path="/*"
          element={
            <Suspense fallback={null}>
              <AdminScreens />
            </Suspense>
          }
        />
      </Routes>
    </AdminContext>
  );
}
