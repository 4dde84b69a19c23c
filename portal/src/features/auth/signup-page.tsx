import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { SocialSignInSlot } from '../../app/social-sign-in-slot.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { JuristicSignup } from './juristic-signup.tsx';
import { rememberPendingEmail } from './pending-verification.ts';
import { SignupForm } from './signup-form.tsx';

export function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // `?type=juristic` (linked from the site) opens the company's page at once; a juristic sign-up ends there too.
  const [params] = useSearchParams();
  const [signedUp, setSignedUp] = useState(false);
  const juristic = signedUp || params.get('type') === 'juristic';
  useDocumentTitle(juristic ? t('signup.juristicTitle') : t('signup.title'));

  // Spec §1: corporate accounts cannot self-open; they go through customer service.
  if (juristic) return <JuristicSignup signedUp={signedUp} />;

  return (
    <section className="card card-narrow">
      <h1>{t('signup.title')}</h1>
      <p className="muted">{t('signup.subtitle')}</p>
      <SignupForm
        onSignedUp={(answer, email) => {
          if (!answer.selfOpen) {
            setSignedUp(true);
            return;
          }
          // The API has already e-mailed the first code, so the resend waits out its cooldown.
          rememberPendingEmail(email);
          navigate('/auth/verify-email', { state: { email, codeSent: true } });
        }}
      />
      <SocialSignInSlot mode="signup" />
      <div className="form-links">
        <span>
          {t('signup.haveAccount')} <Link to="/auth/login">{t('signup.login')}</Link>
        </span>
      </div>
    </section>
  );
}
