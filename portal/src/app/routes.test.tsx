import { answerOf } from '@fund/contract/testing';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { routerFuture, routes } from './routes.tsx';

function renderAt(path: string, language: 'th' | 'en' = 'th') {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () =>
      answerOf('/app-setting/maintenance', 'get', { maintenance: false, maintenanceText: null }),
    ),
  );
  const router = createMemoryRouter(routes, { initialEntries: [path], future: routerFuture });
  return renderWithProviders(<RouterProvider router={router} future={{ v7_startTransition: true }} />, {
    language,
  });
}

describe('portal routes', () => {
  it('welcomes the investor on the home page, in Thai by default', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'ยินดีต้อนรับสู่ MFund' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบ' }).getAttribute('href')).toBe('/auth/login');
  });

  it('offers the login form at /auth/login', async () => {
    renderAt('/auth/login', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(screen.getByLabelText('E-mail')).toBeVisible();
    expect(screen.getByLabelText('Password')).toBeVisible();
  });

  it('tells a locked account to contact support at /suspended', async () => {
    renderAt('/suspended');
    expect(await screen.findByRole('heading', { level: 1, name: 'บัญชีของคุณถูกระงับชั่วคราว' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'ติดต่อผ่าน LINE @mfundsupport' }).getAttribute('href')).toBe(
      'https://line.me/R/ti/p/@mfundsupport',
    );
  });

  it('answers an unknown address with the not-found page', async () => {
    renderAt('/no-such-page', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});
