import type { i18n } from 'i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Providers } from './providers.tsx';
import { routerFuture, routes } from './routes.tsx';

export function createAppRouter() {
  return createBrowserRouter(routes, { future: routerFuture });
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
