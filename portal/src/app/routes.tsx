import type { RouteObject } from 'react-router-dom';
import { ProgressBar } from '../components/route-progress-bar.tsx';
import { CrashPage } from './crash-page.tsx';
import { AppLayout } from './layout.tsx';
import { RequireUser } from './require-user.tsx';
// Registers forgetting the wallet app's token on logout, whichever page the reader logs out from.
import '../features/social-sign-in/wallet-token.ts';

// Pages load on demand, which keeps the first download small; the progress bar covers the wait.
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    HydrateFallback: ProgressBar,
    ErrorBoundary: () => <CrashPage />,
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
        path: 'auth/signup',
        lazy: async () => ({ Component: (await import('../features/auth/signup-page.tsx')).SignupPage }),
      },
      {
        path: 'auth/verify-email',
        lazy: async () => ({
          Component: (await import('../features/auth/verify-email-page.tsx')).VerifyEmailPage,
        }),
      },
      {
        path: 'auth/forget-password',
        lazy: async () => ({
          Component: (await import('../features/auth/forget-password-page.tsx')).ForgetPasswordPage,
        }),
      },
      {
        path: 'auth/reset-password',
        lazy: async () => ({
          Component: (await import('../features/auth/reset-password-page.tsx')).ResetPasswordPage,
        }),
      },
      {
        path: 'auth/account-recovery',
        lazy: async () => ({
          Component: (await import('../features/auth/account-recovery-page.tsx')).AccountRecoveryPage,
        }),
      },
      {
        path: 'auth/callback/:provider',
        lazy: async () => ({
          Component: (await import('../features/social-sign-in/callback-page.tsx')).SocialCallbackPage,
        }),
      },
      {
        path: 'auth/logout',
        lazy: async () => ({ Component: (await import('../features/auth/logout-page.tsx')).LogoutPage }),
      },
      {
        path: 'suspended',
        lazy: async () => ({
          Component: (await import('../features/security/suspended-page.tsx')).SuspendedPage,
        }),
      },
      {
        path: 'security',
        lazy: async () => {
          const { SecurityPage } = await import('../features/security/security-page.tsx');
          return {
            Component: () => (
              <RequireUser>
                <SecurityPage />
              </RequireUser>
            ),
          };
        },
      },
      {
        path: 'kyc/suitability',
        lazy: async () => {
          const { SuitabilityPage } = await import('../features/questionnaires/suitability-page.tsx');
          return {
            Component: () => (
              <RequireUser>
                <SuitabilityPage />
              </RequireUser>
            ),
          };
        },
      },
      {
        path: 'kyc/suitability/result',
        lazy: async () => {
          const { SuitabilityResultPage } = await import(
            '../features/questionnaires/suitability-result-page.tsx'
          );
          return {
            Component: () => (
              <RequireUser>
                <SuitabilityResultPage />
              </RequireUser>
            ),
          };
        },
      },
      {
        path: 'kyc/fatca',
        lazy: async () => {
          const { FatcaPage } = await import('../features/questionnaires/fatca-page.tsx');
          return {
            Component: () => (
              <RequireUser>
                <FatcaPage />
              </RequireUser>
            ),
          };
        },
      },
      {
        path: 'kyc/fatca/blocked',
        lazy: async () => {
          const { FatcaBlockedPage } = await import('../features/questionnaires/fatca-blocked-page.tsx');
          return {
            Component: () => (
              <RequireUser>
                <FatcaBlockedPage />
              </RequireUser>
            ),
          };
        },
      },
      {
        path: 'kyc/aml',
        lazy: async () => {
          const { AmlPage } = await import('../features/questionnaires/aml-page.tsx');
          return {
            Component: () => (
              <RequireUser>
                <AmlPage />
              </RequireUser>
            ),
          };
        },
      },
      {
        path: 'kyc/edd',
        lazy: async () => {
          const { EddPage } = await import('../features/questionnaires/edd-page.tsx');
          return {
            Component: () => (
              <RequireUser>
                <EddPage />
              </RequireUser>
            ),
          };
        },
      },
      {
        path: 'kyc/contract',
        lazy: async () => {
          const { ContractPage } = await import('../features/contract/contract-page.tsx');
          return {
            Component: () => (
              <RequireUser>
                <ContractPage />
              </RequireUser>
            ),
          };
        },
      },
      {
        path: 'kyc',
        lazy: async () => {
          const { ProgressPage } = await import('../features/kyc/progress-page.tsx');
          return {
            Component: () => (
              <RequireUser>
                <ProgressPage />
              </RequireUser>
            ),
          };
        },
      },
      {
        path: 'kyc/identity',
        lazy: async () => {
          const { IdentityPage } = await import('../features/kyc/identity-page.tsx');
          return {
            Component: () => (
              <RequireUser>
                <IdentityPage />
              </RequireUser>
            ),
          };
        },
      },
      {
        path: 'kyc/general',
        lazy: async () => {
          const { GeneralPage } = await import('../features/kyc/general-page.tsx');
          return {
            Component: () => (
              <RequireUser>
                <GeneralPage />
              </RequireUser>
            ),
          };
        },
      },
      {
        path: 'kyc/personal',
        lazy: async () => {
          const { PersonalPage } = await import('../features/kyc/personal-page.tsx');
          return {
            Component: () => (
              <RequireUser>
                <PersonalPage />
              </RequireUser>
            ),
          };
        },
      },
      {
        path: 'kyc/bank-account',
        lazy: async () => {
          const { BankAccountPage } = await import('../features/kyc/bank-account-page.tsx');
          return {
            Component: () => (
              <RequireUser>
                <BankAccountPage />
              </RequireUser>
            ),
          };
        },
      },
      {
        path: 'kyc/handoff',
        lazy: async () => ({
          Component: (await import('../features/kyc/handoff-page.tsx')).HandoffPage,
        }),
      },
      {
        // Spec screen 24: "personal information" in the profile menu; after approval changes start here.
        path: 'profile',
        lazy: async () => {
          const { ProfilePage } = await import('../features/profile/profile-page.tsx');
          return {
            Component: () => (
              <RequireUser>
                <ProfilePage />
              </RequireUser>
            ),
          };
        },
      },
      {
        path: 'strategies',
        lazy: async () => ({
          Component: (await import('../features/strategies/strategies-page.tsx')).StrategiesPage,
        }),
      },
      {
        path: 'strategies/compare',
        lazy: async () => ({
          Component: (await import('../features/strategies/compare-page.tsx')).ComparePage,
        }),
      },
      {
        path: 'strategies/:code',
        lazy: async () => ({
          Component: (await import('../features/strategies/strategy-page.tsx')).StrategyPage,
        }),
      },
      {
        path: 'invest',
        lazy: async () => {
          const { InvestPage } = await import('../features/orders/invest-page.tsx');
          return {
            Component: () => (
              <RequireUser>
                <InvestPage />
              </RequireUser>
            ),
          };
        },
      },
      {
        path: 'strategies/:code/increase',
        lazy: async () => {
          const { IncreasePage } = await import('../features/orders/increase-page.tsx');
          return {
            Component: () => (
              <RequireUser>
                <IncreasePage />
              </RequireUser>
            ),
          };
        },
      },
      {
        path: 'strategies/:code/reduce',
        lazy: async () => {
          const { ReducePage } = await import('../features/orders/reduce-switch-page.tsx');
          return {
            Component: () => (
              <RequireUser>
                <ReducePage />
              </RequireUser>
            ),
          };
        },
      },
      {
        path: 'strategies/:code/switch',
        lazy: async () => {
          const { SwitchPage } = await import('../features/orders/reduce-switch-page.tsx');
          return {
            Component: () => (
              <RequireUser>
                <SwitchPage />
              </RequireUser>
            ),
          };
        },
      },
      {
        path: 'orders/batch/:batchRef',
        lazy: async () => {
          const { BatchPage } = await import('../features/orders/batch-page.tsx');
          return {
            Component: () => (
              <RequireUser>
                <BatchPage />
              </RequireUser>
            ),
          };
        },
      },
      {
        path: 'orders/:id',
        lazy: async () => {
          const { OrderPage } = await import('../features/orders/order-page.tsx');
          return {
            Component: () => (
              <RequireUser>
                <OrderPage />
              </RequireUser>
            ),
          };
        },
      },
      {
        path: 'deposits/:id',
        lazy: async () => {
          const { DepositPage } = await import('../features/deposits/deposit-page.tsx');
          return {
            Component: () => (
              <RequireUser>
                <DepositPage />
              </RequireUser>
            ),
          };
        },
      },
      {
        path: 'portfolio',
        lazy: async () => {
          const { PortfolioPage } = await import('../features/portfolio/portfolio-page.tsx');
          return {
            Component: () => (
              <RequireUser>
                <PortfolioPage />
              </RequireUser>
            ),
          };
        },
      },
      {
        path: 'transactions',
        lazy: async () => {
          const { TransactionsPage } = await import('../features/transactions/transactions-page.tsx');
          return {
            Component: () => (
              <RequireUser>
                <TransactionsPage />
              </RequireUser>
            ),
          };
        },
      },
      {
        path: 'investment-overview',
        lazy: async () => {
          const { InvestmentOverviewPage } = await import(
            '../features/portfolio/investment-overview-page.tsx'
          );
          return {
            Component: () => (
              <RequireUser>
                <InvestmentOverviewPage />
              </RequireUser>
            ),
          };
        },
      },
      {
        path: 'statements',
        lazy: async () => {
          const { StatementsPage } = await import('../features/portfolio/statements-page.tsx');
          return {
            Component: () => (
              <RequireUser>
                <StatementsPage />
              </RequireUser>
            ),
          };
        },
      },
      {
        path: 'tools',
        lazy: async () => {
          const { ToolsPage } = await import('./tools-page.tsx');
          return {
            Component: () => (
              <RequireUser>
                <ToolsPage />
              </RequireUser>
            ),
          };
        },
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
