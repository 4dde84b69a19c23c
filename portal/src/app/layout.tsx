import { frontEndFlag } from '@fund/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { LanguageSwitcher } from '../components/language-switcher.tsx';
import { RouteProgressBar } from '../components/route-progress-bar.tsx';
import { ConsentPopup } from '../features/consent/consent-popup.tsx';
import { MaintenanceGate } from '../features/maintenance/maintenance-gate.tsx';
import { InvestorNav } from '../features/portfolio/investor-nav.tsx';
import { PinSetupPrompt } from '../features/security/pin-setup-prompt.tsx';
import { useBrand } from '../lib/brand.tsx';
import { useFeatureFlags } from '../lib/feature-flags.ts';
import { useTrackingRequestAfterSignIn } from '../platform/use-tracking-request.ts';
import { ProfileMenu } from './profile-menu.tsx';
import { OfflineScreen } from './pwa/offline-screen.tsx';
import { ServiceWorkerSetup } from './pwa/service-worker-setup.tsx';
import { UpdatePrompt } from './pwa/update-prompt.tsx';

/** The shell around every route; the maintenance gate sits outside it so it can replace the whole page. */
export function AppLayout() {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  // Spec §9 multipleLanguages, off: Thai only, and no switch to offer another language. The switch waits for the
  // runtime value (the build's value is off); only the runtime's "off" takes a reader back to Thai.
  const runtimeFlags = useFeatureFlags().data?.flags;
  const thaiOnly = !frontEndFlag(runtimeFlags, 'multipleLanguages');
  const runtimeThaiOnly = runtimeFlags?.multipleLanguages === false;
  useTrackingRequestAfterSignIn();
  useEffect(() => {
    if (runtimeThaiOnly && i18n.language !== 'th') void i18n.changeLanguage('th');
  }, [runtimeThaiOnly, i18n]);
  return (
    <MaintenanceGate>
      <RouteProgressBar />
      <a className="skip-link" href="#content">
        {t('app.skipToContent')}
      </a>
      <header className="topbar">
        <Link className="brand" to="/">
          <span className="brand-mark" aria-hidden="true">
            {brand.logoText}
          </span>
          {t('app.name')}
        </Link>
        <InvestorNav />
        <div className="topbar-end">
          {!thaiOnly && <LanguageSwitcher />}
          <ProfileMenu />
        </div>
      </header>
      <main id="content" className="page">
        <Outlet />
      </main>
      <footer className="footer">
        <p>{brand.legalName[i18n.language === 'en' ? 'en' : 'th']}</p>
        <p>{t('app.footer')}</p>
      </footer>
      <ConsentPopup />
      <PinSetupPrompt />
      <UpdatePrompt />
      <ServiceWorkerSetup />
      <OfflineScreen />
    </MaintenanceGate>
  );
}
