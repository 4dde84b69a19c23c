import type { Answer } from '@fund/contract';
import { answerOf } from '@fund/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { stubApi } from '../../test/stub-api.ts';
import {
  type ChangeRequest,
  changeRequest,
  fieldValues,
  type KycAddress,
  optionsAnswer,
  type SavedGeneral,
  savedPersonal,
} from '../kyc/test-options.ts';

const address: KycAddress = {
  kind: 'THAI',
  houseDetail: '12/3 ถนนราชดำเนิน',
  province: 'เชียงใหม่',
  district: 'เมืองเชียงใหม่',
  subDistrict: 'ศรีภูมิ',
  postalCode: '50200',
  country: 'TH',
};
const general: SavedGeneral = {
  nationality: 'TH',
  gender: 'MALE',
  maritalStatus: 'SINGLE',
  phone: '0812345678',
  idCardAddress: address,
  currentAddressSameAs: null,
  currentAddress: address,
};

const profile = (changeRequests: ChangeRequest[] = []) =>
  answerOf('/me/profile', 'get', { status: 'VERIFIED', general, personal: savedPersonal, changeRequests });

describe('personal information after approval', { timeout: 45_000 }, () => {
  it('shows the contact details and why a change was not approved', async () => {
    stubApi({
      'GET /me/profile': profile([
        changeRequest({
          id: 4,
          kind: 'PROFILE',
          status: 'REJECTED',
          before: fieldValues({ 'personal.monthlyIncome': '50K_100K' }),
          after: fieldValues({ 'personal.monthlyIncome': '100K_500K' }),
          reason: 'Please attach a salary slip',
          createdAt: '2026-11-20T03:00:00Z',
          decidedAt: '2026-11-21T03:00:00Z',
        }),
      ]),
    });
    renderApp('/profile', { user: investor, language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Personal information' });
    expect(screen.getByText('0812345678')).toBeInTheDocument();
    expect(screen.getByText('Not approved')).toBeInTheDocument();
    expect(screen.getByText('Reason: Please attach a salary slip')).toBeInTheDocument();
    expect(screen.getByText('Changes asked: Average monthly income')).toBeInTheDocument();
  });

  it('a verified investor’s general form is sent as a profile change, not as an onboarding step', async () => {
    const { callsTo } = stubApi({
      'GET /kyc/options': optionsAnswer(),
      'GET /kyc/general': answerOf('/kyc/general', 'get', {
        saved: general,
        draft: null,
        status: 'VERIFIED',
      }),
      'PATCH /me/profile': answerOf('/me/profile', 'patch', {
        applied: ['general.phone'],
        changeRequest: null,
      }),
      'GET /me/profile': profile(),
    });
    renderApp('/kyc/general', { user: investor, language: 'en' });
    await screen.findByText('Back to personal information');
    const phone = screen.getByLabelText(/phone/i);
    await userEvent.clear(phone);
    await userEvent.type(phone, '0899990000');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Profile updated');
    await waitFor(() => expect(callsTo('PATCH /me/profile')).toHaveLength(1));
    expect(callsTo('PATCH /me/profile')[0]?.body).toMatchObject({ general: { phone: '0899990000' } });
    expect(callsTo('PUT /kyc/general')).toHaveLength(0);
  });

  it('a wallet for payouts: checked against its network before sending, then waiting for compliance', async () => {
    const ethAddress = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    let wallet: Answer<'/me/wallet'> = { wallet: null, changeRequest: null };
    const { callsTo } = stubApi({
      'GET /me/profile': profile(),
      'GET /me/wallet': () => answerOf('/me/wallet', 'get', wallet),
      'PUT /me/wallet': () => {
        wallet = {
          wallet: null,
          changeRequest: { id: 9, network: 'ETH', address: ethAddress, createdAt: '2026-11-25T03:00:00Z' },
        };
        return answerOf('/me/wallet', 'put', changeRequest({ id: 9, kind: 'WALLET' }), { status: 202 });
      },
    });
    renderApp('/profile', { user: investor });
    const section = await screen.findByRole('region', { name: 'กระเป๋าเงินดิจิทัลสำหรับรับเงิน' });
    expect(within(section).getByText('ยังไม่มีกระเป๋าเงินที่ผ่านการตรวจสอบ')).toBeVisible();
    const send = within(section).getByRole('button', { name: 'ส่งให้ทีมตรวจสอบ' });
    await userEvent.click(send);
    expect(within(section).getByText('กรุณาเลือกเครือข่าย')).toBeVisible();

    await userEvent.selectOptions(within(section).getByLabelText('เครือข่าย'), 'TRON');
    await userEvent.type(within(section).getByLabelText('ที่อยู่กระเป๋าเงิน'), ethAddress);
    await userEvent.click(send);
    // An Ethereum address on TRON is refused in the form; nothing is sent.
    expect(within(section).getByText('ที่อยู่กระเป๋าเงินไม่ถูกต้องสำหรับเครือข่ายที่เลือก กรุณาตรวจสอบอีกครั้ง')).toBeVisible();
    expect(callsTo('PUT /me/wallet')).toHaveLength(0);

    await userEvent.selectOptions(within(section).getByLabelText('เครือข่าย'), 'ETH');
    await userEvent.click(send);
    expect(await screen.findByText('บันทึกที่อยู่กระเป๋าเงินแล้ว ทีมตรวจสอบจะยืนยันก่อนใช้งาน')).toBeVisible();
    expect(callsTo('PUT /me/wallet')[0]?.body).toEqual({ network: 'ETH', address: ethAddress });
    expect(await within(section).findByText(`รอการตรวจสอบ: Ethereum (ERC-20) ${ethAddress}`)).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'ส่งให้ทีมตรวจสอบ' })).toBeNull();
  });
});
