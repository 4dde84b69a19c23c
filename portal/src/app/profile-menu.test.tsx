import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { investor, renderApp } from '../test/render-app.tsx';
import { flagsAnswer, stubApi } from '../test/stub-api.ts';

/** The flags as the API answers them by default: every catalogued flag, showToolsMenu off. */
const defaultFlags = { flags: { showToolsMenu: false, switching: true } };

describe('profile menu (screen 24)', () => {
  it('with the default flags offers no Tools link, and /tools does not exist', async () => {
    const { callsTo } = stubApi({ 'GET /feature-flags': flagsAnswer(defaultFlags) });
    const { router } = renderApp('/statements', { user: investor, language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = screen.getByRole('navigation', { name: 'Account menu' });
    await waitFor(() => expect(callsTo('GET /feature-flags')).toHaveLength(1));
    expect(within(menu).getByRole('link', { name: 'Security' })).toBeVisible();
    expect(within(menu).queryByRole('link', { name: 'Tools' })).toBeNull();
    await router.navigate('/tools');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  it('with showToolsMenu on, the Tools link opens a page of handy links', async () => {
    stubApi({
      'GET /feature-flags': flagsAnswer({ flags: { ...defaultFlags.flags, showToolsMenu: true } }),
    });
    const { router } = renderApp('/statements', { user: investor });
    await userEvent.click(await screen.findByRole('button', { name: 'เมนูบัญชี' }));
    await userEvent.click(await screen.findByRole('link', { name: 'เครื่องมือ' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'เครื่องมือ' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/tools');
    const main = screen.getByRole('heading', { level: 1, name: 'เครื่องมือ' }).closest('section')!;
    expect(within(main).getByRole('link', { name: 'เปรียบเทียบกลยุทธ์' })).toHaveAttribute(
      'href',
      '/strategies/compare',
    );
    expect(within(main).getByRole('link', { name: 'รายงานสรุปบัญชี' })).toHaveAttribute('href', '/statements');
  });
});
