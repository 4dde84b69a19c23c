import { answerOf } from '@fund/contract/testing';
import { brands } from '@fund/domain';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../lib/i18n/i18n.ts';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { routerFuture, routes } from './routes.tsx';

function renderAt(
  path: string,
  brand: (typeof brands)[keyof typeof brands],
  language: Language = 'th',
  maintenance = false,
) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () =>
      answerOf('/app-setting/maintenance', 'get', { maintenance, maintenanceText: null }),
    ),
  );
  const router = createMemoryRouter(routes, { initialEntries: [path], future: routerFuture });
  return renderWithProviders(<RouterProvider router={router} future={{ v7_startTransition: true }} />, {
    language,
    brand,
  });
}

// The portal is built for one brand (`VITE_BRAND`); each must read as its own company throughout.
describe.each([brands.mfund, brands.merit])('the portal built for $name', (brand) => {
  it('names the brand in the header and welcome, and its legal name in the footer', async () => {
    renderAt('/', brand);
    expect(await screen.findByRole('heading', { level: 1, name: `ยินดีต้อนรับสู่ ${brand.name}` })).toBeVisible();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: new RegExp(brand.name) })).toHaveTextContent(
      `${brand.logoText}${brand.name}`,
    );
    expect(within(screen.getByRole('contentinfo')).getByText(brand.legalName.th)).toBeVisible();
  });

  it('reads the legal name in English for an English reader', async () => {
    renderAt('/', brand, 'en');
    expect(await screen.findByRole('heading', { level: 1, name: `Welcome to ${brand.name}` })).toBeVisible();
    expect(within(screen.getByRole('contentinfo')).getByText(brand.legalName.en)).toBeVisible();
  });

  it("sends a locked account to the brand's LINE account", async () => {
    renderAt('/suspended', brand);
    expect(await screen.findByRole('link', { name: `ติดต่อผ่าน LINE ${brand.lineId}` })).toHaveAttribute(
      'href',
      `https://line.me/R/ti/p/${brand.lineId}`,
    );
  });

  it("signs the maintenance screen with the brand's legal name and LINE account", async () => {
    renderAt('/', brand, 'th', true);
    const screenOf = await screen.findByRole('alertdialog');
    expect(within(screenOf).getByRole('link', { name: `LINE ${brand.lineId}` })).toBeVisible();
    expect(within(screenOf).getByText(brand.legalName.th)).toBeVisible();
  });
});
