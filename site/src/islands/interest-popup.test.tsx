import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InterestPopup } from './interest-popup.tsx';

describe('InterestPopup island', () => {
  it('opens the contact-back form in a dialog and closes with Escape, back to the button', async () => {
    const user = userEvent.setup();
    render(<InterestPopup locale="th" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const opener = screen.getByRole('button', { name: 'สนใจลงทุน' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'สนใจลงทุน' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('ชื่อ-นามสกุล', { exact: false }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps what was typed when the popup is closed and opened again', async () => {
    const user = userEvent.setup();
    render(<InterestPopup locale="en" />);
    await user.click(screen.getByRole('button', { name: 'Interested?' }));
    await user.type(screen.getByLabelText('Full name', { exact: false }), 'Wipa');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Interested?' }));
    expect((screen.getByLabelText('Full name', { exact: false }) as HTMLInputElement).value).toBe('Wipa');
  });
});
