import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { flagsAnswer, stubApi } from '../../test/stub-api.ts';

const flags = (values: Record<string, boolean>) =>
  flagsAnswer({ flags: { newLandingPageNologin: true, newLandingPageWithLogin: true, ...values } });

describe('the portal home page (/) and its two landing flags', () => {
  it('shows a signed-out visitor the landing page while newLandingPageNologin is on', async () => {
    stubApi({ 'GET /feature-flags': flags({}) });
    const { router } = renderApp('/', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to MFund' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/signup');
    expect(router.state.location.pathname).toBe('/');
  });

  it('takes a signed-out visitor straight to the login form while newLandingPageNologin is off', async () => {
    // The other flag is on: only the signed-out one decides for a visitor.
    stubApi({ 'GET /feature-flags': flags({ newLandingPageNologin: false }) });
    const { router } = renderApp('/', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(screen.queryByRole('heading', { name: 'Welcome to MFund' })).toBeNull();
  });

  it('welcomes a signed-in investor on the home page while newLandingPageWithLogin is on', async () => {
    // The signed-out flag is off: it does not touch a signed-in investor.
    stubApi({ 'GET /feature-flags': flags({ newLandingPageNologin: false }) });
    const { router } = renderApp('/', { language: 'en', user: investor });
    expect(await screen.findByText('Welcome, investor@example.com')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Security settings' })).toHaveAttribute('href', '/security');
    expect(router.state.location.pathname).toBe('/');
  });

  it('takes a signed-in investor straight to the account overview while newLandingPageWithLogin is off', async () => {
    stubApi({ 'GET /feature-flags': flags({ newLandingPageWithLogin: false }) });
    const { router } = renderApp('/', { language: 'en', user: investor });
    await expect.poll(() => router.state.location.pathname).toBe('/portfolio');
    expect(screen.queryByText('Welcome, investor@example.com')).toBeNull();
  });

  it('keeps the landing page when the flags cannot be read (both are on by default)', async () => {
    stubApi();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'ยินดีต้อนรับสู่ MFund' })).toBeVisible();
  });
});
