import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { useInterestPopup } from '../../components/interest-popup/interest-popup.tsx';
import { ProgressBar } from '../../components/route-progress-bar.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useFeatureFlags } from '../../lib/feature-flags.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { ContinueOnboarding } from '../kyc/index.ts';

/**
 * `/` for a signed-out visitor is the landing page while `newLandingPageNologin` is on, else the login form; for a
 * signed-in investor it is this welcome page while `newLandingPageWithLogin` is on, else the account overview.
 * Only a flag read as off redirects: while the flags load nothing flashes, and when they cannot be read the page
 * keeps its default (both flags are on by default).
 */
export function HomePage() {
  const { t } = useTranslation();
  const { user, status } = useSession();
  const flags = useFeatureFlags();
  const interest = useInterestPopup();
  useDocumentTitle(t('home.title'));
  if (status === 'checking' || flags.isLoading) return <ProgressBar />;
  const flag = user ? 'newLandingPageWithLogin' : 'newLandingPageNologin';
  if (flags.data?.flags?.[flag] === false) {
    return <Navigate to={user ? '/portfolio' : '/auth/login'} replace />;
  }
  return (
    <section className="hero">
      <p className="eyebrow">{t('app.tagline')}</p>
      <h1>{t('home.title')}</h1>
      {user ? (
        <>
          <p className="lead">{t('home.welcome', { email: user.email })}</p>
          {!user.isAdmin && <ContinueOnboarding />}
          <div className="actions">
            <Link className="button button-primary" to="/portfolio">
              {t('portfolio.overview.title')}
            </Link>
            <Link className="button button-secondary" to="/security">
              {t('home.security')}
            </Link>
          </div>
        </>
      ) : (
        <>
          <p className="lead">{t('home.lead')}</p>
          <div className="actions">
            <Link className="button button-primary" to="/auth/login">
              {t('home.login')}
            </Link>
            <Link className="button button-secondary" to="/auth/signup">
              {t('home.signup')}
            </Link>
            <button type="button" className="button button-link" onClick={() => interest.open()}>
              {t('interest.open')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
