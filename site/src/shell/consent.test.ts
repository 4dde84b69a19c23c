import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { consentAskedClass, consentStorageKey, startConsent } from './consent.ts';

// The popup as components/shell/consent-popup.astro builds it: hidden until the script decides.
function popupPage(accept: string, decline: string): HTMLElement {
  document.body.innerHTML = `
    <section class="consent-popup" role="dialog" aria-labelledby="t" aria-describedby="d" hidden>
      <h2 id="t">Privacy and publicity of information</h2><p id="d">We use personal data…</p>
      <button type="button" data-choice="declined">${decline}</button>
      <button type="button" data-choice="accepted">${accept}</button>
    </section>
    <a href="http://localhost:3001/auth/signup">สมัครบัญชี</a>
    <a href="/faq/">FAQ</a>`;
  for (const link of document.querySelectorAll('a'))
    link.addEventListener('click', (e) => e.preventDefault());
  return document.querySelector<HTMLElement>('section')!;
}

afterEach(() => window.localStorage.clear());

describe('consent popup', () => {
  it('asks a first-time visitor and remembers Accept, so a returning visitor is not asked', async () => {
    const user = userEvent.setup();
    // The head found no answer, so the page was drawn with the popup showing.
    document.documentElement.classList.add(consentAskedClass);
    startConsent(popupPage('Accept', 'Decline'));
    expect(screen.getByRole('dialog', { name: 'Privacy and publicity of information' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.classList.contains(consentAskedClass)).toBe(false);
    expect(window.localStorage.getItem(consentStorageKey)).toBe('accepted');
    startConsent(popupPage('Accept', 'Decline'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('remembers Decline too, so the question is not asked again', async () => {
    const user = userEvent.setup();
    startConsent(popupPage('ยอมรับ', 'ปฏิเสธ'));
    await user.click(screen.getByRole('button', { name: 'ปฏิเสธ' }));
    expect(window.localStorage.getItem(consentStorageKey)).toBe('declined');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a link into the portal carries the answer, so the portal does not ask again; other links are left alone', async () => {
    const user = userEvent.setup();
    startConsent(popupPage('ยอมรับ', 'ปฏิเสธ'));
    await user.click(screen.getByRole('button', { name: 'ยอมรับ' }));
    const signup = screen.getByRole('link', { name: 'สมัครบัญชี' });
    await user.click(signup);
    expect(signup.getAttribute('href')).toBe('http://localhost:3001/auth/signup?consent=accepted');
    const faq = screen.getByRole('link', { name: 'FAQ' });
    await user.click(faq);
    expect(faq.getAttribute('href')).toBe('/faq/');
  });
});
