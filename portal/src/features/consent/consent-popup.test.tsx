import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { ConsentPopup, consentStorageKey } from './consent-popup.tsx';

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('ConsentPopup', () => {
  it('asks a visitor who comes with no answer', () => {
    renderWithProviders(<ConsentPopup />);
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it("takes the site's Accept from the link, keeps it, and drops it from the address", () => {
    window.history.replaceState(null, '', '/auth/signup?consent=accepted&next=%2Fkyc');
    renderWithProviders(<ConsentPopup />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem(consentStorageKey)).toBe('accepted');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/auth/signup?next=%2Fkyc');
  });

  it("takes the site's Decline for this visit only, and ignores any other value", () => {
    window.history.replaceState(null, '', '/auth/signup?consent=declined');
    const first = renderWithProviders(<ConsentPopup />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem(consentStorageKey)).toBeNull();
    first.unmount();
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/auth/signup?consent=yes-please');
    renderWithProviders(<ConsentPopup />);
    expect(screen.getByRole('dialog')).toBeVisible();
  });
});
