import type { ComponentType, ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ProgressBar } from '../components/route-progress-bar.tsx';
import { useSession } from '../lib/session/session-provider.tsx';

/** Investor-only pages: a signed-out reader goes to log in and comes back here afterwards. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'checking') return <ProgressBar />;
  if (status === 'signed-out') {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/auth/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return <>{children}</>;
}

/** Who may open a page: anyone, or only a signed-in investor. */
export type Guard = 'anyone' | 'investor';

/** The page as its route renders it, behind its guard. */
export function guarded(Page: ComponentType, guard: Guard): ComponentType {
  if (guard === 'anyone') return Page;
  return function InvestorOnly() {
    return (
      <RequireUser>
        <Page />
      </RequireUser>
    );
  };
}
