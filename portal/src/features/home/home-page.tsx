import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useInterestPopup } from '../../components/interest-popup/interest-popup.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { ContinueOnboarding } from '../kyc/continue-onboarding.tsx';

export function HomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const interest = useInterestPopup();
  useDocumentTitle(t('home.title'));
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
