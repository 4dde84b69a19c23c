import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { languageStorageKey } from '../lib/i18n/i18n.ts';
import { testI18n } from '../test/render-with-providers.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

function Greeting() {
  const { t } = useTranslation();
  return <h1>{t('home.title')}</h1>;
}

function renderSwitcher() {
  return render(
    <I18nextProvider i18n={testI18n()}>
      <Greeting />
      <LanguageSwitcher />
    </I18nextProvider>,
  );
}

describe('LanguageSwitcher', () => {
  it('starts in Thai when nothing was chosen before', () => {
    renderSwitcher();
    expect(screen.getByRole('heading').textContent).toBe('ยินดีต้อนรับสู่ MFund');
    expect(screen.getByRole('button', { name: 'ไทย' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('switches to English and keeps the choice under the "language" key', async () => {
    renderSwitcher();
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('heading').textContent).toBe('Welcome to MFund');
    expect(window.localStorage.getItem(languageStorageKey)).toBe('en');
    expect(languageStorageKey).toBe('language');
    expect(document.documentElement.lang).toBe('en');
  });

  it('opens in the language kept from an earlier visit', () => {
    window.localStorage.setItem('language', 'en');
    renderSwitcher();
    expect(screen.getByRole('heading').textContent).toBe('Welcome to MFund');
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
  });
});
