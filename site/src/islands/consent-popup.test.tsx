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
});
