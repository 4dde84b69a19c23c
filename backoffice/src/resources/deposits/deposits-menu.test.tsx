import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app.tsx';
import { createI18nProvider } from '../../providers/i18n-provider.ts';
import { stubSignedIn } from '../../testing/fetch-stub.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('deposits in the menu', () => {
  it.each(['operations', 'admin'])('are offered to %s staff', { timeout: 15_000 }, async (role) => {
    stubSignedIn(role);
    render(<App i18nProvider={await createI18nProvider()} />);
    // The whole admin signs in and builds its menu first, which can take more than findBy's default second.
    expect(await screen.findByRole('menuitem', { name: 'รายการฝากเงิน' }, { timeout: 8000 })).toBeVisible();
  });

  it.each(['support', 'compliance'])('are not offered to %s staff', { timeout: 15_000 }, async (role) => {
    stubSignedIn(role);
    render(<App i18nProvider={await createI18nProvider()} />);
    expect(await screen.findByRole('menuitem', { name: 'คำสั่งซื้อขาย' }, { timeout: 8000 })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'รายการฝากเงิน' })).toBeNull();
  });
});
