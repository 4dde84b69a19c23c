import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SocialSignInSlot } from '../../app/social-sign-in-slot.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { LoginForm } from './login-form.tsx';

export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('login.title'));
  return (
    <section className="card card-narrow">
      <h1>{t('login.title')}</h1>
      <p className="muted">{t('login.subtitle')}</p>
      <LoginForm />
      <SocialSignInSlot mode="login" />
      <div className="form-links">
        <Link to="/auth/forget-password">{t('login.forgot')}</Link>
        <span>
          {t('login.noAccount')} <Link to="/auth/signup">{t('login.signup')}</Link>
        </span>
      </div>
    </section>
  );
}
