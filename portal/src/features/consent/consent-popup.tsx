import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './consent-popup.css';

/** Accept is remembered in the browser; Decline only hides the popup for this visit (this tab's session). */
export const consentStorageKey = 'privacyConsent';
const declinedKey = 'privacyConsentDeclined';

function readChoice(): boolean {
  try {
    return (
      window.localStorage.getItem(consentStorageKey) === 'accepted' ||
      window.sessionStorage.getItem(declinedKey) === '1'
    );
  } catch {
    return false;
  }
}

function remember(storage: Storage, key: string, value: string) {
  try {
    storage.setItem(key, value);
  } catch {
    // Blocked storage: the choice holds until the page reloads.
  }
}

/** Spec §2: the privacy-policy and publicity-of-information consent popup, with Accept and Decline. */
export function ConsentPopup() {
  const { t } = useTranslation();
  const [answered, setAnswered] = useState(readChoice);
  if (answered) return null;
  return (
    <section className="consent-popup" role="dialog" aria-modal="false" aria-labelledby="consent-title">
      <h2 id="consent-title">{t('consent.title')}</h2>
      <p>{t('consent.body')}</p>
      <div className="actions">
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            remember(window.localStorage, consentStorageKey, 'accepted');
            setAnswered(true);
          }}
        >
          {t('consent.accept')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            remember(window.sessionStorage, declinedKey, '1');
            setAnswered(true);
          }}
        >
          {t('consent.decline')}
        </button>
      </div>
    </section>
  );
}
