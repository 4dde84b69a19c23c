import type { i18n } from 'i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routeForAppLink } from '../platform/app-links.ts';
import { followAppLinks } from '../platform/follow-app-links.ts';
import { Providers } from './providers.tsx';
import { routerFuture, routes } from './routes.tsx';

/** The portal's public host, whose links open the app (`pwa/app-links.ts` sets it at build time). */
const appLinkHost: string = import.meta.env.VITE_APP_LINK_HOST ?? '';

export function createAppRouter() {
  const router = createBrowserRouter(routes, { future: routerFuture });
  // In the app, a link to the portal opened from an e-mail or the hand-off QR shows its page (on the web the browser
  // has already opened it).
  followAppLinks((url) => void router.navigate(routeForAppLink(url, appLinkHost, routes)));
  return router;
}

interface AppProps {
  i18n: i18n;
  router: ReturnType<typeof createAppRouter>;
}

export function App({ i18n, router }: AppProps) {
  return (
    <Providers i18n={i18n}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </Providers>
  );
}
