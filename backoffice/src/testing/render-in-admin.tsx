import type { Language } from '@fund/domain';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, Notification, usePermissions } from 'react-admin';
import { createAuthProvider } from '../providers/auth-provider.ts';
import { createDataProvider } from '../providers/data-provider.ts';
import { createHttpClient } from '../providers/http-client.ts';
import { createI18nProvider, languageStorageKey } from '../providers/i18n-provider.ts';
import { toLanguage } from '../providers/language.ts';

const permissionsMarker = 'permissions-known';

/**
 * Present once the signed-in role is known. Every `usePermissions` shares one query, so the screen's own role
 * checks have re-rendered with the role by the time this shows.
 */
function PermissionsMarker() {
  const { isPending } = usePermissions();
  return isPending ? null : <span data-testid={permissionsMarker} hidden />;
}

/**
 * Before asserting that a role does not see something on a screen rendered `withAuth`: waits until the screen
 * knows the role, so an absence is not merely the role still loading.
 */
export async function permissionsKnown() {
  await screen.findByTestId(permissionsMarker);
}

/**
 * Renders a screen with the real data and i18n providers; only `fetch` is stubbed by the test. With
 * `withAuth`, the real auth provider is added too, so screens that depend on the role ask `/api/me`.
 */
export async function renderInAdmin(ui: ReactNode, language: Language = 'th', { withAuth = false } = {}) {
  localStorage.setItem(languageStorageKey, language);
  const i18nProvider = await createI18nProvider();
  const currentLanguage = () => toLanguage(i18nProvider.getLocale());
  const httpClient = createHttpClient(currentLanguage);
  const dataProvider = createDataProvider(httpClient);
  const authProvider = withAuth ? createAuthProvider(httpClient, currentLanguage) : undefined;
  return render(
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      {ui}
      {withAuth ? <PermissionsMarker /> : null}
      <Notification />
    </AdminContext>,
  );
}
