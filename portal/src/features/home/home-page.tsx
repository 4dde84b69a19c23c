import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/document-title.ts';

export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.title'));
  return (
    <section className="hero">
      <p className="eyebrow">{t('app.tagline')}</p>
      <h1>{t('home.title')}</h1>
      <p className="lead">{t('home.lead')}</p>
      <Link className="button button-primary" to="/auth/login">
        {t('home.login')}
      </Link>
    </section>
  );
}
