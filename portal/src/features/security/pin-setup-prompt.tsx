import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ModalDialog } from '../../components/dialog/modal-dialog.tsx';
import { useSession } from '../../lib/session/session-provider.tsx';
import { useSecurity } from './api.ts';

/** "Do not show again" is remembered per user in this browser. */
export function pinPromptDismissedKey(uuid: string): string {
  return `pinPromptDismissed:${uuid}`;
}

function isDismissed(uuid: string): boolean {
  try {
    return window.localStorage.getItem(pinPromptDismissedKey(uuid)) === '1';
  } catch {
    return false;
  }
}

/** Spec screen 23: after sign-in, a user without a PIN is invited to set one. */
export function PinSetupPrompt() {
  const { t } = useTranslation();
  const { user, justSignedIn, acknowledgeSignIn } = useSession();
  const { pathname } = useLocation();
  // An unverified investor is on the e-mail step first; the PIN offer waits until that is done.
  const wanted =
    Boolean(user && justSignedIn && user.emailVerified !== false && !isDismissed(user.uuid)) &&
    pathname !== '/security';
  const { data } = useSecurity(wanted);
  if (!wanted || !user || !data || data.pinSet) return null;

  function dontShowAgain() {
    try {
      window.localStorage.setItem(pinPromptDismissedKey(user!.uuid), '1');
    } catch {
      // Without storage the prompt simply comes back after the next sign-in.
    }
    acknowledgeSignIn();
  }

  return (
    <ModalDialog title={t('pinPrompt.title')} onClose={acknowledgeSignIn}>
      <p>{t('pinPrompt.body')}</p>
      <div className="dialog-actions">
        <button type="button" className="button button-link" onClick={dontShowAgain}>
          {t('pinPrompt.dontShowAgain')}
        </button>
        <button type="button" className="button button-secondary" onClick={acknowledgeSignIn}>
          {t('pinPrompt.later')}
        </button>
        <Link className="button button-primary" to="/security" onClick={acknowledgeSignIn}>
          {t('pinPrompt.setNow')}
        </Link>
      </div>
    </ModalDialog>
  );
}
