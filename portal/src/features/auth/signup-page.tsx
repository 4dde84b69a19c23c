import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { SocialSignInSlot } from '../../app/social-sign-in-slot.tsx';
import { useSupportLine } from '../../lib/brand.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { rememberPendingEmail } from './pending-verification.ts';
import { SignupForm } from './signup-form.tsx';

export function SignupPage() {
  const { t } = useTranslation();
  const supportLine = useSupportLine();
  const navigate = useNavigate();
  const [juristic, setJuristic] = useState(false);
  useDocumentTitle(juristic ? t('signup.juristicTitle') : t('signup.title'));

  if (juristic) {
    // Spec §1: corporate accounts cannot self-open; they go through customer service.
    return (
      <section className="card card-narrow">
        <h1>{t('signup.juristicTitle')}</h1>
        <p>{t('signup.juristicBody')}</p>
        <p className="muted">{t('signup.hours')}</p>
        <a className="button button-primary" href={supportLine.url} target="_blank" rel="noopener noreferrer">
          {t('signup.contact', { lineId: supportLine.id })}
        </a>
      </section>
    );
  }

  return (
    <section className="card card-narrow">
      <h1>{t('signup.title')}</h1>
      <p className="muted">{t('signup.subtitle')}</p>
      <SignupForm
        onSignedUp={(answer, email) => {
          if (!answer.selfOpen) {
            setJuristic(true);
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
