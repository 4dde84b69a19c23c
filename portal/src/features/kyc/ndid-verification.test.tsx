import type { Answer } from '@fund/contract';
import { answerOf } from '@fund/contract/testing';
import type { FlagName } from '@fund/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { flagsAnswer, stubApi } from '../../test/stub-api.ts';
import { completeness, progressBase } from '../portfolio/test-fixtures.ts';

const progress = answerOf('/kyc/progress', 'get', {
  ...progressBase,
  steps: [{ key: 'identityPhoto', status: 'WAITING', idFront: false, idBack: false, selfie: false }],
  completeness: completeness(1),
  readyToInvest: false,
  readiness: { ...progressBase.readiness, kyc: false, isVerified: false, contract: false, liveness: false },
});
const providers = answerOf('/kyc/ndid/identity-providers', 'get', {
  providers: [
    { id: 'idp-kbank', bankCode: '004', nameTh: 'ธนาคารกสิกรไทย', nameEn: 'Kasikornbank' },
    { id: 'idp-scb', bankCode: '014', nameTh: 'ธนาคารไทยพาณิชย์', nameEn: 'Siam Commercial Bank' },
  ],
});
type NdidRequest = Answer<'/kyc/ndid/requests/{id}'>;

const requestBody = (status: NdidRequest['status'], secondsLeft = 3600): NdidRequest => ({
  id: '3f0b8f5e-1c1a-4f4e-9d8e-5b1e2f3a4b5c',
  idp: { id: 'idp-scb', nameTh: 'ธนาคารไทยพาณิชย์', nameEn: 'Siam Commercial Bank' },
  referenceCode: '482915',
  createdAt: '2026-11-28T03:00:00.000Z',
  status,
  expiresAt: '2026-11-28T04:00:00.000Z',
  secondsLeft: status === 'PENDING' ? secondsLeft : 0,
});
const request = (status: NdidRequest['status'], secondsLeft = 3600) =>
  answerOf('/kyc/ndid/requests/{id}', 'get', requestBody(status, secondsLeft));

function stub(flags: Partial<Record<FlagName, boolean>>, answers: Response[] = [request('PENDING')]) {
  return stubApi({
    'GET /feature-flags': flagsAnswer({ flags }),
    'GET /kyc/progress': progress,
    'GET /kyc/identity': answerOf('/kyc/identity', 'get', {
      saved: null,
      draft: null,
      status: 'WAITING',
      passDopa: false,
      liveness: 'WAITING',
    }),
    'PUT /kyc/identity': answerOf('/kyc/identity', 'put', { draft: true }),
    'GET /kyc/ndid/identity-providers': providers,
    'POST /kyc/ndid/requests': answerOf('/kyc/ndid/requests', 'post', requestBody('PENDING'), {
      status: 201,
    }),
    'GET /kyc/ndid/requests/3f0b8f5e-1c1a-4f4e-9d8e-5b1e2f3a4b5c': answers,
  });
}

/** Chooses NDID, types the national ID, picks the bank and sends the request. */
async function sendRequest(labels: { route: string; nationalId: string; bank: string; send: string }) {
  await userEvent.click(await screen.findByRole('radio', { name: new RegExp(labels.route) }));
  await userEvent.type(screen.getByLabelText(labels.nationalId), '1101700230708');
  await userEvent.click(await screen.findByRole('radio', { name: labels.bank }));
  await userEvent.click(screen.getByRole('button', { name: labels.send }));
}

const thai = {
  route: 'ยืนยันตัวตนผ่าน NDID',
  nationalId: 'เลขบัตรประชาชน 13 หลัก',
  bank: 'ธนาคารไทยพาณิชย์',
  send: 'ส่งคำขอไปยังธนาคาร',
};
const english = {
  route: 'Verify with NDID',
  nationalId: '13-digit national ID number',
  bank: 'Siam Commercial Bank',
  send: 'Send the request to the bank',
};

/** Polling answers every 3 seconds. */
const pollMs = 6000;

describe('identity step: the NDID route', { timeout: 20_000 }, () => {
  // The open request is kept for the tab; each test starts with none.
  afterEach(() => window.sessionStorage.clear());

  it('is not offered while the ndid flag is off: only the photos and the form', async () => {
    const { callsTo } = stub({ ndid: false });
    renderApp('/kyc/identity', { user: investor });
    expect(await screen.findByLabelText('เลขหลังบัตร (Laser ID)')).toBeVisible();
    expect(screen.queryByText('ยืนยันตัวตนผ่าน NDID')).toBeNull();
    expect(screen.queryByRole('radio', { name: /NDID/ })).toBeNull();
    expect(callsTo('GET /kyc/ndid/identity-providers')).toEqual([]);
  });

  it('picks a bank, waits with the reference code and countdown, and continues once the bank approves (Thai)', async () => {
    const { callsTo } = stub({ ndid: true }, [request('PENDING', 3599), request('APPROVED')]);
    const { router } = renderApp('/kyc/identity', { user: investor });
    // The photo route stays the default.
    expect(await screen.findByRole('radio', { name: /ถ่ายรูปบัตรประชาชนและใบหน้า/ })).toBeChecked();
    await sendRequest(thai);
    expect(callsTo('POST /kyc/ndid/requests')[0]?.body).toEqual({
      idpId: 'idp-scb',
      nationalId: '1101700230708',
    });
    expect(await screen.findByRole('heading', { name: 'รอการอนุมัติในแอปธนาคาร' })).toBeVisible();
    expect(screen.getByText('482915')).toBeVisible();
    expect(screen.getByText('เปิดแอปของธนาคารไทยพาณิชย์บนโทรศัพท์')).toBeVisible();
    expect(screen.getByRole('timer').textContent).toMatch(/^(60:00|59:5\d)$/);

    const done = await screen.findByRole('heading', { name: 'ยืนยันตัวตนสำเร็จ' }, { timeout: pollMs });
    expect(done).toBeVisible();
    expect(screen.getByRole('status').textContent).toContain('ธนาคารไทยพาณิชย์ยืนยันตัวตนของคุณแล้ว');
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป: ข้อมูลทั่วไป' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyc/general'));
  });

  it('asks for a bank and a valid national ID before sending anything', async () => {
    const { callsTo } = stub({ ndid: true });
    renderApp('/kyc/identity', { user: investor, language: 'en' });
    await userEvent.click(await screen.findByRole('radio', { name: /Verify with NDID/ }));
    await userEvent.type(screen.getByLabelText(english.nationalId), '1101700230709');
    await userEvent.click(screen.getByRole('button', { name: english.send }));
    expect(await screen.findByText('Please pick a bank')).toBeVisible();
    expect(callsTo('POST /kyc/ndid/requests')).toEqual([]);
  });

  it('a rejection says so and leads back to the photo route (English)', async () => {
    stub({ ndid: true }, [request('REJECTED')]);
    renderApp('/kyc/identity', { user: investor, language: 'en' });
    await sendRequest(english);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'The request was rejected in the Siam Commercial Bank app. Try another bank, or verify with ID card photos.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Verify with ID card photos instead' }));
    expect(await screen.findByLabelText('Laser ID (back of the card)')).toBeVisible();
    expect(screen.getByRole('radio', { name: /Photos of your ID card and face/ })).toBeChecked();
  });

  it('a timed-out request offers a new request', async () => {
    const { callsTo } = stub({ ndid: true }, [request('TIMED_OUT')]);
    renderApp('/kyc/identity', { user: investor, language: 'en' });
    await sendRequest(english);
    const section = (await screen.findByRole('heading', { name: 'Request timed out' })).closest('section')!;
    expect(within(section).getByRole('alert').textContent).toContain('did not approve within 60 minutes');
    await userEvent.click(within(section).getByRole('button', { name: 'Send a new request' }));
    expect(await screen.findByRole('button', { name: english.send })).toBeVisible();
    expect(callsTo('POST /kyc/ndid/requests')).toHaveLength(1);
  });
});
