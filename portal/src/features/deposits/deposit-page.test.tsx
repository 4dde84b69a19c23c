import { answerOf } from '@fund/contract/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { problem, stubApi } from '../../test/stub-api.ts';
import type { Deposit } from './api.ts';
import { depositRefreshInterval, qrRecheckMs } from './api.ts';
import { slipProblem } from './slip-upload.tsx';

/** Each test drives the whole portal through several typed fields; a shared, busy machine needs headroom. */
const journeyMs = 20_000;

const transfer: Deposit = {
  id: 55,
  ref: 'DEP-55',
  amount: '20000.00',
  method: 'BANK_TRANSFER',
  status: 'AWAITING_SLIP',
  orderIds: [101, 102],
  slipUploaded: false,
  rejectReason: null,
  createdAt: '2026-11-23T03:00:00.000Z',
  verifiedAt: null,
  companyAccount: {
    bankName: { th: 'ธนาคารกสิกรไทย', en: 'Kasikornbank' },
    branch: { th: 'สาขาสีลม', en: 'Silom branch' },
    accountNumber: '123-4-56789-0',
    accountName: { th: 'บริษัท เอ็มฟันด์ จำกัด', en: 'MFund Co., Ltd.' },
  },
};

/** A file's bytes (jsdom's File has no arrayBuffer()). */
const bytesOf = (file: File) =>
  new Promise<number[]>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve([...new Uint8Array(reader.result as ArrayBuffer)]);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });

const slip = (name = 'slip.png', type = 'image/png', bytes = 1024) =>
  new File([new Uint8Array(bytes)], name, { type });

describe('deposit page (/deposits/:id)', { timeout: journeyMs }, () => {
  it('a transfer shows the company account with copy buttons, the exact amount and the reference', async () => {
    stubApi({ 'GET /deposits/55': answerOf('/deposits/{id}', 'get', transfer) });
    const user = userEvent.setup();
    renderApp('/deposits/55', { user: investor });
    expect(await screen.findByLabelText('สถานะ')).toHaveTextContent('รอหลักฐานการโอนเงิน');
    expect(screen.getByLabelText('จำนวนเงินที่ต้องชำระ (บาท)')).toHaveTextContent('20,000.00');
    expect(screen.getByLabelText('เลขที่อ้างอิง (ระบุในบันทึกช่วยจำ)')).toHaveTextContent('DEP-55');
    expect(screen.getByLabelText('ธนาคาร')).toHaveTextContent('ธนาคารกสิกรไทย');
    expect(screen.getByLabelText('สาขา')).toHaveTextContent('สาขาสีลม');
    expect(screen.getByLabelText('ชื่อบัญชี (ภาษาไทย)')).toHaveTextContent('บริษัท เอ็มฟันด์ จำกัด');
    expect(screen.getByLabelText('ชื่อบัญชี (ภาษาอังกฤษ)')).toHaveTextContent('MFund Co., Ltd.');
    await user.click(screen.getByRole('button', { name: 'คัดลอกเลขที่บัญชี' }));
    expect(await navigator.clipboard.readText()).toBe('123-4-56789-0');
    expect(await screen.findByText('คัดลอกแล้ว')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'คัดลอกจำนวนเงินที่ต้องชำระ (บาท)' }));
    expect(await navigator.clipboard.readText()).toBe('20000.00');
    expect(screen.getByRole('link', { name: 'ดูรายการ #102' })).toHaveAttribute('href', '/orders/102');
  });

  it('refuses a file that is not JPEG, PNG or PDF, or is over 10 MB, before uploading', async () => {
    expect(slipProblem(slip('a.pdf', 'application/pdf'))).toBeNull();
    expect(slipProblem(slip('a.jpg', 'image/jpeg', 10 * 1024 * 1024))).toBeNull();
    expect(slipProblem(slip('a.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1))).toBe('api:KYC_FILE_TOO_LARGE');
    expect(slipProblem(slip('a.gif', 'image/gif'))).toBe('deposit.slip.typeInvalid');

    const { callsTo } = stubApi({ 'GET /deposits/55': answerOf('/deposits/{id}', 'get', transfer) });
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/deposits/55', { user: investor });
    await user.upload(await screen.findByLabelText(/สลิปการโอนเงิน/), slip('slip.gif', 'image/gif'));
    expect(screen.getByRole('alert')).toHaveTextContent('สลิปต้องเป็นไฟล์ JPEG, PNG หรือ PDF');
    await user.click(screen.getByRole('button', { name: 'อัปโหลดสลิป' }));
    expect(callsTo('POST /deposits/55/slip')).toHaveLength(0);
  });

  it('a failed upload keeps the chosen file and says why; a retry moves the deposit to pending', async () => {
    const pending: Deposit = { ...transfer, status: 'PENDING', slipUploaded: true };
    const { callsTo } = stubApi({
      'GET /deposits/55': answerOf('/deposits/{id}', 'get', transfer),
      'POST /deposits/55/slip': [
        problem(413, 'KYC_FILE_TOO_LARGE'),
        answerOf('/deposits/{id}/slip', 'post', pending),
      ],
    });
    const user = userEvent.setup();
    renderApp('/deposits/55', { user: investor });
    await user.upload(await screen.findByLabelText(/สลิปการโอนเงิน/), slip());
    expect(screen.getByText('ไฟล์ที่เลือก: slip.png')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'อัปโหลดสลิป' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ไฟล์ต้องมีขนาดไม่เกิน 10 MB');
    expect(screen.getByText('ไฟล์ที่เลือก: slip.png')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'อัปโหลดสลิป' }));
    expect(await screen.findByText('ได้รับข้อมูลการชำระเงินแล้ว เจ้าหน้าที่จะตรวจสอบและแจ้งผลให้ทราบ')).toBeVisible();
    expect(screen.getByLabelText('สถานะ')).toHaveTextContent('ได้รับข้อมูลแล้ว รอเจ้าหน้าที่ตรวจสอบ');
    expect(screen.queryByRole('button', { name: 'อัปโหลดสลิป' })).toBeNull();
    const sent = callsTo('POST /deposits/55/slip')[1];
    expect(sent?.headers.get('content-type')).toBeNull();
  });

  it('"I have paid" keeps the QR up, says the page waits for the bank and reads the deposit again at once', async () => {
    const { callsTo } = stubApi({
      'GET /deposits/56': answerOf('/deposits/{id}', 'get', {
        ...transfer,
        id: 56,
        method: 'QR_PAYMENT',
        status: 'PENDING',
      }),
      'GET /deposits/56/qr': answerOf('/deposits/{id}/qr', 'get', {
        payload: '000201...',
        amount: '20000.00',
        reference: 'DEP-56',
        imageDataUrl: 'data:image/png;base64,AAAA',
      }),
    });
    renderApp('/deposits/56', { user: investor, language: 'en' });
    const image = await screen.findByRole('img', { name: 'PromptPay QR to pay 20,000.00 THB' });
    expect(image).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(screen.getByLabelText('Reference')).toHaveTextContent('DEP-56');
    expect(screen.queryByLabelText(/Transfer slip/)).toBeNull();
    // Nothing has been received until the bank says so.
    expect(screen.getByLabelText('Status')).toHaveTextContent("Waiting for the bank's confirmation");
    const reads = callsTo('GET /deposits/56').length;
    await userEvent.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(screen.getByText(/^Waiting for the bank's confirmation of your payment\./)).toBeVisible();
    expect(screen.getByRole('img', { name: 'PromptPay QR to pay 20,000.00 THB' })).toBeVisible();
    expect(screen.queryByText(/We received your payment details/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'I have paid' })).toBeNull();
    await waitFor(() => expect(callsTo('GET /deposits/56').length).toBeGreaterThan(reads));
    expect(screen.getByLabelText('Status')).toHaveTextContent("Waiting for the bank's confirmation");
  });

  it('a rejected deposit gives the reason, the name-mismatch rule and links back to its orders to pay again; a verified one says so', async () => {
    stubApi({
      'GET /deposits/55': answerOf('/deposits/{id}', 'get', {
        ...transfer,
        status: 'REJECTED',
        rejectReason: 'ชื่อบัญชีผู้โอนไม่ตรงกับชื่อลูกค้า',
      }),
      'GET /deposits/57': answerOf('/deposits/{id}', 'get', {
        ...transfer,
        id: 57,
        status: 'VERIFIED',
        verifiedAt: '2026-11-23T07:00:00.000Z',
      }),
    });
    const { router } = renderApp('/deposits/55', { user: investor });
    const rejected = await screen.findByRole('alert');
    expect(rejected).toHaveTextContent('การชำระเงินถูกปฏิเสธ');
    expect(rejected).toHaveTextContent('เหตุผล: ชื่อบัญชีผู้โอนไม่ตรงกับชื่อลูกค้า');
    expect(rejected).toHaveTextContent('ชื่อบัญชีผู้โอนต้องตรงกับชื่อของท่าน');
    expect(screen.queryByRole('button', { name: 'อัปโหลดสลิป' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'ชำระเงินใหม่' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'ชำระเงินใหม่สำหรับรายการ #101' })).toHaveAttribute(
      'href',
      '/orders/101',
    );
    expect(screen.getByRole('link', { name: 'ชำระเงินใหม่สำหรับรายการ #102' })).toHaveAttribute(
      'href',
      '/orders/102',
    );
    await router.navigate('/deposits/57');
    await waitFor(() => expect(screen.getByLabelText('สถานะ')).toHaveTextContent('ตรวจสอบแล้ว'));
    expect(screen.getByText(/ตรวจสอบการชำระเงินแล้ว/)).toHaveTextContent('23/11/2569 14:00');
  });

  it('the QR saves as a PNG, shares where the browser can share files, and its amount copies in one tap', async () => {
    stubApi({
      'GET /deposits/57': answerOf('/deposits/{id}', 'get', {
        ...transfer,
        id: 57,
        method: 'QR_PAYMENT',
        status: 'AWAITING_SLIP',
      }),
      'GET /deposits/57/qr': answerOf('/deposits/{id}/qr', 'get', {
        payload: '000201...',
        amount: '1500.50',
        reference: 'DEP-57',
        imageDataUrl: 'data:image/png;base64,iVBORw0K',
      }),
    });
    const downloads: { name: string; href: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push({ name: this.download, href: this.href });
    });
    const shared: ShareData[] = [];
    Object.assign(navigator, {
      canShare: (data: ShareData) => (data.files?.length ?? 0) > 0,
      share: async (data: ShareData) => void shared.push(data),
    });
    try {
      const user = userEvent.setup();
      renderApp('/deposits/57', { user: investor });
      await user.click(await screen.findByRole('button', { name: 'บันทึกรูป QR' }));
      expect(downloads).toHaveLength(1);
      expect(downloads[0]?.name).toBe('promptpay-DEP-57.png');
      expect(downloads[0]?.href).toMatch(/^blob:/);

      await user.click(screen.getByRole('button', { name: 'แชร์ QR' }));
      const file = shared[0]?.files?.[0];
      expect(file?.name).toBe('promptpay-DEP-57.png');
      expect(file?.type).toBe('image/png');
      // The PNG's own bytes (its signature), not the data URL's text.
      expect((await bytesOf(file as File)).slice(0, 4)).toEqual([0x89, 0x50, 0x4e, 0x47]);

      const copyAmount = screen.getAllByRole('button', { name: 'คัดลอกจำนวนเงินที่ต้องชำระ (บาท)' }).at(-1);
      await user.click(copyAmount as HTMLElement);
      expect(await navigator.clipboard.readText()).toBe('1500.50');
    } finally {
      click.mockRestore();
      Reflect.deleteProperty(navigator, 'canShare');
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('without file sharing in the browser the QR offers saving only', async () => {
    stubApi({
      'GET /deposits/57': answerOf('/deposits/{id}', 'get', {
        ...transfer,
        id: 57,
        method: 'QR_PAYMENT',
        status: 'AWAITING_SLIP',
      }),
      'GET /deposits/57/qr': answerOf('/deposits/{id}/qr', 'get', {
        payload: '000201...',
        amount: '1500.50',
        reference: 'DEP-57',
        imageDataUrl: 'data:image/png;base64,iVBORw0K',
      }),
    });
    renderApp('/deposits/57', { user: investor, language: 'en' });
    expect(await screen.findByRole('button', { name: 'Save QR image' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Share QR' })).toBeNull();
  });

  it('a pending QR deposit is read again until the bank confirms it, then shows the payment received', async () => {
    const qr = {
      ...transfer,
      id: 58,
      ref: 'DEP-58',
      method: 'QR_PAYMENT' as const,
      status: 'PENDING' as const,
    };
    const { callsTo } = stubApi({
      'GET /deposits/58': [
        answerOf('/deposits/{id}', 'get', qr),
        answerOf('/deposits/{id}', 'get', {
          ...qr,
          status: 'VERIFIED',
          verifiedAt: '2026-11-23T07:00:00.000Z',
        }),
      ],
      'GET /deposits/58/qr': answerOf('/deposits/{id}/qr', 'get', {
        payload: '000201...',
        amount: '20000.00',
        reference: 'DEP58',
        imageDataUrl: 'data:image/png;base64,AAAA',
      }),
    });
    renderApp('/deposits/58', { user: investor, language: 'en' });
    expect(await screen.findByRole('img', { name: 'PromptPay QR to pay 20,000.00 THB' })).toBeVisible();
    expect(
      screen.getByText('Once the bank confirms your payment, this page shows it by itself.'),
    ).toBeVisible();
    const received = await screen.findByRole(
      'status',
      { name: 'Payment received' },
      { timeout: qrRecheckMs * 2 },
    );
    expect(received).toHaveTextContent(
      'The bank confirmed your payment of 20,000.00 THB; your order continues.',
    );
    expect(received).toHaveTextContent('Confirmed 23/11/2026 14:00');
    expect(screen.getByLabelText('Status')).toHaveTextContent('Verified');
    expect(screen.queryByRole('img', { name: /PromptPay QR/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'I have paid' })).toBeNull();
    // Once verified, the page stops asking.
    const reads = callsTo('GET /deposits/58').length;
    expect(reads).toBeGreaterThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, qrRecheckMs + 500));
    expect(callsTo('GET /deposits/58')).toHaveLength(reads);
  });

  it('a QR deposit the bank confirmed says so in Thai in place of the QR', async () => {
    const { callsTo } = stubApi({
      'GET /deposits/59': answerOf('/deposits/{id}', 'get', {
        ...transfer,
        id: 59,
        method: 'QR_PAYMENT',
        status: 'VERIFIED',
        verifiedAt: '2026-11-23T07:00:00.000Z',
      }),
    });
    renderApp('/deposits/59', { user: investor });
    const received = await screen.findByRole('status', { name: 'ชำระเงินแล้ว' });
    expect(received).toHaveTextContent('ธนาคารยืนยันการชำระเงิน 20,000.00 บาท แล้ว');
    expect(screen.queryByRole('img')).toBeNull();
    expect(callsTo('GET /deposits/59/qr')).toHaveLength(0);
  });

  it('only a QR deposit waiting for the bank is read again', () => {
    const qr = { ...transfer, method: 'QR_PAYMENT' as const };
    expect(depositRefreshInterval({ ...qr, status: 'PENDING' })).toBe(qrRecheckMs);
    expect(depositRefreshInterval({ ...qr, status: 'VERIFIED' })).toBe(0);
    expect(depositRefreshInterval({ ...qr, status: 'REJECTED' })).toBe(0);
    expect(depositRefreshInterval({ ...transfer, status: 'PENDING' })).toBe(0);
    expect(depositRefreshInterval(undefined)).toBe(0);
  });

  it('an unknown deposit says it could not be loaded', async () => {
    stubApi({ 'GET /deposits/99': problem(404, 'NOT_FOUND') });
    renderApp('/deposits/99', { user: investor });
    expect(await screen.findByText('ไม่สามารถโหลดข้อมูลการชำระเงินได้ กรุณาลองใหม่อีกครั้ง')).toBeVisible();
  });
});
