import { answerOf } from '@fund/contract/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { descriptionOf } from '../../test/render-with-providers.tsx';
import { flagsAnswer, problem, stubApi } from '../../test/stub-api.ts';
import { completeness, progressBase } from '../portfolio/test-fixtures.ts';
import { afterCutOff, btc, detail, holding, noPin, order, qrOn } from './test-fixtures.ts';

/** Each test drives the whole portal through several typed fields; a shared, busy machine needs headroom. */
const journeyMs = 20_000;

function api(holdings: ReturnType<typeof holding>[], extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /strategies/M-BTC': answerOf(
      '/strategies/{code}',
      'get',
      detail({
        ...btc,
        minimums: { firstInvestment: '20000.00', nextInvestment: '10000.00', reductionValue: '1000.00' },
      }),
    ),
    'GET /portfolio/holdings': answerOf('/portfolio/holdings', 'get', { data: holdings }),
    'GET /orders': answerOf('/orders', 'get', { data: [], total: 0, page: 1 }),
    'GET /calendar/trading-day': answerOf('/calendar/trading-day', 'get', afterCutOff),
    'GET /feature-flags': flagsAnswer(qrOn),
    'GET /me/security': answerOf('/me/security', 'get', noPin),
    ...extra,
  });
}

describe('increase (/strategies/:code/increase)', { timeout: journeyMs }, () => {
  it('an investor who holds nothing is sent to the multi-strategy investment (at least 2 strategies)', async () => {
    api([]);
    renderApp('/strategies/M-BTC/increase', { user: investor });
    expect(await screen.findByText('การลงทุนครั้งแรกต้องเลือกอย่างน้อย 2 กลยุทธ์')).toBeVisible();
    expect(screen.getByRole('link', { name: 'ลงทุนในหลายกลยุทธ์' })).toHaveAttribute(
      'href',
      '/invest?codes=M-BTC',
    );
    expect(screen.queryByLabelText('จำนวนเงิน (บาท)')).toBeNull();
  });

  it('a first investment in this strategy needs its minimum first', async () => {
    api([holding('M-STABLE', '100.0000')]);
    renderApp('/strategies/M-BTC/increase', { user: investor });
    const amount = await screen.findByLabelText('จำนวนเงิน (บาท)');
    expect(descriptionOf(amount)).toContain('ลงทุนครั้งแรกขั้นต่ำ 20,000.00 บาท');
    await userEvent.type(amount, '19999.99');
    await userEvent.click(screen.getByRole('radio', { name: 'QR พร้อมเพย์' }));
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(descriptionOf(amount)).toContain('การลงทุนครั้งแรกในกลยุทธ์นี้ขั้นต่ำ 20,000.00 บาท กรุณาระบุจำนวนเงินใหม่');
  });

  it("the API's refusal names the strategy's minimum it sends (details.minimum)", async () => {
    api([holding('M-BTC', '5.0000')], {
      'POST /orders': problem(422, 'ORDER_BELOW_MINIMUM_TOP_UP', [], {
        details: { strategyCode: 'M-BTC', minimum: '15000.00' },
      }),
    });
    renderApp('/strategies/M-BTC/increase', { user: investor });
    const amount = await screen.findByLabelText('จำนวนเงิน (บาท)');
    await userEvent.type(amount, '12000');
    await userEvent.click(screen.getByRole('radio', { name: 'QR พร้อมเพย์' }));
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันคำสั่ง' }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('จำนวนเงิน (บาท)'))).toContain(
        'การเพิ่มเงินลงทุนในกลยุทธ์นี้ขั้นต่ำครั้งละ 15,000.00 บาท กรุณาระบุจำนวนเงินใหม่',
      ),
    );
  });

  it('a top-up of 10,000.00 is accepted, confirmed with fee and the next-day trade date after 14:00', async () => {
    const { callsTo } = api([holding('M-BTC', '5.0000')], {
      'POST /orders': answerOf('/orders', 'post', order({ id: 11 }), { status: 201 }),
    });
    const { router } = renderApp('/strategies/M-BTC/increase', { user: investor, language: 'en' });
    const amount = await screen.findByLabelText('Amount (THB)');
    expect(descriptionOf(amount)).toContain('Minimum top-up 10,000.00 THB');
    await userEvent.type(amount, '9999.99');
    await userEvent.click(screen.getByRole('radio', { name: 'PromptPay QR' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(descriptionOf(amount)).toContain(
      'Each top-up in this strategy is at least 10,000.00 baht. Please enter a new amount.',
    );
    await userEvent.clear(amount);
    await userEvent.type(amount, '10000.00');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Estimated fee')).toHaveTextContent('25.00');
    expect(screen.getByLabelText('Estimated net investment')).toHaveTextContent('9,975.00');
    expect(screen.getByLabelText('Trade date (NAV date)')).toHaveTextContent('24/11/2026');
    expect(screen.getByText(/the next business day's NAV \(24\/11\/2026\)/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/11'));
    expect(callsTo('POST /orders')[0]?.body).toEqual({
      kind: 'increase',
      strategyCode: 'M-BTC',
      amount: '10000.00',
      paymentType: 'QR_PAYMENT',
    });
  });

  it('a blocked account is told why instead of getting the form', async () => {
    api([holding('M-BTC', '5.0000')], {
      'GET /kyc/progress': answerOf('/kyc/progress', 'get', {
        ...progressBase,
        steps: [],
        completeness: completeness(9),
        readyToInvest: false,
        case: { status: 'BLOCKED', submittedAt: null, deadline: null, reasons: [] },
      }),
    });
    renderApp('/strategies/M-BTC/increase', { user: investor });
    expect(
      await screen.findByText('บัญชีของท่านถูกจำกัดตามนโยบายของบริษัท จึงเพิ่มเงินลงทุนหรือสับเปลี่ยนไม่ได้'),
    ).toBeVisible();
    expect(screen.queryByLabelText('จำนวนเงิน (บาท)')).toBeNull();
    expect(screen.queryByRole('button', { name: 'ถัดไป' })).toBeNull();
  });

  it('holdings that fail to load are a load failure with "try again", not a first investment', async () => {
    const { callsTo } = api([], {
      'GET /portfolio/holdings': [
        problem(500, 'INTERNAL_ERROR'),
        answerOf('/portfolio/holdings', 'get', { data: [holding('M-BTC', '5.0000')] }),
      ],
    });
    renderApp('/strategies/M-BTC/increase', { user: investor });
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่สามารถโหลดข้อมูลได้ กรุณาลองใหม่อีกครั้ง');
    expect(screen.queryByLabelText('จำนวนเงิน (บาท)')).toBeNull();
    expect(screen.queryByText('การลงทุนครั้งแรกต้องเลือกอย่างน้อย 2 กลยุทธ์')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    const amount = await screen.findByLabelText('จำนวนเงิน (บาท)');
    expect(descriptionOf(amount)).toContain('เพิ่มเงินลงทุนขั้นต่ำครั้งละ 10,000.00 บาท');
    expect(callsTo('GET /portfolio/holdings').length).toBeGreaterThanOrEqual(2);
  });

  it('a top-up right after an unsettled first investment is a top-up: the pending increase counts as a position', async () => {
    const { fetchMock } = api([], {
      'GET /orders': answerOf('/orders', 'get', {
        data: [order({ strategyCode: 'M-BTC', stage: 'confirm' })],
        total: 1,
        page: 1,
      }),
    });
    renderApp('/strategies/M-BTC/increase', { user: investor });
    const amount = await screen.findByLabelText('จำนวนเงิน (บาท)');
    expect(descriptionOf(amount)).toContain('เพิ่มเงินลงทุนขั้นต่ำครั้งละ 10,000.00 บาท');
    expect(screen.queryByText('การลงทุนครั้งแรกต้องเลือกอย่างน้อย 2 กลยุทธ์')).toBeNull();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/orders?pageSize=100');
  });

  it('a switch into another strategy still under way means the investor is no longer starting out', async () => {
    const switching = order({
      kind: 'switch',
      strategyCode: 'M-STABLE',
      stage: 'success',
      legs: {
        out: order({ strategyCode: 'M-STABLE', stage: 'success' }),
        in: order({ id: 102, strategyCode: 'M-INFRA', stage: 'approved' }),
      },
    });
    api([], { 'GET /orders': answerOf('/orders', 'get', { data: [switching], total: 1, page: 1 }) });
    renderApp('/strategies/M-BTC/increase', { user: investor });
    const amount = await screen.findByLabelText('จำนวนเงิน (บาท)');
    // In M-INFRA by the switch, not yet in M-BTC: a first investment in this strategy, on the single-strategy form.
    expect(descriptionOf(amount)).toContain('ลงทุนครั้งแรกขั้นต่ำ 20,000.00 บาท');
  });
});
