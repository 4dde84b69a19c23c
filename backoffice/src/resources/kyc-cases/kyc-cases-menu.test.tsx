import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app.tsx';
import { createI18nProvider } from '../../providers/i18n-provider.ts';
import { emptyList, problemResponse, staffMe, stubFetch } from '../../testing/fetch-stub.ts';

function signedInAs(role: string) {
  stubFetch((request) => {
    if (request.url === '/api/me') {
      return staffMe(role, { uuid: 'u-1', email: `${role}@example.com` });
    }
    if (request.url.startsWith('/api/admin/')) {
      return emptyList();
    }
    return problemResponse(404, 'ROUTE_NOT_FOUND');
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('KYC review in the menu', () => {
  it.each(['compliance', 'operations', 'support', 'admin'])('is offered to %s staff', async (role) => {
    signedInAs(role);
    render(<App i18nProvider={await createI18nProvider()} />);

    // The whole admin signs in and builds its menu first, which can take more than findBy's default second.
    expect(await screen.findByRole('menuitem', { name: 'ตรวจสอบ KYC' }, { timeout: 4000 })).toBeVisible();
  });
});
