import { answerOf } from '@fund/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { flagsAnswer, noContent, problem, stubApi } from '../../test/stub-api.ts';
import type { OrderLeg } from './api.ts';
import {
  afterCutOff,
  beforeCutOff,
  btc,
  deposit,
  infra,
  order,
  qrOff,
  qrOn,
  stable,
  withPin,
} from './test-fixtures.ts';

/** Each test drives the whole portal through several typed fields; a shared, busy machine needs headroom. */
const journeyMs = 20_000;

const leg = (overrides: Partial<OrderLeg>): OrderLeg => ({
  id: 201,
  ref: 'SWO-201',
  strategyCode: 'M-STABLE',
  stage: 'confirm',
  tradeDate: '2026-11-23',
  amount: '1500.00',
  units: '150.0000',
  requestedAmount: '1500.00',
  requestedUnits: null,
  fee: null,
  nav: '10.0000',
  fullRedemption: false,
  riskMismatch: false,
  riskAcceptedAt: null,
  ...overrides,
});

const switchOrder = order({
  id: 201,
  ref: 'SWO-201',
  kind: 'switch',
  strategyCode: 'M-STABLE',
  paymentType: null,
  receiveType: 'SWITCH',
  legs: {
    out: leg({}),
    in: leg({
      id: 202,
      ref: 'SWI-202',
      strategyCode: 'M-INFRA',
      tradeDate: '2026-11-24',
      units: null,
      nav: null,
    }),
  },
});

describe('order page (/orders/:id)', { timeout: journeyMs }, () => {
  it('shows both legs of a switch and cancels it after a confirmation', async () => {
    const { callsTo } = stubApi({
      'GET /orders/201': [
        answerOf('/orders/{id}', 'get', switchOrder),
        answerOf('/orders/{id}', 'get', { ...switchOrder, stage: 'cancelled' }),
      ],
      'GET /calendar/trading-day': answerOf('/calendar/trading-day', 'get', beforeCutOff),
      'POST /orders/201/cancel': answerOf('/orders/{id}/cancel', 'post', {
        ...switchOrder,
        stage: 'cancelled',
      }),
    });
    renderApp('/orders/201', { user: investor });
    expect(await screen.findByRole('heading', { name: 'รายการ SWO-201' })).toBeVisible();
    expect(screen.getByLabelText('ประเภทรายการ')).toHaveTextContent('สับเปลี่ยน');
    expect(screen.getByLabelText('สถานะ')).toHaveTextContent('รอการอนุมัติ');
    expect(screen.getByLabelText('เลขที่อ้างอิง (ขาสับเปลี่ยนออก)')).toHaveTextContent('SWO-201');
    expect(screen.getByLabelText('เลขที่อ้างอิง (ขาสับเปลี่ยนเข้า)')).toHaveTextContent('SWI-202');
    expect(screen.getByLabelText('วันที่ทำรายการ (ราคา NAV) (ขาสับเปลี่ยนเข้า)')).toHaveTextContent('24/11/2569');

    await userEvent.click(await screen.findByRole('button', { name: 'ยกเลิกการสับเปลี่ยน' }));
    const dialog = screen.getByRole('dialog', { name: 'ยกเลิกการสับเปลี่ยนนี้?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ไม่ยกเลิก' }));
    expect(callsTo('POST /orders/201/cancel')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'ยกเลิกการสับเปลี่ยน' }));
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันการยกเลิก' }));
    expect(await screen.findByText('ยกเลิกการสับเปลี่ยนแล้ว')).toBeVisible();
    expect(callsTo('POST /orders/201/cancel')).toHaveLength(1);
    await waitFor(() => expect(screen.getByLabelText('สถานะ')).toHaveTextContent('ยกเลิกแล้ว'));
    expect(screen.queryByRole('button', { name: 'ยกเลิกการสับเปลี่ยน' })).toBeNull();
  });

  it('an approved switch can still be cancelled before 14:00 of its trade date', async () => {
    const approved = { ...switchOrder, stage: 'approved' as const };
    const { callsTo } = stubApi({
      'GET /orders/201': [
        answerOf('/orders/{id}', 'get', approved),
        answerOf('/orders/{id}', 'get', { ...approved, stage: 'cancelled' }),
      ],
      'GET /calendar/trading-day': answerOf('/calendar/trading-day', 'get', beforeCutOff),
      'POST /orders/201/cancel': answerOf('/orders/{id}/cancel', 'post', { ...approved, stage: 'cancelled' }),
    });
    renderApp('/orders/201', { user: investor });
    await userEvent.click(await screen.findByRole('button', { name: 'ยกเลิกการสับเปลี่ยน' }));
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันการยกเลิก' }));
    expect(await screen.findByText('ยกเลิกการสับเปลี่ยนแล้ว')).toBeVisible();
    expect(callsTo('POST /orders/201/cancel')).toHaveLength(1);
  });

  it('an approved switch offers no cancel after 14:00 of its trade date', async () => {
    const { callsTo } = stubApi({
      'GET /orders/201': answerOf('/orders/{id}', 'get', { ...switchOrder, stage: 'approved' }),
      'GET /calendar/trading-day': answerOf('/calendar/trading-day', 'get', afterCutOff),
    });
    renderApp('/orders/201', { user: investor });
    expect(await screen.findByRole('heading', { name: 'รายการ SWO-201' })).toBeVisible();
    await waitFor(() => expect(callsTo('GET /calendar/trading-day')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'ยกเลิกการสับเปลี่ยน' })).toBeNull());
  });

  it('offers no cancel after 14:00 of the trade date', async () => {
    const { callsTo } = stubApi({
      'GET /orders/201': answerOf('/orders/{id}', 'get', switchOrder),
      'GET /calendar/trading-day': answerOf('/calendar/trading-day', 'get', afterCutOff),
    });
    renderApp('/orders/201', { user: investor });
    expect(await screen.findByRole('heading', { name: 'รายการ SWO-201' })).toBeVisible();
    await waitFor(() => expect(callsTo('GET /calendar/trading-day')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'ยกเลิกการสับเปลี่ยน' })).toBeNull());
    expect(screen.getByLabelText('สถานะ')).toHaveTextContent('รอการอนุมัติ');
  });

  it('a refused cancel says why', async () => {
    stubApi({
      'GET /orders/201': answerOf('/orders/{id}', 'get', switchOrder),
      'GET /calendar/trading-day': answerOf('/calendar/trading-day', 'get', beforeCutOff),
      'POST /orders/201/cancel': problem(409, 'ORDER_CANNOT_CANCEL'),
    });
    renderApp('/orders/201', { user: investor });
    await userEvent.click(await screen.findByRole('button', { name: 'ยกเลิกการสับเปลี่ยน' }));
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันการยกเลิก' }));
    expect(
      await screen.findByText('ยกเลิกรายการนี้ไม่ได้ สับเปลี่ยนยกเลิกได้ก่อน 14:00 น. ของวันที่มีผลเท่านั้น'),
    ).toBeVisible();
  });

  it('a cancel the server fails reads "Transaction failed. Please try again."', async () => {
    stubApi({
      'GET /orders/201': answerOf('/orders/{id}', 'get', switchOrder),
      'GET /calendar/trading-day': answerOf('/calendar/trading-day', 'get', beforeCutOff),
      'POST /orders/201/cancel': problem(502, 'INTERNAL_ERROR'),
    });
    renderApp('/orders/201', { user: investor, language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel switch' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel the switch' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Transaction failed. Please try again.');
  });

  it('opening a payment without an answer reads "Transaction failed. Please try again." in Thai', async () => {
    stubApi({
      'GET /orders/101': answerOf('/orders/{id}', 'get', order()),
      'GET /deposits': answerOf('/deposits', 'get', { data: [], total: 0, page: 1 }),
      'GET /feature-flags': flagsAnswer(qrOff),
      'POST /deposits': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderApp('/orders/101', { user: investor });
    await userEvent.click(await screen.findByRole('button', { name: 'ชำระเงิน (โอนเงินผ่านธนาคาร)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ทำรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
  });

  it('an unpaid increase ordered with QR is paid by QR at once: no second payment-method question', async () => {
    const { callsTo } = stubApi({
      'GET /orders/101': answerOf('/orders/{id}', 'get', order({ paymentType: 'QR_PAYMENT' })),
      'GET /deposits': answerOf('/deposits', 'get', { data: [], total: 0, page: 1 }),
      'GET /feature-flags': flagsAnswer(qrOn),
      'POST /deposits': answerOf(
        '/deposits',
        'post',
        deposit({ id: 55, ref: 'DEP20261123000055', method: 'QR_PAYMENT', orderIds: [101] }),
        { status: 201 },
      ),
    });
    const { router } = renderApp('/orders/101', { user: investor });
    expect(await screen.findByText('รอชำระเงิน', { selector: '[role="status"]' })).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'ชำระเงิน (QR พร้อมเพย์)' }));
    expect(screen.queryByRole('dialog', { name: 'เลือกวิธีชำระเงิน' })).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/deposits/55'));
    expect(callsTo('POST /deposits')[0]?.body).toEqual({ orderId: 101, method: 'QR_PAYMENT' });
  });

  it('an unpaid increase without a method: choose QR, create the deposit, open it', async () => {
    const { callsTo } = stubApi({
      'GET /orders/101': answerOf('/orders/{id}', 'get', order({ paymentType: null })),
      'GET /deposits': answerOf('/deposits', 'get', { data: [], total: 0, page: 1 }),
      'GET /feature-flags': flagsAnswer(qrOn),
      'POST /deposits': answerOf(
        '/deposits',
        'post',
        deposit({ id: 55, ref: 'DEP-55', method: 'QR_PAYMENT', orderIds: [101] }),
        { status: 201 },
      ),
    });
    const { router } = renderApp('/orders/101', { user: investor });
    await userEvent.click(await screen.findByRole('button', { name: 'ชำระเงิน' }));
    const dialog = screen.getByRole('dialog', { name: 'เลือกวิธีชำระเงิน' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'QR พร้อมเพย์' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'ไปหน้าชำระเงิน' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deposits/55'));
    const [call] = callsTo('POST /deposits');
    expect(call?.body).toEqual({ orderId: 101, method: 'QR_PAYMENT' });
    expect(call?.headers.get('Idempotency-Key')).toMatch(/^portal-/);
  });

  it(
    'with a PIN set, paying asks the PIN first and sends it with the deposit',
    async () => {
      const { callsTo } = stubApi({
        'GET /orders/101': answerOf('/orders/{id}', 'get', order()),
        'GET /deposits': answerOf('/deposits', 'get', { data: [], total: 0, page: 1 }),
        'GET /feature-flags': flagsAnswer(qrOff),
        'GET /me/security': answerOf('/me/security', 'get', withPin),
        'POST /me/security/pin/verify': noContent(),
        'POST /deposits': answerOf('/deposits', 'post', deposit({ id: 56, ref: 'DEP-56', orderIds: [101] }), {
          status: 201,
        }),
      });
      const { router } = renderApp('/orders/101', { user: investor });
      await userEvent.click(await screen.findByRole('button', { name: 'ชำระเงิน (โอนเงินผ่านธนาคาร)' }));
      const pinDialog = await screen.findByRole('dialog', { name: 'กรอก PIN' });
      expect(callsTo('POST /deposits')).toHaveLength(0);
      await userEvent.type(within(pinDialog).getByLabelText('PIN 6 หลัก'), '123456');
      await userEvent.click(within(pinDialog).getByRole('button', { name: 'ยืนยัน' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/deposits/56'));
      expect(callsTo('POST /deposits')[0]?.body).toEqual({
        orderId: 101,
        method: 'BANK_TRANSFER',
        pin: '123456',
      });
    },
    journeyMs,
  );

  it('a QR refusal (flag off on the server) is shown in Thai', async () => {
    stubApi({
      'GET /orders/101': answerOf('/orders/{id}', 'get', order({ paymentType: 'QR_PAYMENT' })),
      'GET /deposits': answerOf('/deposits', 'get', { data: [], total: 0, page: 1 }),
      'GET /feature-flags': flagsAnswer(qrOff),
      'POST /deposits': problem(409, 'DEPOSIT_QR_DISABLED'),
    });
    renderApp('/orders/101', { user: investor });
    await userEvent.click(await screen.findByRole('button', { name: 'ชำระเงิน (QR พร้อมเพย์)' }));
    expect(await screen.findByText('ขณะนี้ยังไม่เปิดให้ชำระเงินด้วย QR พร้อมเพย์ กรุณาโอนเงินเข้าบัญชีบริษัท')).toBeVisible();
    // Refused now: another method may be chosen.
    await userEvent.click(screen.getByRole('button', { name: 'เลือกวิธีชำระเงินอื่น' }));
    expect(screen.getByRole('dialog', { name: 'เลือกวิธีชำระเงิน' })).toBeVisible();
  });

  it('a paid increase links its deposit instead of "Pay"; a rejected order shows the reason', async () => {
    stubApi({
      'GET /orders/101': answerOf('/orders/{id}', 'get', order()),
      'GET /orders/102': answerOf(
        '/orders/{id}',
        'get',
        order({ id: 102, stage: 'reject', rejectReason: 'ชื่อบัญชีผู้โอนไม่ตรงกัน' }),
      ),
      'GET /deposits': answerOf('/deposits', 'get', {
        data: [deposit({ id: 55, ref: 'DEP-55', orderIds: [101, 102] })],
        total: 1,
        page: 1,
      }),
    });
    const { router } = renderApp('/orders/101', { user: investor });
    expect(await screen.findByRole('link', { name: 'ชำระเงิน DEP-55' })).toHaveAttribute(
      'href',
      '/deposits/55',
    );
    expect(screen.queryByRole('button', { name: /^ชำระเงิน/ })).toBeNull();
    await router.navigate('/orders/102');
    expect(await screen.findByLabelText('เหตุผลที่ปฏิเสธ')).toHaveTextContent('ชื่อบัญชีผู้โอนไม่ตรงกัน');
    expect(screen.getByLabelText('สถานะ')).toHaveTextContent('ไม่อนุมัติ');
  });

  it('a reason the system gave as a code is read in the reader’s language', async () => {
    stubApi({
      'GET /orders/103': answerOf(
        '/orders/{id}',
        'get',
        order({ id: 103, stage: 'reject', rejectReason: 'ORDER_NOT_PAID_IN_TIME' }),
      ),
      // The language switch is offered once the runtime flags say so.
      'GET /feature-flags': flagsAnswer({ flags: { multipleLanguages: true } }),
    });
    const { router } = renderApp('/orders/103', { user: investor });
    expect(await screen.findByLabelText('เหตุผลที่ปฏิเสธ')).toHaveTextContent(
      'ไม่ได้ชำระเงินภายในเวลาที่กำหนด: ไม่ได้รับเงินภายใน 5 วันทำการนับจากวันที่ทำรายการ',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'English' }));
    expect(await screen.findByLabelText('Reason for rejection')).toHaveTextContent(
      'Not paid in time: no payment arrived within 5 business days of the trade date',
    );
    expect(router.state.location.pathname).toBe('/orders/103');
  });

  it('a rejected payment leaves the order to be paid again: the reason and "Pay", no link to the rejected one', async () => {
    const { callsTo } = stubApi({
      'GET /orders/101': answerOf('/orders/{id}', 'get', order()),
      'GET /deposits': answerOf('/deposits', 'get', {
        data: [deposit({ orderIds: [101], status: 'REJECTED', rejectReason: 'ชื่อบัญชีผู้โอนไม่ตรงกัน' })],
        total: 1,
        page: 1,
      }),
      'GET /feature-flags': flagsAnswer(qrOff),
      'POST /deposits': answerOf('/deposits', 'post', deposit({ id: 56, orderIds: [101] }), { status: 201 }),
    });
    const { router } = renderApp('/orders/101', { user: investor });
    expect(await screen.findByText('การชำระเงินถูกปฏิเสธ กรุณาชำระเงินใหม่')).toBeVisible();
    expect(screen.getByText('เหตุผล: ชื่อบัญชีผู้โอนไม่ตรงกัน')).toBeVisible();
    expect(screen.queryByRole('link', { name: /^ชำระเงิน DEP-/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'ชำระเงิน' }));
    await userEvent.click(screen.getByRole('button', { name: 'ไปหน้าชำระเงิน' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deposits/56'));
    expect(callsTo('POST /deposits')[0]?.body).toEqual({ orderId: 101, method: 'BANK_TRANSFER' });
  });

  it('once paid again, the new payment is linked and the rejected one is left out', async () => {
    stubApi({
      'GET /orders/101': answerOf('/orders/{id}', 'get', order()),
      'GET /deposits': answerOf('/deposits', 'get', {
        data: [
          deposit({ id: 56, ref: 'DEP-56', orderIds: [101] }),
          deposit({ id: 55, ref: 'DEP-55', orderIds: [101], status: 'REJECTED', rejectReason: 'ชื่อไม่ตรง' }),
        ],
        total: 2,
        page: 1,
      }),
    });
    renderApp('/orders/101', { user: investor });
    expect(await screen.findByRole('link', { name: 'ชำระเงิน DEP-56' })).toHaveAttribute(
      'href',
      '/deposits/56',
    );
    expect(screen.queryByRole('link', { name: 'ชำระเงิน DEP-55' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^ชำระเงิน/ })).toBeNull();
    expect(screen.queryByText('การชำระเงินถูกปฏิเสธ กรุณาชำระเงินใหม่')).toBeNull();
  });

  it('a reduction by units not settled yet shows its value at the latest NAV, said to be preliminary', async () => {
    stubApi({
      'GET /orders/301': answerOf(
        '/orders/{id}',
        'get',
        order({
          id: 301,
          ref: 'RED-301',
          kind: 'reduce',
          strategyCode: 'M-STABLE',
          stage: 'approved',
          amount: null,
          requestedAmount: null,
          units: '150.5000',
          requestedUnits: '150.5000',
          paymentType: null,
          receiveType: 'BANK_ACCOUNT',
        }),
      ),
      'GET /strategies': answerOf('/strategies', 'get', { data: [btc, stable, infra], total: 3 }),
    });
    renderApp('/orders/301', { user: investor, language: 'en' });
    expect(
      await screen.findByLabelText('Estimated amount, preliminary (latest NAV 10.0000 of 20/11/2026)'),
    ).toHaveTextContent('1,505.00');
    expect(screen.getByLabelText('Strategy')).toHaveTextContent('Stablecoin');
    expect(
      screen.getByText(
        'Awaiting the NAV of the trade date: the figures shown are estimates from the latest NAV.',
      ),
    ).toBeVisible();
  });

  it('a settled reduction shows its amount, no estimate', async () => {
    stubApi({
      'GET /orders/302': answerOf(
        '/orders/{id}',
        'get',
        order({
          id: 302,
          kind: 'reduce',
          strategyCode: 'M-STABLE',
          stage: 'success',
          amount: '1490.00',
          requestedAmount: null,
          units: '150.5000',
          requestedUnits: '150.5000',
          nav: '9.9000',
        }),
      ),
      'GET /strategies': answerOf('/strategies', 'get', { data: [btc, stable, infra], total: 3 }),
    });
    renderApp('/orders/302', { user: investor, language: 'en' });
    expect(await screen.findByLabelText('Amount (THB)')).toHaveTextContent('1,490.00');
    await waitFor(() => expect(screen.getByLabelText('Strategy')).toHaveTextContent('Stablecoin'));
    expect(screen.queryByLabelText(/Estimated amount/)).toBeNull();
  });

  it("a switch's legs read by their strategies' names; a unit-based switch-out shows its estimate", async () => {
    const byUnits = order({
      ...switchOrder,
      amount: null,
      requestedAmount: null,
      units: '100.0000',
      requestedUnits: '100.0000',
      legs: {
        out: leg({
          amount: null,
          requestedAmount: null,
          units: '100.0000',
          requestedUnits: '100.0000',
          nav: null,
        }),
        in: leg({
          id: 202,
          ref: 'SWI-202',
          strategyCode: 'M-INFRA',
          amount: null,
          requestedAmount: null,
          units: null,
          nav: null,
        }),
      },
    });
    stubApi({
      'GET /orders/201': answerOf('/orders/{id}', 'get', byUnits),
      'GET /calendar/trading-day': answerOf('/calendar/trading-day', 'get', beforeCutOff),
      'GET /strategies': answerOf('/strategies', 'get', { data: [btc, stable, infra], total: 3 }),
    });
    renderApp('/orders/201', { user: investor });
    await screen.findByLabelText('กลยุทธ์ (ขาสับเปลี่ยนออก)');
    await waitFor(() =>
      expect(screen.getByLabelText('กลยุทธ์ (ขาสับเปลี่ยนออก)')).toHaveTextContent('สเตเบิลคอยน์'),
    );
    expect(screen.getByLabelText('กลยุทธ์ (ขาสับเปลี่ยนเข้า)')).toHaveTextContent('โครงสร้างพื้นฐาน');
    expect(
      screen.getByLabelText('มูลค่าโดยประมาณ (เบื้องต้น จาก NAV ล่าสุด 10.0000 ณ 20/11/2569) (ขาสับเปลี่ยนออก)'),
    ).toHaveTextContent('1,000.00');
    expect(screen.queryByLabelText(/มูลค่าโดยประมาณ .*\(ขาสับเปลี่ยนเข้า\)/)).toBeNull();
  });
});
