import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startInterestPopup } from './interest-popup.ts';

// The popup as components/shell/interest-popup.astro builds it; the form stands for the contact-back island.
function popupPage(): HTMLElement {
  document.body.innerHTML = `
    <div data-interest-popup>
      <div class="interest-bar" data-interest-bar>
        <button type="button" aria-haspopup="dialog" data-interest-open>สนใจลงทุน</button>
      </div>
      <div class="interest-backdrop" data-interest-backdrop hidden>
        <div role="dialog" aria-modal="true" aria-labelledby="interest-title">
          <h2 id="interest-title">สนใจลงทุน</h2>
          <button type="button" aria-label="ปิด" data-interest-close>×</button>
          <form><label>ชื่อ-นามสกุล <input name="name"></label><button type="submit">ส่ง</button></form>
        </div>
      </div>
    </div>`;
  return document.querySelector<HTMLElement>('[data-interest-popup]')!;
}

describe('interest popup', () => {
  it('opens the contact-back form in a dialog and closes with Escape, back to the button', async () => {
    const user = userEvent.setup();
    startInterestPopup(popupPage());
    expect(screen.queryByRole('dialog')).toBeNull();
    const opener = screen.getByRole('button', { name: 'สนใจลงทุน' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'สนใจลงทุน' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('ชื่อ-นามสกุล'));
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps focus inside the dialog with Tab, and keeps what was typed when closed and opened again', async () => {
    const user = userEvent.setup();
    startInterestPopup(popupPage());
    await user.click(screen.getByRole('button', { name: 'สนใจลงทุน' }));
    await user.type(screen.getByLabelText('ชื่อ-นามสกุล'), 'Wipa');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'ส่ง' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'ปิด' }));
    await user.click(screen.getByRole('button', { name: 'ปิด' }));
    await user.click(screen.getByRole('button', { name: 'สนใจลงทุน' }));
    expect(screen.getByLabelText('ชื่อ-นามสกุล')).toHaveValue('Wipa');
  });
});
