import { withConsentChoice } from '../lib/portal-links.ts';

export const consentStorageKey = 'site.consent.privacy-publicity';
export type ConsentChoice = 'accepted' | 'declined';
/**
 * The class the page's head puts on <html> when the browser holds no answer (components/head-choices.astro), so the
 * popup is drawn with the page's first paint rather than appearing over it afterwards.
 */
export const consentAskedClass = 'consent-asked';

export function readConsentChoice(): ConsentChoice | null {
  try {
    const stored = window.localStorage.getItem(consentStorageKey);
    return stored === 'accepted' || stored === 'declined' ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The privacy-policy and publicity-of-information consent (spec §2) with Accept and Decline. The popup is
 * built hidden; it is shown only when the browser holds no answer, so returning visitors never see it flash.
 * The answer is remembered, so the popup is not shown again once answered either way.
 */
export function startConsent(popup: HTMLElement): void {
  popup.hidden = readConsentChoice() !== null;
  for (const button of popup.querySelectorAll<HTMLButtonElement>('button[data-choice]')) {
    button.addEventListener('click', () => {
      try {
        window.localStorage.setItem(consentStorageKey, button.dataset.choice as ConsentChoice);
      } catch {
        // Storage can be blocked; the choice then holds for this page only.
      }
      popup.hidden = true;
      document.documentElement.classList.remove(consentAskedClass);
    });
  }

  // Every link into the portal carries the answer at the moment it is followed (the pages are static, and the
  // answer may come after they were rendered), so the portal does not ask a second time.
  const carryChoice = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    const choice = readConsentChoice();
    if (!(link instanceof HTMLAnchorElement) || !choice) return;
    const carried = withConsentChoice(link.href, choice);
    if (carried !== link.href) link.href = carried;
  };
  document.addEventListener('click', carryChoice, true);
  document.addEventListener('auxclick', carryChoice, true);
}
