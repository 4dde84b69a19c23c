import type { Answer, ItemOf } from '@fund/contract';
import { answerOf } from '@fund/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { noContent, notFromTheApi, problem, stubApi } from '../../test/stub-api.ts';
import { completeness, progressBase } from '../portfolio/test-fixtures.ts';
import { infraDetail, largecapDetail, metaDetail, stableDetail, strategyDetail } from './test-data.ts';

const list = (...strategies: ItemOf<Answer<'/strategies'>>[]) =>
  answerOf('/strategies', 'get', { data: strategies, total: strategies.length });
const btc = strategyDetail();

async function card(name: string) {
  return within((await screen.findByRole('link', { name })).closest('li')!);
}

/** The full URLs `fetch` was called with (the stub's paths drop the query). */
const urlsOf = (fetchMock: ReturnType<typeof stubApi>['fetchMock']) =>
  fetchMock.mock.calls.map(([input]) => String(input));

describe('all-strategies page', () => {
  it('shows the count and a card per strategy with its figures in Thai, demo data labelled', async () => {
    stubApi({ 'GET /strategies': list(btc, stableDetail) });
    renderApp('/strategies');
    expect(await screen.findByRole('heading', { level: 1, name: 'กลยุทธ์ทั้งหมด' })).toBeVisible();
    expect(await screen.findByText('พบ 2 กลยุทธ์')).toBeVisible();
    const bitcoin = await card('เอ็ม บิตคอยน์');
    expect(bitcoin.getByText('ระดับ 8')).toBeVisible();
    expect(bitcoin.getByText('12.3456')).toBeVisible();
    expect(bitcoin.getByText('ณ วันที่ 20/11/2569')).toBeVisible();
    expect(bitcoin.getByText('+23.45%')).toBeVisible();
    expect(bitcoin.getByText('-3.10%')).toBeVisible();
    expect(bitcoin.getByText('10,000.00 บาท')).toBeVisible();
    expect(bitcoin.getByText('ข้อมูลสาธิต (ไม่ใช่ผลการดำเนินงานจริง)')).toBeVisible();
    const stable = await card('เอ็ม สเตเบิล');
    expect(stable.getByText('+5.00%')).toBeVisible();
    expect(stable.queryByText('ข้อมูลสาธิต (ไม่ใช่ผลการดำเนินงานจริง)')).toBeNull();
    expect(screen.getByRole('link', { name: 'เอ็ม บิตคอยน์' })).toHaveAttribute('href', '/strategies/M-BTC');
    // Signed out: no favourites, and nothing of the investor's is asked for.
    expect(screen.queryByRole('button', { name: /รายการโปรด/ })).toBeNull();
  });

  it('sends the search as q and shows the new count, or the empty state', async () => {
    const { fetchMock } = stubApi({
      'GET /strategies': [list(btc, stableDetail), list(stableDetail), list()],
    });
    const user = userEvent.setup();
    renderApp('/strategies', { language: 'en' });
    expect(await screen.findByText('2 strategies')).toBeVisible();
    await user.type(screen.getByLabelText('Search strategies'), 'stable');
    expect(await screen.findByText('1 strategy')).toBeVisible();
    expect(urlsOf(fetchMock)).toContain('/api/strategies?q=stable');
    expect(screen.queryByRole('link', { name: 'M Bitcoin' })).toBeNull();
    await user.clear(screen.getByLabelText('Search strategies'));
    await user.type(screen.getByLabelText('Search strategies'), 'zzz');
    expect(await screen.findByText('No strategy matches your search')).toBeVisible();
    expect(screen.getByText('0 strategies')).toBeVisible();
  });

  it('keeps the results and their count on screen while the next search loads, one request per pause in typing', async () => {
    let answer: (response: Response) => void = () => {};
    const { fetchMock } = stubApi({
      'GET /strategies': [
        list(btc, stableDetail),
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      ],
    });
    const user = userEvent.setup();
    renderApp('/strategies', { language: 'en' });
    expect(await screen.findByText('2 strategies')).toBeVisible();
    await user.type(screen.getByLabelText('Search strategies'), 'stable');
    await waitFor(() => expect(urlsOf(fetchMock)).toContain('/api/strategies?q=stable'));
    // Typing "stable" asked once, not once per letter.
    expect(urlsOf(fetchMock).filter((url) => url.startsWith('/api/strategies'))).toEqual([
      '/api/strategies',
      '/api/strategies?q=stable',
    ]);
    // While it loads: no loading bar, the previous cards and their count stay, marked as being refreshed.
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('link', { name: 'M Bitcoin' })).toBeVisible();
    expect(screen.getByText('2 strategies')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    expect(screen.getByRole('list', { busy: true })).toBeVisible();
    answer(list(stableDetail));
    expect(await screen.findByText('1 strategy')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'M Bitcoin' })).toBeNull();
    expect(screen.getByRole('link', { name: 'M Stable' })).toBeVisible();
    expect(screen.getByRole('status')).not.toHaveTextContent('Searching…');
    expect(screen.queryByRole('list', { busy: true })).toBeNull();
  });

  it('compares 2 to 4 picked strategies and offers a signed-in investor to invest in them', async () => {
    stubApi({
      'GET /strategies': list(btc, stableDetail, metaDetail, largecapDetail, infraDetail),
      'GET /me/favourites': answerOf('/me/favourites', 'get', { data: [] }),
    });
    const user = userEvent.setup();
    renderApp('/strategies', { language: 'en', user: investor });
    await user.click(await screen.findByRole('checkbox', { name: 'Compare M Bitcoin' }));
    expect(screen.getByRole('button', { name: 'Compare' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Invest' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Compare M Stable' }));
    expect(screen.getByRole('link', { name: 'Compare' })).toHaveAttribute(
      'href',
      '/strategies/compare?codes=M-BTC,M-STABLE',
    );
    expect(screen.getByRole('link', { name: 'Invest' })).toHaveAttribute(
      'href',
      '/invest?codes=M-BTC,M-STABLE',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Compare M Metaverse' }));
    await user.click(screen.getByRole('checkbox', { name: 'Compare M Large Cap' }));
    // Four is the most a comparison shows: the fifth cannot be picked until one is dropped.
    expect(screen.getByRole('checkbox', { name: 'Compare M Infra' })).toBeDisabled();
    expect(screen.getByText('Picked: 4')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Compare M Bitcoin' }));
    expect(screen.getByRole('checkbox', { name: 'Compare M Infra' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Compare' })).toHaveAttribute(
      'href',
      '/strategies/compare?codes=M-STABLE,M-META,M-LARGECAP',
    );
  });

  it('an account past its revision deadline sees Invest disabled in the pick bar, with the reason', async () => {
    stubApi({
      'GET /strategies': list(btc, stableDetail),
      'GET /me/favourites': answerOf('/me/favourites', 'get', { data: [] }),
      'GET /kyc/progress': answerOf('/kyc/progress', 'get', {
        ...progressBase,
        steps: [],
        completeness: completeness(8),
        readyToInvest: false,
        case: { status: 'OVERDUE', submittedAt: null, deadline: '2026-11-01', reasons: [] },
      }),
    });
    renderApp('/strategies?codes=M-BTC,M-STABLE', { language: 'en', user: investor });
    const invest = await screen.findByRole('button', { name: 'Invest' });
    expect(invest).toBeDisabled();
    expect(invest).toHaveAccessibleDescription(
      'The deadline to update your information has passed, so new increases and switches are suspended. Please update your information.',
    );
    expect(screen.queryByRole('link', { name: 'Invest' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Compare' })).toBeVisible();
  });

  it('keeps the search and the picks in the address, so coming back from the comparison restores them', async () => {
    const { fetchMock } = stubApi({ 'GET /strategies': list(btc, stableDetail) });
    renderApp('/strategies?q=m&codes=M-BTC,M-STABLE', { language: 'en' });
    expect(await screen.findByRole('checkbox', { name: 'Compare M Bitcoin' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Compare M Stable' })).toBeChecked();
    expect(screen.getByLabelText('Search strategies')).toHaveValue('m');
    expect(urlsOf(fetchMock)).toContain('/api/strategies?q=m');
    expect(screen.getByRole('link', { name: 'Compare' })).toHaveAttribute(
      'href',
      '/strategies/compare?codes=M-BTC,M-STABLE',
    );
  });

  it('offers no Invest button to a signed-out reader, even with strategies picked', async () => {
    stubApi({ 'GET /strategies': list(btc, stableDetail) });
    const user = userEvent.setup();
    renderApp('/strategies', { language: 'en' });
    await user.click(await screen.findByRole('checkbox', { name: 'Compare M Bitcoin' }));
    await user.click(screen.getByRole('checkbox', { name: 'Compare M Stable' }));
    expect(screen.getByRole('link', { name: 'Compare' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Invest' })).toBeNull();
  });

  it('"favourites only" keeps the investor\'s favourites, counts them and stays in the address', async () => {
    stubApi({
      'GET /strategies': list(btc, stableDetail),
      'GET /me/favourites': answerOf('/me/favourites', 'get', {
        data: [{ strategyCode: 'M-BTC', createdAt: '2026-11-20T03:00:00.000Z' }],
      }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/strategies', { user: investor });
    expect(await screen.findByText('พบ 2 กลยุทธ์')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'เฉพาะรายการโปรด' }));
    expect(await screen.findByText('พบ 1 กลยุทธ์')).toBeVisible();
    expect(screen.getByRole('link', { name: 'เอ็ม บิตคอยน์' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'เอ็ม สเตเบิล' })).toBeNull();
    expect(router.state.location.search).toBe('?favourites=1');
    await user.click(screen.getByRole('checkbox', { name: 'เฉพาะรายการโปรด' }));
    expect(await screen.findByText('พบ 2 กลยุทธ์')).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it('"favourites only" opened from the address with no favourites says there are none yet', async () => {
    stubApi({
      'GET /strategies': list(btc, stableDetail),
      'GET /me/favourites': answerOf('/me/favourites', 'get', { data: [] }),
    });
    renderApp('/strategies?favourites=1', { language: 'en', user: investor });
    expect(await screen.findByText('No favourite strategies yet')).toBeVisible();
    expect(screen.getByText('0 strategies')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Favourites only' })).toBeChecked();
    expect(screen.queryByRole('link', { name: 'M Bitcoin' })).toBeNull();
  });

  it("toggles a signed-in investor's favourites", async () => {
    const { callsTo } = stubApi({
      'GET /strategies': list(btc, stableDetail),
      'GET /me/favourites': [
        answerOf('/me/favourites', 'get', {
          data: [{ strategyCode: 'M-BTC', createdAt: '2026-11-20T03:00:00.000Z' }],
        }),
        answerOf('/me/favourites', 'get', {
          data: [
            { strategyCode: 'M-BTC', createdAt: '2026-11-20T03:00:00.000Z' },
            { strategyCode: 'M-STABLE', createdAt: '2026-11-23T03:00:00.000Z' },
          ],
        }),
        answerOf('/me/favourites', 'get', {
          data: [{ strategyCode: 'M-STABLE', createdAt: '2026-11-23T03:00:00.000Z' }],
        }),
      ],
      'POST /me/favourites': answerOf(
        '/me/favourites',
        'post',
        { strategyCode: 'M-STABLE', createdAt: '2026-11-20T06:30:00.000Z' },
        { status: 201 },
      ),
      'DELETE /me/favourites/M-BTC': noContent(),
    });
    const user = userEvent.setup();
    renderApp('/strategies', { language: 'en', user: investor });
    const bitcoin = await screen.findByRole('button', { name: 'Favourite: M Bitcoin' });
    await waitFor(() => expect(bitcoin).toHaveAttribute('aria-pressed', 'true'));
    const stable = screen.getByRole('button', { name: 'Favourite: M Stable' });
    expect(stable).toHaveAttribute('aria-pressed', 'false');
    await user.click(stable);
    await waitFor(() => expect(stable).toHaveAttribute('aria-pressed', 'true'));
    expect(callsTo('POST /me/favourites')[0]?.body).toEqual({ strategyCode: 'M-STABLE' });
    await user.click(bitcoin);
    await waitFor(() => expect(bitcoin).toHaveAttribute('aria-pressed', 'false'));
    expect(callsTo('DELETE /me/favourites/M-BTC')).toHaveLength(1);
  });

  it('shows the API error in Thai when a favourite cannot be saved, and keeps the switch off', async () => {
    stubApi({
      'GET /strategies': list(btc),
      'GET /me/favourites': answerOf('/me/favourites', 'get', { data: [] }),
      'POST /me/favourites': problem(404, 'NOT_FOUND'),
    });
    const user = userEvent.setup();
    renderApp('/strategies', { user: investor });
    const toggle = await screen.findByRole('button', { name: 'รายการโปรด: เอ็ม บิตคอยน์' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่พบข้อมูลที่ต้องการ');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so when the strategies cannot be loaded', async () => {
    stubApi({ 'GET /strategies': notFromTheApi('down', { status: 503 }) });
    renderApp('/strategies');
    expect(await screen.findByRole('alert')).toHaveTextContent('โหลดข้อมูลกลยุทธ์ไม่สำเร็จ');
  });
});
