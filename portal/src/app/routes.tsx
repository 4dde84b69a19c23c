import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ProgressBar } from '../components/route-progress-bar.tsx';
import { CrashPage } from './crash-page.tsx';
import { AppLayout } from './layout.tsx';
import { type Guard, guarded } from './require-user.tsx';
// Registers forgetting the wallet app's token on logout, whichever page the reader logs out from.
import '../features/social-sign-in/wallet-token.ts';

/**
 * One row per page: its address (none: the home page), the page, loaded on demand so the first download stays
 * small (the progress bar covers the wait), and who may open it. Each page names the browser tab itself
 * (`useDocumentTitle`), since several titles depend on what the page reads (a strategy's name, an order's kind).
 */
interface PageRoute {
  path?: string;
  page: () => Promise<ComponentType>;
  guard: Guard;
}

export const pages: PageRoute[] = [
  { page: () => import('../features/home/home-page.tsx').then((m) => m.HomePage), guard: 'anyone' },
  {
    path: 'auth/login',
    page: () => import('../features/auth/login-page.tsx').then((m) => m.LoginPage),
    guard: 'anyone',
  },
  {
    path: 'auth/signup',
    page: () => import('../features/auth/signup-page.tsx').then((m) => m.SignupPage),
    guard: 'anyone',
  },
  {
    path: 'auth/verify-email',
    page: () => import('../features/auth/verify-email-page.tsx').then((m) => m.VerifyEmailPage),
    guard: 'anyone',
  },
  {
    path: 'auth/forget-password',
    page: () => import('../features/auth/forget-password-page.tsx').then((m) => m.ForgetPasswordPage),
    guard: 'anyone',
  },
  {
    path: 'auth/reset-password',
    page: () => import('../features/auth/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
    guard: 'anyone',
  },
  {
    path: 'auth/account-recovery',
    page: () => import('../features/auth/account-recovery-page.tsx').then((m) => m.AccountRecoveryPage),
    guard: 'anyone',
  },
  {
    path: 'auth/callback/:provider',
    page: () => import('../features/social-sign-in/callback-page.tsx').then((m) => m.SocialCallbackPage),
    guard: 'anyone',
  },
  {
    path: 'auth/logout',
    page: () => import('../features/auth/logout-page.tsx').then((m) => m.LogoutPage),
    guard: 'anyone',
  },
  {
    path: 'suspended',
    page: () => import('../features/security/suspended-page.tsx').then((m) => m.SuspendedPage),
    guard: 'anyone',
  },
  {
    path: 'security',
    page: () => import('../features/security/security-page.tsx').then((m) => m.SecurityPage),
    guard: 'investor',
  },
  {
    path: 'kyc/suitability',
    page: () => import('../features/questionnaires/suitability-page.tsx').then((m) => m.SuitabilityPage),
    guard: 'investor',
  },
  {
    path: 'kyc/suitability/result',
    page: () =>
      import('../features/questionnaires/suitability-result-page.tsx').then((m) => m.SuitabilityResultPage),
    guard: 'investor',
  },
  {
    path: 'kyc/fatca',
    page: () => import('../features/questionnaires/fatca-page.tsx').then((m) => m.FatcaPage),
    guard: 'investor',
  },
  {
    path: 'kyc/fatca/blocked',
    page: () => import('../features/questionnaires/fatca-blocked-page.tsx').then((m) => m.FatcaBlockedPage),
    guard: 'investor',
  },
  {
    path: 'kyc/aml',
    page: () => import('../features/questionnaires/aml-page.tsx').then((m) => m.AmlPage),
    guard: 'investor',
  },
  {
    path: 'kyc/edd',
    page: () => import('../features/questionnaires/edd-page.tsx').then((m) => m.EddPage),
    guard: 'investor',
  },
  {
    path: 'kyc/contract',
    page: () => import('../features/contract/contract-page.tsx').then((m) => m.ContractPage),
    guard: 'investor',
  },
  {
    path: 'kyc',
    page: () => import('../features/kyc/progress-page.tsx').then((m) => m.ProgressPage),
    guard: 'investor',
  },
  {
    path: 'kyc/identity',
    page: () => import('../features/kyc/identity-page.tsx').then((m) => m.IdentityPage),
    guard: 'investor',
  },
  {
    path: 'kyc/general',
    page: () => import('../features/kyc/general-page.tsx').then((m) => m.GeneralPage),
    guard: 'investor',
  },
  {
    path: 'kyc/personal',
    page: () => import('../features/kyc/personal-page.tsx').then((m) => m.PersonalPage),
    guard: 'investor',
  },
  {
    path: 'kyc/bank-account',
    page: () => import('../features/kyc/bank-account-page.tsx').then((m) => m.BankAccountPage),
    guard: 'investor',
  },
  // The phone that opens the desktop's hand-off link is signed in by the link's token.
  {
    path: 'kyc/handoff',
    page: () => import('../features/kyc/handoff-page.tsx').then((m) => m.HandoffPage),
    guard: 'anyone',
  },
  // Spec screen 24: "personal information" in the profile menu; after approval changes start here.
  {
    path: 'profile',
    page: () => import('../features/profile/profile-page.tsx').then((m) => m.ProfilePage),
    guard: 'investor',
  },
  {
    path: 'strategies',
    page: () => import('../features/strategies/strategies-page.tsx').then((m) => m.StrategiesPage),
    guard: 'anyone',
  },
  {
    path: 'strategies/compare',
    page: () => import('../features/strategies/compare-page.tsx').then((m) => m.ComparePage),
    guard: 'anyone',
  },
  {
    path: 'strategies/:code',
    page: () => import('../features/strategies/strategy-page.tsx').then((m) => m.StrategyPage),
    guard: 'anyone',
  },
  {
    path: 'invest',
    page: () => import('../features/orders/invest-page.tsx').then((m) => m.InvestPage),
    guard: 'investor',
  },
  {
    path: 'strategies/:code/increase',
    page: () => import('../features/orders/increase-page.tsx').then((m) => m.IncreasePage),
    guard: 'investor',
  },
  {
    path: 'strategies/:code/reduce',
    page: () => import('../features/orders/reduce-switch-page.tsx').then((m) => m.ReducePage),
    guard: 'investor',
  },
  {
    path: 'strategies/:code/switch',
    page: () => import('../features/orders/reduce-switch-page.tsx').then((m) => m.SwitchPage),
    guard: 'investor',
  },
  {
    path: 'orders/batch/:batchRef',
    page: () => import('../features/orders/batch-page.tsx').then((m) => m.BatchPage),
    guard: 'investor',
  },
  {
    path: 'orders/:id',
    page: () => import('../features/orders/order-page.tsx').then((m) => m.OrderPage),
    guard: 'investor',
  },
  {
    path: 'deposits/:id',
    page: () => import('../features/deposits/deposit-page.tsx').then((m) => m.DepositPage),
    guard: 'investor',
  },
  {
    path: 'portfolio',
    page: () => import('../features/portfolio/portfolio-page.tsx').then((m) => m.PortfolioPage),
    guard: 'investor',
  },
  {
    path: 'transactions',
    page: () => import('../features/transactions/transactions-page.tsx').then((m) => m.TransactionsPage),
    guard: 'investor',
  },
  {
    path: 'investment-overview',
    page: () =>
      import('../features/portfolio/investment-overview-page.tsx').then((m) => m.InvestmentOverviewPage),
    guard: 'investor',
  },
  {
    path: 'statements',
    page: () => import('../features/portfolio/statements-page.tsx').then((m) => m.StatementsPage),
    guard: 'investor',
  },
  { path: 'tools', page: () => import('./tools-page.tsx').then((m) => m.ToolsPage), guard: 'investor' },
  { path: '*', page: () => import('./not-found-page.tsx').then((m) => m.NotFoundPage), guard: 'anyone' },
];

const routeOf = ({ path, page, guard }: PageRoute): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  lazy: async () => ({ Component: guarded(await page(), guard) }),
});

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    HydrateFallback: ProgressBar,
    ErrorBoundary: () => <CrashPage />,
    children: pages.map(routeOf),
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
