import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app.tsx';
import { createI18nProvider } from '../../providers/i18n-provider.ts';
import { stubSignedIn } from '../../testing/fetch-stub.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('KYC review in the menu', () => {
  it.each(['compliance', 'operations', 'support', 'admin'])('is offered to %s staff', async (role) => {
    stubSignedIn(role);
    render(<App i18nProvider={await createI18nProvider()} />);

    // The whole admin signs in and builds its menu first, which can take more than findBy's default second.
    expect(await screen.findByRole('menuitem', { name: 'ตรวจสอบ KYC' }, { timeout: 4000 })).toBeVisible();
  });
});
