import { useEffect, useId, useState } from 'react';
import { islandMessagesFor } from '../i18n/island-messages.ts';
import type { Locale } from '../i18n/locales.ts';
import { withConsentChoice } from '../lib/portal-links.ts';

export const consentStorageKey = 'site.consent.privacy-publicity';
export type ConsentChoice = 'accepted' | 'declined';

function readChoice(): ConsentChoice | null {
  try {
    const stored = window.localStorage.getItem(consentStorageKey);
    return stored === 'accepted' || stored === 'declined' ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The privacy-policy and publicity-of-information consent (spec §2) with Accept and Decline. The choice is
 * remembered in the browser, so the popup is not shown again once answered either way.
 */
export function ConsentPopup({ locale }: { locale: Locale }) {
  const text = islandMessagesFor(locale).consent;
  // Hidden until the browser says no choice is stored, so returning visitors never see it flash.
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    setOpen(readChoice() === null);
  }, []);

  // Every link into the portal carries the answer at the moment it is followed (the pages are static, and the
  // answer may come after they were rendered), so the portal does not ask a second time.
  useEffect(() => {
    const carryChoice = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      const choice = readChoice();
      if (!(link instanceof HTMLAnchorElement) || !choice) return;
      const carried = withConsentChoice(link.href, choice);
      if (carried !== link.href) link.href = carried;
    };
    document.addEventListener('click', carryChoice, true);
    document.addEventListener('auxclick', carryChoice, true);
    return () => {
      document.removeEventListener('click', carryChoice, true);
      document.removeEventListener('auxclick', carryChoice, true);
    };
  }, []);

  function choose(choice: ConsentChoice) {
    try {
      window.localStorage.setItem(consentStorageKey, choice);
    } catch {
      // Storage can be blocked; the choice then holds for this page only.
    }
    setOpen(false);
  }

  if (!open) return null;
  return (
    <section className="consent-popup" role="dialog" aria-labelledby={titleId} aria-describedby={textId}>
      <div className="consent-body">
        <h2 id={titleId}>{text.title}</h2>
        <p id={textId}>{text.text}</p>
      </div>
      <div className="consent-actions">
        <button type="button" className="button button-ghost" onClick={() => choose('declined')}>
          {text.decline}
        </button>
        <button type="button" className="button button-primary" onClick={() => choose('accepted')}>
          {text.accept}
        </button>
      </div>
    </section>
  );
}
