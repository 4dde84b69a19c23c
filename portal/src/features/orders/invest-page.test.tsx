import { answerOf } from '@fund/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { descriptionOf } from '../../test/render-with-providers.tsx';
import { flagsAnswer, noContent, problem, stubApi } from '../../test/stub-api.ts';
import {
  batch,
  beforeCutOff,
  btc,
  infra,
  noPin,
  order,
  qrOff,
  qrOn,
  stable,
  withPin,
} from './test-fixtures.ts';

/** Each test drives the whole portal through several typed fields; a shared, busy machine needs headroom. */
const journeyMs = 20_000;

const belowFirst = (minimum: string) => `การลงทุนครั้งแรกในกลยุทธ์นี้ขั้นต่ำ ${minimum} บาท กรุณาระบุจำนวนเงินใหม่`;
const btcLabel = 'จำนวนเงินลงทุนใน บิตคอยน์ (บาท)';
const stableLabel = 'จำนวนเงินลงทุนใน สเตเบิลคอยน์ (บาท)';

function api(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /strategies': answerOf('/strategies', 'get', { data: [btc, stable, infra], total: 3 }),
    'GET /portfolio/holdings': answerOf('/portfolio/holdings', 'get', { data: [] }),
    'GET /orders': answerOf('/orders', 'get', { data: [], total: 0, page: 1 }),
    'GET /calendar/trading-day': answerOf('/calendar/trading-day', 'get', beforeCutOff),
    'GET /feature-flags': flagsAnswer(qrOff),
    'GET /me/security': answerOf('/me/security', 'get', noPin),
    'GET /orders/batches/B-1': answerOf('/orders/batches/{batchRef}', 'get', batch()),
    ...extra,
  });
}

const riskMismatch = () =>
  problem(409, 'ORDER_RISK_MISMATCH', [], {
    details: { strategyCode: 'M-BTC', strategyBand: 'HIGH', customerBand: 'LOW' },
  });

const placed = () =>
  answerOf(
    '/orders',
    'post',
    {
      batchRef: 'B-1',
      orders: [order({ batchRef: 'B-1' }), order({ id: 102, ref: 'ORD-102', strategyCode: 'M-STABLE' })],
    },
    { status: 201 },
  );

async function fillAndContinue(btcAmount: string, stableAmount: string) {
  await userEvent.type(await screen.findByLabelText(btcLabel), btcAmount);
  await userEvent.type(screen.getByLabelText(stableLabel), stableAmount);
  await userEvent.click(screen.getByRole('radio', { name: 'โอนเงินผ่านธนาคาร' }));
  await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
}

describe('first multi-strategy investment (/invest)', { timeout: journeyMs }, () => {
  it('refuses 9,999.99 per strategy and asks for a payment method, before sending', async () => {
    const { callsTo } = api();
    renderApp('/invest?codes=M-BTC,M-STABLE', { user: investor });
    await userEvent.type(await screen.findByLabelText(btcLabel), '9,999.99');
    await userEvent.type(screen.getByLabelText(stableLabel), '10000');
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(descriptionOf(screen.getByLabelText(btcLabel))).toContain(belowFirst('10,000.00'));
    expect(descriptionOf(screen.getByLabelText(stableLabel))).not.toContain('กรุณาระบุจำนวนเงินใหม่');
    // Spec §5: at least one deposit method must be chosen.
    expect(screen.getByText('กรุณาเลือกวิธีชำระเงินอย่างน้อย 1 วิธี')).toBeVisible();
    expect(screen.queryByRole('radio', { name: 'QR พร้อมเพย์' })).toBeNull();
    expect(callsTo('POST /orders')).toHaveLength(0);
  });

  it('accepts 10,000.00 per strategy, confirms with fees, total and trade date, and places one batch', async () => {
    const { callsTo } = api({ 'POST /orders': placed() });
    const { router } = renderApp('/invest?codes=M-BTC,M-STABLE', { user: investor });
    await fillAndContinue('10,000.00', '10000');

    expect(screen.getByRole('heading', { name: 'ยืนยันคำสั่ง' })).toBeVisible();
    expect(screen.getByLabelText('จำนวนเงิน (บาท): M-BTC')).toHaveTextContent('10,000.00');
    expect(screen.getByLabelText('ค่าธรรมเนียมโดยประมาณ: M-BTC')).toHaveTextContent('25.00');
    expect(screen.getByLabelText('ยอดรวม')).toHaveTextContent('20,000.00');
    expect(await screen.findByLabelText('วันที่ทำรายการ (ราคา NAV)')).toHaveTextContent('23/11/2569');
    expect(screen.getByText(/จะได้ราคา NAV ของวันนี้ \(23\/11\/2569\)/)).toBeVisible();
    expect(callsTo('POST /orders')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันคำสั่ง' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/batch/B-1'));
    const [call] = callsTo('POST /orders');
    expect(call?.body).toEqual({
      kind: 'increase',
      allocations: [
        { strategyCode: 'M-BTC', amount: '10000.00' },
        { strategyCode: 'M-STABLE', amount: '10000.00' },
      ],
      paymentType: 'BANK_TRANSFER',
    });
    expect(call?.headers.get('Idempotency-Key')).toMatch(/^portal-/);
    expect(await screen.findByText('ส่งคำสั่งเพิ่มเงินลงทุนแล้ว รอการอนุมัติ')).toBeVisible();
    // It lands on the investment's own page: both orders and the one payment for them.
    expect(await screen.findByRole('heading', { level: 1, name: 'ลงทุนหลายกลยุทธ์ B-1' })).toBeVisible();
  });

  it('needs at least two strategies: removing one refuses, adding another is allowed', async () => {
    const { callsTo } = api();
    renderApp('/invest?codes=M-BTC,M-STABLE', { user: investor });
    await userEvent.click(await screen.findByRole('button', { name: 'นำ สเตเบิลคอยน์ ออก' }));
    expect(screen.queryByLabelText(stableLabel)).toBeNull();
    await userEvent.type(screen.getByLabelText(btcLabel), '10000');
    await userEvent.click(screen.getByRole('radio', { name: 'โอนเงินผ่านธนาคาร' }));
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(screen.getByRole('alert')).toHaveTextContent('กรุณาเลือกอย่างน้อย 2 กลยุทธ์');

    await userEvent.selectOptions(screen.getByLabelText('กลยุทธ์ที่ต้องการเพิ่ม'), 'M-INFRA');
    await userEvent.click(screen.getByRole('button', { name: 'เพิ่มกลยุทธ์' }));
    await userEvent.type(screen.getByLabelText('จำนวนเงินลงทุนใน โครงสร้างพื้นฐาน (บาท)'), '15000');
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(screen.getByLabelText('ยอดรวม')).toHaveTextContent('25,000.00');
    expect(callsTo('POST /orders')).toHaveLength(0);
  });

  it('offers the PromptPay QR only while the depositWithQRPayment flag is on', async () => {
    api({ 'GET /feature-flags': flagsAnswer(qrOn) });
    renderApp('/invest?codes=M-BTC,M-STABLE', { user: investor, language: 'en' });
    expect(await screen.findByRole('radio', { name: 'PromptPay QR' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Bank transfer' })).not.toBeChecked();
  });

  it('asks the PIN, then on a risk mismatch resends the same order with the acceptance', async () => {
    const { callsTo } = api({
      'GET /me/security': answerOf('/me/security', 'get', withPin),
      'POST /me/security/pin/verify': noContent(),
      'POST /orders': [riskMismatch(), placed()],
    });
    const { router } = renderApp('/invest?codes=M-BTC,M-STABLE', { user: investor });
    await fillAndContinue('10000', '10000');
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันคำสั่ง' }));
    const pinDialog = await screen.findByRole('dialog', { name: 'กรอก PIN' });
    expect(callsTo('POST /orders')).toHaveLength(0);
    await userEvent.type(within(pinDialog).getByLabelText('PIN 6 หลัก'), '123456');
    await userEvent.click(within(pinDialog).getByRole('button', { name: 'ยืนยัน' }));

    const warning = await screen.findByRole('dialog', { name: 'คำเตือนความเสี่ยง' });
    expect(warning).toHaveTextContent('ระดับความเสี่ยงขั้นต่ำของกลยุทธ์ บิตคอยน์: สูง');
    expect(warning).toHaveTextContent('ระดับความเสี่ยงที่ท่านรับได้: ต่ำ');
    await userEvent.click(within(warning).getByRole('button', { name: 'ยอมรับความเสี่ยงและดำเนินการต่อ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/batch/B-1'));

    const [first, second] = callsTo('POST /orders');
    expect(first?.body).toMatchObject({ pin: '123456' });
    expect(first?.body).not.toHaveProperty('acceptRiskMismatch');
    expect(second?.body).toMatchObject({ pin: '123456', acceptRiskMismatch: true });
    // One key per confirmation screen: the resend can never place a second order.
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
  });

  it("the risk warning lists, by name and band, every strategy of the investment above the investor's band", async () => {
    api({
      'POST /orders': problem(409, 'ORDER_RISK_MISMATCH', [], {
        details: {
          strategyCode: 'M-BTC',
          strategyBand: 'HIGH',
          customerBand: 'LOW',
          strategies: [
            { strategyCode: 'M-BTC', strategyBand: 'HIGH' },
            { strategyCode: 'M-INFRA', strategyBand: 'VERY_HIGH' },
          ],
        },
      }),
    });
    renderApp('/invest?codes=M-BTC,M-INFRA', { user: investor, language: 'en' });
    await userEvent.type(await screen.findByLabelText('Amount to invest in Bitcoin (THB)'), '10000');
    await userEvent.type(screen.getByLabelText('Amount to invest in Infrastructure (THB)'), '10000');
    await userEvent.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    const warning = await screen.findByRole('dialog', { name: 'Risk warning' });
    const items = within(warning).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent("Bitcoin's minimum risk level: High");
    expect(items[1]).toHaveTextContent("Infrastructure's minimum risk level: Very high");
    expect(items[2]).toHaveTextContent('Your risk tolerance: Low');
  });

  it('"read the factsheet" opens it in a new tab, and going back keeps the order as typed', async () => {
    const { callsTo } = api({ 'POST /orders': riskMismatch() });
    const { router } = renderApp('/invest?codes=M-BTC,M-STABLE', { user: investor, language: 'en' });
    await userEvent.type(await screen.findByLabelText('Amount to invest in Bitcoin (THB)'), '10000');
    await userEvent.type(screen.getByLabelText('Amount to invest in Stablecoin (THB)'), '12345');
    await userEvent.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    const warning = await screen.findByRole('dialog', { name: 'Risk warning' });
    const factsheet = within(warning).getByRole('link', {
      name: 'Read the factsheet of Bitcoin (opens in a new tab)',
    });
    expect(factsheet).toHaveAttribute('href', '/strategies/M-BTC#factsheet');
    expect(factsheet).toHaveAttribute('target', '_blank');
    expect(factsheet).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(within(warning).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/invest');
    await userEvent.click(screen.getByRole('button', { name: 'Edit the order' }));
    expect(screen.getByLabelText('Amount to invest in Stablecoin (THB)')).toHaveValue('12345');
    expect(callsTo('POST /orders')).toHaveLength(1);
  });

  it('an API refusal of one allocation goes back to the form, in Thai, next to that amount', async () => {
    api({
      'POST /orders': problem(422, 'ORDER_BELOW_MINIMUM_FIRST', [
        { field: 'allocations.1.amount', code: 'ORDER_BELOW_MINIMUM_FIRST', message: 'below' },
      ]),
    });
    renderApp('/invest?codes=M-BTC,M-STABLE', { user: investor });
    await fillAndContinue('10000', '10000');
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันคำสั่ง' }));
    // No minimum in the answer: the message still reads whole, with the spec's 10,000.
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText(stableLabel))).toContain(belowFirst('10,000')),
    );
    expect(descriptionOf(screen.getByLabelText(btcLabel))).not.toContain('กรุณาระบุจำนวนเงินใหม่');
  });

  it("each strategy's own minimum is checked and named before sending", async () => {
    const { callsTo } = api({
      'GET /strategies': answerOf('/strategies', 'get', {
        data: [{ ...btc, minimums: { ...btc.minimums, firstInvestment: '30000.00' } }, stable, infra],
        total: 3,
      }),
    });
    renderApp('/invest?codes=M-BTC,M-STABLE', { user: investor });
    await fillAndContinue('20000', '10000');
    expect(descriptionOf(screen.getByLabelText(btcLabel))).toContain(belowFirst('30,000.00'));
    expect(callsTo('POST /orders')).toHaveLength(0);
  });

  it("the API's refusal names the strategy's minimum (details.minimum) next to that strategy's amount", async () => {
    api({
      'POST /orders': problem(422, 'ORDER_BELOW_MINIMUM_FIRST', [], {
        details: { strategyCode: 'M-STABLE', minimum: '25000.00' },
      }),
    });
    renderApp('/invest?codes=M-BTC,M-STABLE', { user: investor, language: 'en' });
    await userEvent.type(await screen.findByLabelText('Amount to invest in Bitcoin (THB)'), '10000');
    await userEvent.type(screen.getByLabelText('Amount to invest in Stablecoin (THB)'), '10000');
    await userEvent.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('Amount to invest in Stablecoin (THB)'))).toContain(
        'The minimum first investment in this strategy is 25,000.00 baht. Please enter a new amount.',
      ),
    );
  });

  it('another refusal stays on the confirmation, translated', async () => {
    api({ 'POST /orders': problem(403, 'ORDER_SUITABILITY_REQUIRED') });
    renderApp('/invest?codes=M-BTC,M-STABLE', { user: investor });
    await fillAndContinue('10000', '10000');
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันคำสั่ง' }));
    expect(await screen.findByText('ท่านยังไม่ได้ทำแบบประเมินความเหมาะสม หรือแบบประเมินหมดอายุ')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'ยืนยันคำสั่ง' })).toBeVisible();
    // An expired assessment is redone in a few minutes: the way there sits with the reason.
    expect(
      within(screen.getByRole('alert')).getByRole('link', { name: 'ทำแบบประเมินใหม่ (ประมาณ 5 นาที)' }),
    ).toHaveAttribute('href', '/kyc/suitability');
  });

  it('holdings that fail to load are a load failure with "try again", not "holds nothing"', async () => {
    api({
      'GET /portfolio/holdings': [
        problem(503, 'INTERNAL_ERROR'),
        answerOf('/portfolio/holdings', 'get', { data: [] }),
      ],
    });
    renderApp('/invest?codes=M-BTC,M-STABLE', { user: investor });
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่สามารถโหลดข้อมูลได้ กรุณาลองใหม่อีกครั้ง');
    expect(screen.queryByLabelText(btcLabel)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByLabelText(btcLabel)).toBeVisible();
  });
});
