import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { OtpForm } from './otp-form.tsx';
import { readPendingEmail } from './pending-verification.ts';

interface VerifyState {
  email?: string;
  codeSent?: boolean;
}

export function VerifyEmailPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('otp.title'));
  const state = (useLocation().state ?? {}) as VerifyState;
  const email = state.email ?? readPendingEmail();
  return (
    <section className="card card-narrow">
      <h1>{t('otp.title')}</h1>
      {email ? (
        <>
          <p className="muted">{t('otp.body', { email })}</p>
          <OtpForm email={email} codeSent={Boolean(state.codeSent)} />
        </>
      ) : (
        <>
          <p>{t('otp.noEmail')}</p>
          <div className="actions">
            <Link className="button button-primary" to="/auth/signup">
              {t('signup.title')}
            </Link>
            <Link className="button button-secondary" to="/auth/login">
              {t('login.title')}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
