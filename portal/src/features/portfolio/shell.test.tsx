import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { stubApi } from '../../test/stub-api.ts';

describe('investor navigation', () => {
  it('gives a signed-in investor Overview, Strategies, History and Investment overview, marking the current page', async () => {
    stubApi();
    renderApp('/transactions?kind=switch', { user: investor, language: 'en' });
    const nav = await screen.findByRole('navigation', { name: 'Investor menu' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overview', '/portfolio'],
      ['Strategies', '/strategies'],
      ['History', '/transactions'],
      ['Investment overview', '/investment-overview'],
    ]);
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['History']);
  });

  it('is not shown to a signed-out reader', async () => {
    stubApi();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'เมนูนักลงทุน' })).toBeNull();
  });

  it('the home page leads a signed-in investor to the account overview', async () => {
    stubApi();
    renderApp('/', { user: investor });
    const nav = await screen.findByRole('navigation', { name: 'เมนูนักลงทุน' });
    expect(within(nav).getByRole('link', { name: 'ภาพรวม' })).toHaveAttribute('href', '/portfolio');
    expect(screen.getByRole('link', { name: 'ภาพรวมบัญชี' })).toHaveAttribute('href', '/portfolio');
  });
});

describe('statements (screen 25)', () => {
  it('opens from the profile menu and says to request a statement through customer support', async () => {
    stubApi();
    const { router } = renderApp('/', { user: investor, language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('link', { name: 'Statements' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Statements' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/statements');
    expect(
      screen.getByText(
        'Statement reports are under maintenance, please request a statement through customer support.',
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Contact customer support on LINE @mfundsupport' }),
    ).toHaveAttribute('href', 'https://line.me/R/ti/p/@mfundsupport');
  });

  it('is in Thai by default', async () => {
    stubApi();
    renderApp('/statements', { user: investor });
    expect(await screen.findByRole('heading', { level: 1, name: 'รายงานสรุปบัญชี' })).toBeVisible();
    expect(
      screen.getByText('ระบบรายงานสรุปบัญชีอยู่ระหว่างปรับปรุง กรุณาขอรายงานสรุปบัญชีผ่านฝ่ายบริการลูกค้า'),
    ).toBeVisible();
  });
});
