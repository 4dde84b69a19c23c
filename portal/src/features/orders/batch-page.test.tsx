import { answerOf } from '@fund/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { flagsAnswer, noContent, problem, stubApi } from '../../test/stub-api.ts';
import { batch, deposit, noPin, order, qrOff, withPin } from './test-fixtures.ts';

/** Each test drives the whole portal; a shared, busy machine needs headroom. */
const journeyMs = 20_000;

describe('multi-strategy investment page (/orders/batch/:batchRef)', { timeout: journeyMs }, () => {
  it('shows every order with its strategy, amount, fee, trade date and stage, the total and the cut-off note', async () => {
    stubApi({
      'GET /orders/batches/B-1': answerOf('/orders/batches/{batchRef}', 'get', batch()),
      'GET /me/security': answerOf('/me/security', 'get', noPin),
    });
    renderApp('/orders/batch/B-1', { user: investor });
    expect(await screen.findByRole('heading', { level: 1, name: 'ลงทุนหลายกลยุทธ์ B-1' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'บิตคอยน์' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'สเตเบิลคอยน์' })).toBeVisible();
    expect(screen.getByLabelText('จำนวนเงิน (บาท): M-BTC')).toHaveTextContent('10,000.00');
    expect(screen.getByLabelText('ค่าธรรมเนียมโดยประมาณ (บาท): M-BTC')).toHaveTextContent('25.00');
    expect(screen.getByLabelText('จำนวนเงิน (บาท): M-STABLE')).toHaveTextContent('15,000.50');
    expect(screen.getByLabelText('ค่าธรรมเนียมโดยประมาณ (บาท): M-STABLE')).toHaveTextContent('0.00');
    expect(screen.getByLabelText('วันที่ทำรายการ (ราคา NAV): M-BTC')).toHaveTextContent('23/11/2569');
    expect(screen.getByLabelText('สถานะ: M-BTC')).toHaveTextContent('รอชำระเงิน');
    expect(screen.getByLabelText('ยอดรวม (บาท)')).toHaveTextContent('25,000.50');
    expect(screen.getByLabelText('ค่าธรรมเนียมรวม (บาท)')).toHaveTextContent('25.00');
    expect(screen.getByText(/คำสั่งที่ยืนยันก่อน 14:00 น. ของวันทำการจะได้ราคา NAV ของวันนั้น/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'ดูรายการ ORD-101' })).toHaveAttribute('href', '/orders/101');
    expect(screen.getByRole('link', { name: 'ดูรายการ ORD-102' })).toHaveAttribute('href', '/orders/102');
    // Not paid yet: one "Pay" for the whole investment.
    expect(screen.getByText(/ยังไม่ได้ชำระเงิน/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'ชำระเงิน (โอนเงินผ่านธนาคาร)' })).toBeVisible();
  });

  it('names the strategies in English for an English reader, and says a settled fee is the fee', async () => {
    const settled = batch({
      orders: batch().orders.map((o) => ({ ...o, stage: 'success' as const, fee: o.estimatedFee })),
      deposit: deposit({ status: 'VERIFIED' }),
    });
    stubApi({ 'GET /orders/batches/B-1': answerOf('/orders/batches/{batchRef}', 'get', settled) });
    renderApp('/orders/batch/B-1', { user: investor, language: 'en' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Bitcoin' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Stablecoin' })).toBeVisible();
    expect(screen.getByLabelText('Fee (THB): M-BTC')).toHaveTextContent('25.00');
    expect(screen.getByLabelText('Status: M-STABLE')).toHaveTextContent('Completed');
    expect(screen.getByLabelText('Payment status')).toHaveTextContent('Verified');
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('shows the one deposit paying the batch, with a link to it and no second "Pay"', async () => {
    stubApi({
      'GET /orders/batches/B-1': answerOf('/orders/batches/{batchRef}', 'get', batch({ deposit: deposit() })),
    });
    renderApp('/orders/batch/B-1', { user: investor });
    expect(await screen.findByLabelText('เลขที่การชำระเงิน')).toHaveTextContent('DEP-20261123-000055');
    expect(screen.getByLabelText('จำนวนเงินที่ชำระ (บาท)')).toHaveTextContent('25,000.50');
    expect(screen.getByLabelText('สถานะการชำระเงิน')).toHaveTextContent('รอหลักฐานการโอนเงิน');
    expect(screen.getByRole('link', { name: 'ชำระเงิน DEP-20261123-000055' })).toHaveAttribute(
      'href',
      '/deposits/55',
    );
    expect(screen.queryByRole('button', { name: /^ชำระเงิน/ })).toBeNull();
  });

  it('"Pay" uses the method chosen with the order, asks the PIN when set, then opens one deposit for the batch', async () => {
    const { callsTo } = stubApi({
      'GET /orders/batches/B-1': answerOf('/orders/batches/{batchRef}', 'get', batch()),
      'GET /feature-flags': flagsAnswer(qrOff),
      'GET /me/security': answerOf('/me/security', 'get', withPin),
      'POST /me/security/pin/verify': noContent(),
      'POST /deposits': answerOf('/deposits', 'post', deposit(), { status: 201 }),
    });
    const { router } = renderApp('/orders/batch/B-1', { user: investor });
    await userEvent.click(await screen.findByRole('button', { name: 'ชำระเงิน (โอนเงินผ่านธนาคาร)' }));
    // One payment-method question: the one asked with the order.
    expect(screen.queryByRole('dialog', { name: 'เลือกวิธีชำระเงิน' })).toBeNull();
    const pinDialog = await screen.findByRole('dialog', { name: 'กรอก PIN' });
    expect(callsTo('POST /deposits')).toHaveLength(0);
    await userEvent.type(within(pinDialog).getByLabelText('PIN 6 หลัก'), '123456');
    await userEvent.click(within(pinDialog).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deposits/55'));
    expect(callsTo('POST /deposits')).toHaveLength(1);
    expect(callsTo('POST /deposits')[0]?.body).toEqual({
      orderId: 101,
      method: 'BANK_TRANSFER',
      pin: '123456',
    });
  });

  it('a rejected deposit shows its reason and offers to pay again', async () => {
    stubApi({
      'GET /orders/batches/B-1': answerOf(
        '/orders/batches/{batchRef}',
        'get',
        batch({ deposit: deposit({ status: 'REJECTED', rejectReason: 'ชื่อบัญชีผู้โอนไม่ตรงกัน' }) }),
      ),
      'GET /me/security': answerOf('/me/security', 'get', noPin),
    });
    renderApp('/orders/batch/B-1', { user: investor });
    expect(await screen.findByLabelText('สถานะการชำระเงิน')).toHaveTextContent('ถูกปฏิเสธ');
    expect(screen.getByText('เหตุผล: ชื่อบัญชีผู้โอนไม่ตรงกัน')).toBeVisible();
    expect(screen.getByText('การชำระเงินถูกปฏิเสธ กรุณาชำระเงินใหม่')).toBeVisible();
    expect(screen.getByRole('button', { name: 'ชำระเงิน' })).toBeVisible();
  });

  it('another investor’s or an unknown batch is a load failure, in Thai', async () => {
    stubApi({ 'GET /orders/batches/B-x-2': problem(404, 'NOT_FOUND') });
    renderApp('/orders/batch/B-x-2', { user: investor });
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่สามารถโหลดข้อมูลได้ กรุณาลองใหม่อีกครั้ง');
  });

  it('the order page’s batch line links to the batch page', async () => {
    stubApi({
      'GET /orders/101': answerOf('/orders/{id}', 'get', order({ batchRef: 'B-1' })),
      'GET /deposits': answerOf('/deposits', 'get', { data: [], total: 0, page: 1 }),
      'GET /orders/batches/B-1': answerOf('/orders/batches/{batchRef}', 'get', batch()),
    });
    const { router } = renderApp('/orders/101', { user: investor });
    await userEvent.click(await screen.findByRole('link', { name: 'ลงทุนหลายกลยุทธ์ เลขที่ B-1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/batch/B-1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'ลงทุนหลายกลยุทธ์ B-1' })).toBeVisible();
  });
});
