import { answerOf } from '@fund/contract/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { order } from '../orders/test-fixtures.ts';
import type { Payout } from './api.ts';

const reduction = order({
  id: 301,
  ref: 'ORD-20261204-000301',
  kind: 'reduce',
  stage: 'success',
  paymentType: null,
  receiveType: 'BANK_ACCOUNT',
});

const payout = (overrides: Partial<Payout>): Payout => ({
  id: 9,
  orderId: 301,
  orderRef: reduction.ref,
  strategyCode: 'M-BTC',
  tradeDate: '2026-12-04',
  valueDate: '2026-12-08',
  units: '100.0000',
  nav: '12.3457',
  fee: '2.35',
  amount: '1232.22',
  receiveType: 'BANK',
  bankCode: '004',
  bankNameTh: 'ธนาคารกสิกรไทย',
  bankNameEn: 'Kasikornbank',
  accountEnding: '7890',
  walletNetwork: null,
  walletAddressShort: '',
  status: 'PENDING',
  holdReason: null,
  bankReference: null,
  paidAt: null,
  failureReason: null,
  failedAt: null,
  returnedAt: null,
  createdAt: '2026-12-04T11:00:00.000Z',
  ...overrides,
});

describe('a settled reduction shows its payout on the order page', { timeout: 20_000 }, () => {
  it('pending: the amount, the account by its ending and the value date, in Thai', async () => {
    stubApi({
      'GET /orders/301': answerOf('/orders/{id}', 'get', reduction),
      'GET /payouts': answerOf('/payouts', 'get', [payout({})]),
    });
    renderApp('/orders/301', { user: investor });
    expect(await screen.findByRole('heading', { name: 'การรับเงินค่าขายคืน' })).toBeVisible();
    expect(screen.getByLabelText('จำนวนเงินที่ได้รับ (บาท)')).toHaveTextContent('1,232.22');
    expect(screen.getByLabelText('บัญชีที่รับเงิน')).toHaveTextContent('ธนาคารกสิกรไทย ลงท้ายด้วย 7890');
    expect(screen.getByLabelText('วันที่เงินเข้าบัญชี')).toHaveTextContent('08/12/2569');
    expect(screen.getByText('รอโอนเงิน')).toBeVisible();
    expect(screen.queryByLabelText('เลขที่อ้างอิงธนาคาร')).toBeNull();
  });

  it('paid: the bank reference; failed: the reason and what to do', async () => {
    stubApi({
      'GET /orders/301': answerOf('/orders/{id}', 'get', reduction),
      'GET /payouts': answerOf('/payouts', 'get', [
        payout({ status: 'PAID', bankReference: 'KB-7781', paidAt: '2026-12-08T03:00:00.000Z' }),
      ]),
    });
    const { unmount } = renderApp('/orders/301', { user: investor });
    expect(await screen.findByLabelText('เลขที่อ้างอิงธนาคาร')).toHaveTextContent('KB-7781');
    expect(screen.getByText('โอนเงินแล้ว')).toBeVisible();
    unmount();

    stubApi({
      'GET /orders/301': answerOf('/orders/{id}', 'get', reduction),
      'GET /payouts': answerOf('/payouts', 'get', [
        payout({ status: 'FAILED', failureReason: 'Account closed' }),
      ]),
    });
    renderApp('/orders/301', { user: investor });
    expect(await screen.findByLabelText('สาเหตุที่โอนไม่สำเร็จ')).toHaveTextContent('Account closed');
    expect(screen.getByText(/กรุณายื่นคำขอเปลี่ยนบัญชีในโปรไฟล์/)).toBeVisible();
  });

  it('a wallet payout: the network and the address’s ends, and the transaction hash once paid', async () => {
    const hash = `0x${'ab'.repeat(32)}`;
    stubApi({
      'GET /orders/301': answerOf('/orders/{id}', 'get', { ...reduction, receiveType: 'WALLET' }),
      'GET /payouts': answerOf('/payouts', 'get', [
        payout({
          receiveType: 'WALLET',
          bankCode: null,
          bankNameTh: null,
          bankNameEn: null,
          accountEnding: '',
          walletNetwork: 'ETH',
          walletAddressShort: '0x5aAe…1BeAed',
          status: 'PAID',
          bankReference: hash,
          paidAt: '2026-12-08T03:00:00.000Z',
        }),
      ]),
    });
    renderApp('/orders/301', { user: investor });
    expect(await screen.findByLabelText('บัญชีที่รับเงิน')).toHaveTextContent('กระเป๋าเงินดิจิทัล ETH 0x5aAe…1BeAed');
    expect(screen.getByLabelText('เลขที่ธุรกรรม (transaction hash)')).toHaveTextContent(hash);
    expect(screen.queryByLabelText('เลขที่อ้างอิงธนาคาร')).toBeNull();
  });
});
