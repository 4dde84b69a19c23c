import { answerOf } from '@fund/contract/testing';
import { bangkokDate } from '@fund/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { flagsAnswer, problem, stubApi } from '../../test/stub-api.ts';
import { completeness, progressBase } from '../portfolio/test-fixtures.ts';
import { chartFrom } from './nav-chart.tsx';
import { holding, largecapDetail, metaDetail, stableDetail, strategyDetail } from './test-data.ts';

const btc = strategyDetail();
const navs = answerOf('/strategies/{code}/nav', 'get', {
  data: [
    { date: '2026-11-19', nav: '12.0000' },
    { date: '2026-11-20', nav: '12.3456' },
  ],
});

/** A section of the page by its heading. */
async function section(name: string | RegExp) {
  return within((await screen.findByRole('heading', { level: 2, name })).closest('section')!);
}

/** The value shown next to a label in a section's facts. */
function fact(scope: ReturnType<typeof within>, label: string) {
  const term = scope.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('strategy detail page', () => {
  it('shows the information, investment summary and chart, demo data labelled', async () => {
    stubApi({
      'GET /strategies/M-BTC': answerOf('/strategies/{code}', 'get', btc),
      'GET /strategies/M-BTC/nav': navs,
    });
    renderApp('/strategies/M-BTC', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'M Bitcoin' })).toBeVisible();

    const info = await section('Strategy information');
    expect(fact(info, 'Strategy code')).toBe('M-BTC');
    expect(fact(info, 'Type')).toBe('Bitcoin fund');
    expect(fact(info, 'Risk level')).toBe('Level 8');
    expect(fact(info, 'Start price per unit')).toBe('10.0000');
    expect(fact(info, 'Currency policy')).toBe('Invested in Thai baht');
    expect(fact(info, 'Dividend policy')).toBe('No dividend');
    expect(fact(info, 'Registration date')).toBe('15/02/2021');
    expect(fact(info, 'Manager')).toBe('MFund Asset Management Co., Ltd.');
    expect(fact(info, 'Trustee')).toBe('An independent custodian');
    expect(fact(info, 'Management model')).toBe('Actively managed');
    expect(fact(info, 'Management start date')).toBe('01/03/2021');

    const summary = await section('Investment summary');
    expect(fact(summary, 'NAV per unit')).toBe('12.3456');
    expect(fact(summary, 'As of')).toBe('20/11/2026');
    expect(summary.getByText(/about 18:00/)).toBeVisible();
    expect(summary.getByText('Demo data (not real performance)')).toBeVisible();
    const returns = within(summary.getByRole('table', { name: 'Past returns' }));
    expect(returns.getByRole('row', { name: '1 day +0.50%' })).toBeVisible();
    expect(returns.getByRole('row', { name: '7 days (1 week) -1.25%' })).toBeVisible();
    expect(returns.queryByRole('row', { name: /^1 week/ })).toBeNull();
    expect(returns.getByRole('row', { name: '3 months +4.10%' })).toBeVisible();
    expect(returns.getByRole('row', { name: '6 months +8.00%' })).toBeVisible();
    expect(returns.getByRole('row', { name: '1 year +23.45%' })).toBeVisible();
    expect(returns.getByRole('row', { name: 'Year to date -3.10%' })).toBeVisible();
    const yearly = within(summary.getByRole('table', { name: 'Returns since inception, per year' }));
    expect(yearly.getByRole('row', { name: 'Year 2025 +45.10%' })).toBeVisible();

    const chart = await section('NAV chart');
    expect(chart.getByText('Demo data (not real performance)')).toBeVisible();
    expect(await chart.findByText('NAV from 19/11/2026 to 20/11/2026: 12.0000 → 12.3456')).toBeVisible();
  });

  it('shows fees, minimums, dealing, risk bands, drawdown and the factsheet, and "log in to invest" when signed out', async () => {
    const { callsTo } = stubApi({
      'GET /strategies/M-BTC': answerOf('/strategies/{code}', 'get', btc),
      'GET /strategies/M-BTC/nav': navs,
      'GET /strategies': answerOf('/strategies', 'get', {
        data: [btc, stableDetail, largecapDetail, metaDetail],
        total: 4,
      }),
    });
    renderApp('/strategies/M-BTC#factsheet', { language: 'en' });
    const fees = await section('Fees and service details');
    expect(fact(fees, 'Initial/capital-increase fee')).toBe('0.25%');
    expect(fact(fees, 'Switch-in fee')).toBe('0.2%');
    expect(fact(fees, 'Performance fee')).toBe('10%');
    expect(fact(fees, 'Capital-reduction fee (of profit)')).toBe('10%');
    expect(fact(fees, 'Total strategy cost per year')).toBe('1.85%');
    expect(fact(fees, 'Minimum first investment')).toBe('10,000.00 THB');
    expect(fact(fees, 'Minimum next investment')).toBe('10,000.00 THB');
    expect(fact(fees, 'Minimum reduction')).toBe('1,000.00 THB');
    expect(fact(fees, 'Increase business days')).toBe('Every business day');
    expect(fact(fees, 'Order period')).toBe('Orders any time');
    expect(fact(fees, 'Cut-off time')).toBe('14:00');
    expect(fact(fees, 'Settlement')).toBe('Within 2 business days (T+1)');

    const risk = await section('Risk');
    expect(fact(risk, 'Minimum investor risk band')).toBe('Moderate Risk');
    expect(fact(risk, 'Suitable for')).toBe('Long-term investors');
    expect(fact(risk, 'Not suitable for')).toBe('Anyone who needs the money soon');
    const bands = within(risk.getByRole('table', { name: 'Investor risk bands allowed to invest' }));
    // Each band names the real strategies it adds, from the strategies' data.
    expect(
      await bands.findByRole('row', { name: /^21-44 Moderate Risk 11-15% M Bitcoin, M Large Cap$/ }),
    ).toBeVisible();
    expect(bands.getByRole('row', { name: /^61-100 Very High Risk 31% or more M Metaverse$/ })).toBeVisible();
    expect(bands.getByRole('row', { name: /^61-100 Very High Risk 31% or more/ })).toBeVisible();
    expect(bands.queryByRole('rowheader', { name: 'Low Risk' })).toBeNull();

    expect((await section('Maximum drawdown since inception')).getByText(/-35\.20%/)).toBeVisible();
    const factsheet = (await section('Factsheet')).getByRole('button', { name: 'Print the summary' });
    expect(factsheet.closest('section')).toHaveAttribute('id', 'factsheet');

    const actions = await section('Actions');
    expect(actions.getByRole('link', { name: 'Log in to invest' })).toHaveAttribute(
      'href',
      '/auth/login?next=%2Fstrategies%2FM-BTC',
    );
    expect(screen.queryByRole('link', { name: 'Reduce' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'My investment' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Favourite/ })).toBeNull();
    expect(callsTo('GET /portfolio/holdings')).toHaveLength(0);
    expect(callsTo('GET /me/favourites')).toHaveLength(0);
  });

  it('says management has not started yet instead of a drawdown, in Thai', async () => {
    stubApi({
      'GET /strategies/M-NEXTGEN': answerOf(
        '/strategies/{code}',
        'get',
        strategyDetail({
          code: 'M-NEXTGEN',
          managementStarted: false,
          maxDrawdownPercent: null,
          nav: null,
          navDate: null,
          yearlyReturns: [],
        }),
      ),
      'GET /strategies/M-NEXTGEN/nav': answerOf('/strategies/{code}/nav', 'get', { data: [] }),
    });
    renderApp('/strategies/M-NEXTGEN');
    const drawdown = await section('การขาดทุนสูงสุดตั้งแต่จัดตั้ง');
    expect(drawdown.getByText('กลยุทธ์ยังไม่เริ่มบริหาร')).toBeVisible();
    expect(await screen.findByText('ยังไม่มี NAV ในช่วงเวลานี้')).toBeVisible();
    expect(screen.getByText('ยังไม่มีผลตอบแทนรายปี')).toBeVisible();
    expect(fact(await section('สรุปการลงทุน'), 'NAV ต่อหน่วย')).toBe('ยังไม่มี NAV');
  });

  it("shows a signed-in investor's holding with Increase, Reduce and Switch", async () => {
    stubApi({
      'GET /strategies/M-BTC': answerOf('/strategies/{code}', 'get', btc),
      'GET /strategies/M-BTC/nav': navs,
      'GET /portfolio/holdings': answerOf('/portfolio/holdings', 'get', {
        data: [holding(), holding({ strategyCode: 'M-STABLE', units: '10.0000' })],
      }),
      'GET /me/favourites': answerOf('/me/favourites', 'get', { data: [] }),
    });
    renderApp('/strategies/M-BTC', { language: 'en', user: investor });
    const mine = await section('My investment');
    await waitFor(() => expect(fact(mine, 'Units')).toBe('1,234.5678'));
    expect(fact(mine, 'Value')).toBe('15,241.48 THB');
    expect(fact(mine, 'Unrealized profit/loss')).toBe('3,241.48 THB (+27.01%)');
    const actions = await section('Actions');
    expect(actions.getByRole('link', { name: 'Increase' })).toHaveAttribute(
      'href',
      '/strategies/M-BTC/increase',
    );
    expect(actions.getByRole('link', { name: 'Reduce' })).toHaveAttribute('href', '/strategies/M-BTC/reduce');
    expect(actions.getByRole('link', { name: 'Switch' })).toHaveAttribute('href', '/strategies/M-BTC/switch');
    expect(screen.queryByRole('link', { name: 'Log in to invest' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Favourite: M Bitcoin' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('an investor not ready to invest has Increase and Switch disabled with the reason, and can still Reduce', async () => {
    stubApi({
      'GET /strategies/M-BTC': answerOf('/strategies/{code}', 'get', btc),
      'GET /strategies/M-BTC/nav': navs,
      'GET /portfolio/holdings': answerOf('/portfolio/holdings', 'get', { data: [holding()] }),
      'GET /me/favourites': answerOf('/me/favourites', 'get', { data: [] }),
      'GET /kyc/progress': answerOf('/kyc/progress', 'get', {
        ...progressBase,
        steps: [],
        completeness: completeness(7),
        readyToInvest: false,
        case: null,
      }),
    });
    renderApp('/strategies/M-BTC', { language: 'en', user: investor });
    const actions = await section('Actions');
    const increase = await actions.findByRole('button', { name: 'Increase' });
    expect(increase).toBeDisabled();
    expect(increase).toHaveAccessibleDescription(
      'Your account is not ready to invest yet: please complete identity verification and wait for approval. You can still reduce your investments.',
    );
    expect(actions.getByRole('button', { name: 'Switch' })).toBeDisabled();
    expect(actions.queryByRole('link', { name: 'Switch' })).toBeNull();
    expect(actions.getByRole('link', { name: 'Reduce' })).toHaveAttribute('href', '/strategies/M-BTC/reduce');
  });

  it('with switching turned off, Switch is disabled with the reason; Increase and Reduce stay', async () => {
    stubApi({
      'GET /strategies/M-BTC': answerOf('/strategies/{code}', 'get', btc),
      'GET /strategies/M-BTC/nav': navs,
      'GET /portfolio/holdings': answerOf('/portfolio/holdings', 'get', { data: [holding()] }),
      'GET /me/favourites': answerOf('/me/favourites', 'get', { data: [] }),
      'GET /feature-flags': flagsAnswer({ flags: { switching: false } }),
    });
    renderApp('/strategies/M-BTC', { user: investor });
    const actions = await section('ทำรายการ');
    const switchButton = await actions.findByRole('button', { name: 'สับเปลี่ยน' });
    expect(switchButton).toBeDisabled();
    expect(switchButton).toHaveAccessibleDescription('ขณะนี้ยังไม่เปิดให้สับเปลี่ยนกลยุทธ์');
    expect(actions.getByRole('link', { name: 'เพิ่มเงินลงทุน' })).toHaveAttribute(
      'href',
      '/strategies/M-BTC/increase',
    );
    expect(actions.getByRole('link', { name: 'ลดเงินลงทุน' })).toHaveAttribute(
      'href',
      '/strategies/M-BTC/reduce',
    );
  });

  it('tells an investor without a holding they have not invested yet, and offers only Invest', async () => {
    stubApi({
      'GET /strategies/M-STABLE': answerOf('/strategies/{code}', 'get', stableDetail),
      'GET /strategies/M-STABLE/nav': navs,
      'GET /portfolio/holdings': answerOf('/portfolio/holdings', 'get', { data: [holding()] }),
      'GET /me/favourites': answerOf('/me/favourites', 'get', { data: [] }),
    });
    renderApp('/strategies/M-STABLE', { user: investor });
    const mine = await section('การลงทุนของฉัน');
    expect(await mine.findByText('ท่านยังไม่ได้ลงทุนในกลยุทธ์นี้')).toBeVisible();
    const actions = await section('ทำรายการ');
    expect(actions.getByRole('link', { name: 'ลงทุน' })).toHaveAttribute(
      'href',
      '/strategies/M-STABLE/increase',
    );
    expect(actions.queryByRole('link', { name: 'ลดเงินลงทุน' })).toBeNull();
    expect(actions.queryByRole('link', { name: 'สับเปลี่ยน' })).toBeNull();
    // No demo history for this strategy: nothing is labelled as demo.
    expect(screen.queryByText(/ข้อมูลสาธิต/)).toBeNull();
  });

  it('asks for the NAVs of the chosen chart period', async () => {
    const { fetchMock } = stubApi({
      'GET /strategies/M-BTC': answerOf('/strategies/{code}', 'get', btc),
      'GET /strategies/M-BTC/nav': navs,
    });
    const user = userEvent.setup();
    renderApp('/strategies/M-BTC', { language: 'en' });
    const chart = await section('NAV chart');
    const today = bangkokDate(new Date());
    const navUrls = () =>
      fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/nav?'));
    await waitFor(() =>
      expect(navUrls()).toContain(
        `/api/strategies/M-BTC/nav?from=${chartFrom('1Y', today, null)}&to=${today}`,
      ),
    );
    expect(chart.getByRole('button', { name: '1Y' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(chart.getByRole('button', { name: '1M' }));
    expect(chart.getByRole('button', { name: '1M' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(navUrls()).toContain(
        `/api/strategies/M-BTC/nav?from=${chartFrom('1M', today, null)}&to=${today}`,
      ),
    );
    await user.click(chart.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(navUrls()).toContain(`/api/strategies/M-BTC/nav?from=2021-02-15&to=${today}`));
  });

  it('says a strategy that does not exist was not found', async () => {
    stubApi({ 'GET /strategies/M-NOPE': problem(404, 'NOT_FOUND') });
    renderApp('/strategies/M-NOPE');
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่พบกลยุทธ์นี้');
  });
});

describe('chart periods', () => {
  it('counts back whole months, clamped to the shorter month, and starts ALL at registration', () => {
    expect(chartFrom('1M', '2026-11-23', null)).toBe('2026-10-23');
    expect(chartFrom('3M', '2026-05-31', null)).toBe('2026-02-28');
    expect(chartFrom('6M', '2026-03-15', null)).toBe('2025-09-15');
    expect(chartFrom('1Y', '2028-02-29', null)).toBe('2027-02-28');
    expect(chartFrom('ALL', '2026-11-23', '2021-02-15')).toBe('2021-02-15');
    expect(chartFrom('ALL', '2026-11-23', null)).toBe('2000-01-01');
  });
});
