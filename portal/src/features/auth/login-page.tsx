import { useTranslation } from 'react-i18next';
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
    </section>
  );
}
