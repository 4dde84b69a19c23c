import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './consent-popup.css';

/** Accept is remembered in the browser; Decline only hides the popup for this visit (this tab's session). */
export const consentStorageKey = 'privacyConsent';
const declinedKey = 'privacyConsentDeclined';

/**
 * The site asks first and passes the visitor's answer in its links into the portal (`?consent=accepted` or
 * `declined`), as the two run on different origins: the answer is kept like one given here, and the address
 * loses the parameter so a shared or bookmarked link does not answer for someone else.
 */
function adoptChoiceFromLink(): void {
  try {
    const url = new URL(window.location.href);
    const choice = url.searchParams.get('consent');
    if (choice !== 'accepted' && choice !== 'declined') return;
    if (choice === 'accepted') remember(window.localStorage, consentStorageKey, 'accepted');
    else remember(window.sessionStorage, declinedKey, '1');
    url.searchParams.delete('consent');
    window.history.replaceState(window.history.state, '', url.href);
  } catch {
    // Without storage or history the popup simply asks.
  }
}

function readChoice(): boolean {
  adoptChoiceFromLink();
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
