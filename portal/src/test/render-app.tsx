import type { Answer } from '@fund/contract';
import type { Brand } from '@fund/domain';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routerFuture, routes } from '../app/routes.tsx';
import type { Language } from '../lib/i18n/i18n.ts';
import type { SessionUser } from '../lib/session/stored-user.ts';
import { renderWithProviders } from './render-with-providers.tsx';

/** A signed-in investor as `GET /me` and the sign-ins answer them. */
export const investor: Answer<'/me'>['user'] = {
  uuid: '0b5f6a0e-3b1d-4c1e-9a55-2f0f5d2b9c11',
  email: 'investor@example.com',
  role: null,
  isAdmin: false,
  customerType: 'INDIVIDUAL',
  language: 'th',
  emailVerified: true,
  accessTokenExpiresAt: '2999-01-01T00:00:00.000Z',
  twoFactorEnrolmentRequired: false,
};

interface RenderAppOptions {
  language?: Language;
  /** Stored as the signed-in user before the app starts. */
  user?: SessionUser;
  /** Leave the consent popup up (it is accepted by default so it stays out of the way). */
  showConsent?: boolean;
  /** The brand the portal is built for; the active one unless the test renders the other. */
  brand?: Brand;
}

/** The whole portal (shell, router, providers) at a path, with `fetch` stubbed by the caller. */
export function renderApp(
  path: string,
  { language = 'th', user, showConsent = false, brand }: RenderAppOptions = {},
) {
  // The account reads the language the app opens in, unless the test says otherwise.
  if (user) window.localStorage.setItem('user', JSON.stringify({ language, ...user }));
  if (!showConsent) window.localStorage.setItem('privacyConsent', 'accepted');
  const router = createMemoryRouter(routes, { initialEntries: [path], future: routerFuture });
  const result = renderWithProviders(
    <RouterProvider router={router} future={{ v7_startTransition: true }} />,
    { language, brand },
  );
  return { ...result, router };
}
