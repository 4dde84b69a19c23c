import { answerOf } from '@fund/contract/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { problem, stubApi } from '../../test/stub-api.ts';
import { suitabilityResult } from '../questionnaires/test-fixtures.ts';
import { completeness, holding, progressBase, readyProgress, summary, transaction } from './test-fixtures.ts';

/** The value shown under a figure's label in the overview's figures list. */
function figure(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

/** A ready investor's overview whose suitability assessment (expiring 8 December 2026) stands as given. */
function overviewWithSuitability(standing: 'VALID' | 'EXPIRING' | 'EXPIRED') {
  return {
    'GET /kyc/progress': readyProgress(),
    'GET /portfolio/summary': answerOf('/portfolio/summary', 'get', summary()),
    'GET /portfolio/holdings': answerOf('/portfolio/holdings', 'get', { data: [holding()] }),
    'GET /kyc/suitability': answerOf('/kyc/suitability', 'get', {
      ...suitabilityResult,
      expiresAt: '2026-12-08T03:00:00.000Z',
      standing,
    }),
  };
}

describe('account overview', () => {
  it('shows every figure, the holdings, the latest transactions and the recommended strategies', async () => {
    stubApi({
      'GET /kyc/progress': readyProgress(),
      'GET /portfolio/summary': answerOf('/portfolio/summary', 'get', summary()),
      'GET /portfolio/holdings': answerOf('/portfolio/holdings', 'get', { data: [holding()] }),
    });
    renderApp('/portfolio', { user: investor, language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account overview' })).toBeVisible();
    expect(await screen.findByText('Total value')).toBeVisible();
    expect(figure('Total value')).toBe('10,500.00');
    expect(figure('Principal value')).toBe('10,000.00');
    expect(figure('Profit from principal')).toBe('500.00');
    expect(figure('Profit from principal (%)')).toBe('+5.00%');
    expect(figure('Total profit/loss')).toBe('-12.34');
    expect(screen.getByText('-12.34')).toHaveClass('pl-negative');
    expect(figure('Accumulated investment')).toBe('25,000.00');
    expect(figure('My strategies')).toBe('1');
    expect(figure('Pending orders')).toBe('Count 1 · 15,000.00 THB');
    expect(screen.getByText('Values as of NAV date 20/11/2026')).toBeVisible();
    // Settled, nothing in transit: no preliminary note, no in-transit figure.
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByText('Switch proceeds in transit')).toBeNull();

    const holdings = screen.getByRole('table', { name: 'My holdings by strategy' });
    const row = within(holdings).getByRole('row', { name: /M Bitcoin/ });
    expect(within(row).getByRole('link', { name: 'M Bitcoin' })).toHaveAttribute('href', '/strategies/M-BTC');
    expect(row).toHaveTextContent('952.3810');
    expect(row).toHaveTextContent('10,500.00');
    expect(row).toHaveTextContent('500.00 (+5.00%)');
    expect(row).toHaveTextContent('100.00%');

    const latest = screen.getByRole('region', { name: 'Latest transactions' });
    expect(within(latest).getByRole('link', { name: 'ORD-20261120-0041' })).toHaveAttribute(
      'href',
      '/orders/41',
    );
    expect(latest).toHaveTextContent('Increase · M Bitcoin');
    expect(latest).toHaveTextContent('Completed');
    expect(within(latest).getByRole('link', { name: 'See all transaction history' })).toHaveAttribute(
      'href',
      '/transactions',
    );

    const recommended = screen.getByRole('region', { name: 'Recommended strategies for your risk profile' });
    expect(within(recommended).getByRole('link', { name: 'M Stable' })).toHaveAttribute(
      'href',
      '/strategies/M-STABLE',
    );
    expect(recommended).toHaveTextContent('Risk level 5');
    expect(recommended).toHaveTextContent('Your risk profile: Moderate');
  });

  it('says the amounts are preliminary while orders are unsettled, in Thai with the Buddhist Era date', async () => {
    stubApi({
      'GET /kyc/progress': readyProgress(),
      'GET /portfolio/summary': answerOf(
        '/portfolio/summary',
        'get',
        summary({
          preliminary: true,
          latestTransactions: [
            transaction({
              kind: 'switch',
              stage: 'confirm',
              toStrategyName: { th: 'เอ็ม สเตเบิล', en: 'M Stable' },
              preliminary: true,
            }),
          ],
        }),
      ),
      'GET /portfolio/holdings': answerOf('/portfolio/holdings', 'get', { data: [holding()] }),
    });
    renderApp('/portfolio', { user: investor });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('ยอดที่แสดงเป็นยอดเบื้องต้นจาก NAV ล่าสุด');
    expect(note).toHaveTextContent('ภายใน 2 วันทำการ');
    expect(note).toHaveTextContent('18:00');
    expect(screen.getByText('มูลค่า ณ วันที่ NAV 20/11/2569')).toBeVisible();
    const latest = screen.getByRole('region', { name: 'รายการล่าสุด' });
    expect(latest).toHaveTextContent('สับเปลี่ยน · เอ็ม บิทคอยน์ → เอ็ม สเตเบิล');
    expect(within(latest).getByText('รอราคา NAV')).toBeVisible();
  });

  it('shows switch proceeds in transit next to the total value, with what they are, in Thai and English', async () => {
    const between = summary({
      preliminary: true,
      totalValue: '8083.24',
      inTransit: '1923.77',
      principalValue: '5735.45',
      profitFromPrincipal: '2347.79',
      strategiesCount: 1,
      pending: { count: 1, amount: '0.00' },
    });
    stubApi({
      'GET /kyc/progress': readyProgress(),
      'GET /portfolio/summary': answerOf('/portfolio/summary', 'get', between),
      'GET /portfolio/holdings': answerOf('/portfolio/holdings', 'get', {
        data: [holding({ value: '6159.47' })],
      }),
    });
    const { unmount } = renderApp('/portfolio', { user: investor });
    expect(await screen.findByText('เงินระหว่างสับเปลี่ยน')).toBeVisible();
    expect(figure('มูลค่ารวม')).toBe('8,083.24');
    expect(figure('เงินระหว่างสับเปลี่ยน')).toBe('1,923.77');
    const notes = screen.getAllByRole('note').map((note) => note.textContent);
    expect(notes).toContainEqual(expect.stringContaining('เงินจากการสับเปลี่ยนออก 1,923.77 บาท'));
    expect(notes).toContainEqual(expect.stringContaining('รวมอยู่ในมูลค่ารวมแล้ว'));
    unmount();

    stubApi({
      'GET /kyc/progress': readyProgress(),
      'GET /portfolio/summary': answerOf('/portfolio/summary', 'get', between),
      'GET /portfolio/holdings': answerOf('/portfolio/holdings', 'get', {
        data: [holding({ value: '6159.47' })],
      }),
    });
    renderApp('/portfolio', { user: investor, language: 'en' });
    expect(await screen.findByText('Switch proceeds in transit')).toBeVisible();
    expect(figure('Switch proceeds in transit')).toBe('1,923.77');
    expect(
      screen.getByText(
        /1,923.77 THB from your switch-out is waiting to buy units .* included in the total value/,
      ),
    ).toBeVisible();
  });

  it('asks an investor who is not ready to invest and has nothing yet to finish KYC instead of showing numbers', async () => {
    stubApi({
      'GET /kyc/progress': readyProgress(false),
      'GET /portfolio/summary': answerOf(
        '/portfolio/summary',
        'get',
        summary({ pending: { count: 0, amount: '0.00' }, latestTransactions: [] }),
      ),
      'GET /portfolio/holdings': answerOf('/portfolio/holdings', 'get', { data: [] }),
    });
    renderApp('/portfolio', { user: investor, language: 'en' });
    expect(
      await screen.findByRole('heading', { name: 'Finish opening your account to start investing' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue verifying my identity' })).toHaveAttribute(
      'href',
      '/kyc',
    );
    expect(screen.queryByText('Total value')).toBeNull();
  });

  it('tells the investor 30 days ahead that the suitability assessment expires, with the way to redo it, in Thai', async () => {
    stubApi(overviewWithSuitability('EXPIRING'));
    renderApp('/portfolio', { user: investor });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      'แบบประเมินความเหมาะสมในการลงทุนของท่านจะหมดอายุวันที่ 08/12/2569 หลังจากนั้นจะเพิ่มเงินลงทุนหรือสับเปลี่ยนกลยุทธ์ไม่ได้จนกว่าจะทำใหม่ การขายคืนยังทำได้ตามปกติ',
    );
    expect(within(note).getByRole('link', { name: 'ทำแบบประเมินใหม่ (ประมาณ 5 นาที)' })).toHaveAttribute(
      'href',
      '/kyc/suitability',
    );
  });

  it('says an expired assessment holds back increases and switches, and shows nothing while it is valid', async () => {
    stubApi(overviewWithSuitability('EXPIRED'));
    const { unmount } = renderApp('/portfolio', { user: investor, language: 'en' });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Your suitability assessment expired on 08/12/2026. Take it again before you add money or switch strategies; reductions stay open.',
    );
    unmount();

    stubApi(overviewWithSuitability('VALID'));
    renderApp('/portfolio', { user: investor, language: 'en' });
    expect(await screen.findByText('Total value')).toBeVisible();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('an account past its revision deadline still sees its holdings, with a notice that it can only reduce', async () => {
    stubApi({
      'GET /kyc/progress': answerOf('/kyc/progress', 'get', {
        ...progressBase,
        steps: [],
        completeness: completeness(8),
        readyToInvest: false,
        case: { status: 'OVERDUE', submittedAt: null, deadline: '2026-11-01', reasons: [] },
      }),
      'GET /portfolio/summary': answerOf('/portfolio/summary', 'get', summary()),
      'GET /portfolio/holdings': answerOf('/portfolio/holdings', 'get', { data: [holding()] }),
    });
    renderApp('/portfolio', { user: investor, language: 'en' });
    expect(await screen.findByText('Total value')).toBeVisible();
    expect(figure('Total value')).toBe('10,500.00');
    expect(screen.getByRole('table', { name: 'My holdings by strategy' })).toHaveTextContent('M Bitcoin');
    expect(screen.getByRole('note')).toHaveTextContent(
      'The deadline to update your information has passed, so new increases and switches are suspended. Please update your information. You can still reduce your investments.',
    );
    expect(
      within(screen.getByRole('note')).getByRole('link', { name: 'Go to identity verification' }),
    ).toHaveAttribute('href', '/kyc');
    expect(
      screen.queryByRole('heading', { name: 'Finish opening your account to start investing' }),
    ).toBeNull();
  });

  it('an account not ready to invest with only a transaction sees the overview and the notice, in Thai', async () => {
    stubApi({
      'GET /kyc/progress': readyProgress(false),
      'GET /portfolio/summary': answerOf(
        '/portfolio/summary',
        'get',
        summary({ pending: { count: 0, amount: '0.00' } }),
      ),
      'GET /portfolio/holdings': answerOf('/portfolio/holdings', 'get', { data: [] }),
    });
    renderApp('/portfolio', { user: investor });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'บัญชีของท่านยังไม่พร้อมลงทุน กรุณายืนยันตัวตนให้ครบและรอการอนุมัติ ท่านยังลดเงินลงทุนได้ตามปกติ',
    );
    expect(screen.getByRole('link', { name: 'ORD-20261120-0041' })).toHaveAttribute('href', '/orders/41');
  });

  it('offers "Browse strategies" to an investor with nothing invested yet', async () => {
    stubApi({
      'GET /kyc/progress': readyProgress(),
      'GET /portfolio/summary': answerOf(
        '/portfolio/summary',
        'get',
        summary({
          asOf: null,
          totalValue: '0.00',
          principalValue: '0.00',
          strategiesCount: 0,
          pending: { count: 0, amount: '0.00' },
          latestTransactions: [],
        }),
      ),
      'GET /portfolio/holdings': answerOf('/portfolio/holdings', 'get', { data: [] }),
    });
    renderApp('/portfolio', { user: investor });
    expect(await screen.findByRole('heading', { name: 'คุณยังไม่มีการลงทุน' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'ดูกลยุทธ์ทั้งหมด' })).toHaveAttribute('href', '/strategies');
    expect(screen.getByRole('link', { name: 'เอ็ม สเตเบิล' })).toHaveAttribute('href', '/strategies/M-STABLE');
    expect(screen.queryByText('มูลค่ารวม')).toBeNull();
  });

  it('reports a failed load in Thai and loads again on "try again"', async () => {
    const { callsTo } = stubApi({
      'GET /kyc/progress': readyProgress(),
      'GET /portfolio/summary': [
        problem(500, 'INTERNAL_ERROR'),
        answerOf('/portfolio/summary', 'get', summary()),
      ],
      'GET /portfolio/holdings': answerOf('/portfolio/holdings', 'get', { data: [holding()] }),
    });
    renderApp('/portfolio', { user: investor });
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่สามารถโหลดภาพรวมบัญชีได้ กรุณาลองใหม่');
    await userEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByText('มูลค่ารวม')).toBeVisible();
    expect(callsTo('GET /portfolio/summary')).toHaveLength(2);
  });

  it('sends a signed-out reader to log in first', async () => {
    stubApi();
    const { router } = renderApp('/portfolio');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe('?next=%2Fportfolio');
  });
});
