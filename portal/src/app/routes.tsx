import type { RouteObject } from 'react-router-dom';
import { ProgressBar } from '../components/route-progress-bar.tsx';
import { AppLayout } from './layout.tsx';

// Pages load on demand, which keeps the first download small; the progress bar covers the wait.
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    HydrateFallback: ProgressBar,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../features/home/home-page.tsx')).HomePage }),
      },
      {
        path: 'auth/login',
        lazy: async () => ({ Component: (await import('../features/auth/login-page.tsx')).LoginPage }),
      },
      {
        path: 'suspended',
        lazy: async () => ({
          Component: (await import('../features/security/suspended-page.tsx')).SuspendedPage,
        }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./not-found-page.tsx')).NotFoundPage }),
      },
    ],
  },
];

/** React Router 7 behaviour, opted into now so the upgrade changes nothing. */
export const routerFuture = {
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_partialHydration: true,
  v7_relativeSplatPath: true,
  v7_skipActionErrorRevalidation: true,
} as const;
