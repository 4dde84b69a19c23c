import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { ProgressBar } from '../../components/route-progress-bar.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { OtpForm } from './otp-form.tsx';
import { readPendingEmail } from './pending-verification.ts';

interface VerifyState {
  email?: string;
  codeSent?: boolean;
}

/**
 * Spec screen 7's OTP step. Signed in, the address is the account's own, so the step works from any tab or
 * device (the e-mail's link opens this page); signed out, it is the address this tab just signed up with, and
 * without one the reader signs in first and comes back here.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('otp.title'));
  const { status, user } = useSession();
  const state = (useLocation().state ?? {}) as VerifyState;
  const pendingEmail = state.email ?? readPendingEmail();

  if (status === 'checking') return <ProgressBar />;
  if (!user && !pendingEmail) {
    return <Navigate to={`/auth/login?next=${encodeURIComponent('/auth/verify-email')}`} replace />;
  }
  if (user && user.emailVerified !== false) {
    return (
      <section className="card card-narrow">
        <h1>{t('otp.title')}</h1>
        <p role="status">{t('otp.alreadyVerified', { email: user.email })}</p>
        <Link className="button button-primary" to="/kyc">
          {t('otp.continue')}
        </Link>
      </section>
    );
  }
  const email = user?.email ?? pendingEmail!;
  return (
    <section className="card card-narrow">
      <h1>{t('otp.title')}</h1>
      <p className="muted">{user ? t('otp.signedInBody', { email }) : t('otp.body', { email })}</p>
      <OtpForm email={email} codeSent={Boolean(state.codeSent)} />
    </section>
  );
}
