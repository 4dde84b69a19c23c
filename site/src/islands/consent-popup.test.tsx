import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsentPopup, consentStorageKey } from './consent-popup.tsx';

afterEach(() => window.localStorage.clear());

describe('ConsentPopup island', () => {
  it('asks a first-time visitor and remembers Accept', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ConsentPopup locale="en" />);
    const dialog = await screen.findByRole('dialog', { name: 'Privacy and publicity of information' });
    expect(dialog).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem(consentStorageKey)).toBe('accepted');
    unmount();
    render(<ConsentPopup locale="en" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('remembers Decline too, so the question is not asked again', async () => {
    const user = userEvent.setup();
    render(<ConsentPopup locale="th" />);
    await user.click(await screen.findByRole('button', { name: 'ปฏิเสธ' }));
    expect(window.localStorage.getItem(consentStorageKey)).toBe('declined');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a link into the portal carries the answer, so the portal does not ask again; other links are left alone', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ConsentPopup locale="th" />
        <a href="http://localhost:3001/auth/signup" onClick={(event) => event.preventDefault()}>
          สมัครบัญชี
        </a>
        <a href="/faq/" onClick={(event) => event.preventDefault()}>
          FAQ
        </a>
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'ยอมรับ' }));
    const signup = screen.getByRole('link', { name: 'สมัครบัญชี' });
    await user.click(signup);
    expect(signup.getAttribute('href')).toBe('http://localhost:3001/auth/signup?consent=accepted');
    const faq = screen.getByRole('link', { name: 'FAQ' });
    await user.click(faq);
    expect(faq.getAttribute('href')).toBe('/faq/');
  });
});
