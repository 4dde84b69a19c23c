import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { optionsAnswer } from './test-options.ts';

const empty = () => Response.json({ saved: null, draft: null, status: 'WAITING' });
const accepted = () => Response.json({ saved: false, draft: true, status: 'WAITING' });

const fieldset = (name: string) => within(screen.getByRole('group', { name }));

async function chooseChiangMai(address: ReturnType<typeof fieldset>) {
  const province = address.getByLabelText('Province');
  await waitFor(() => expect(within(province).getByRole('option', { name: 'เชียงใหม่' })).toBeInTheDocument());
  await userEvent.selectOptions(province, 'เชียงใหม่');
  await userEvent.selectOptions(address.getByLabelText('District'), 'เมืองเชียงใหม่');
  await userEvent.selectOptions(address.getByLabelText('Subdistrict'), 'ศรีภูมิ');
}

/** Filling a long form keystroke by keystroke takes seconds when the machine is busy. */
const longFormMs = 20_000;

describe('general information', { timeout: longFormMs }, () => {
  it('fills the postal code from the province → district → subdistrict cascade', async () => {
    stubApi({
      'GET /kyc/options': optionsAnswer(),
      'GET /kyc/general': empty(),
      'PUT /kyc/general': accepted(),
    });
    renderApp('/kyc/general', { user: investor, language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'General information' });
    const idCard = fieldset('Address on ID card');
    await chooseChiangMai(idCard);
    expect(idCard.getByLabelText('Postal code')).toHaveValue('50200');
  });

  it('a new province clears the district and subdistrict chosen for the old one', async () => {
    stubApi({
      'GET /kyc/options': optionsAnswer(),
      'GET /kyc/general': empty(),
      'PUT /kyc/general': accepted(),
    });
    renderApp('/kyc/general', { user: investor, language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'General information' });
    const idCard = fieldset('Address on ID card');
    await chooseChiangMai(idCard);
    await userEvent.selectOptions(idCard.getByLabelText('Province'), 'ภูเก็ต');
    expect(idCard.getByLabelText('District')).toHaveValue('');
    expect(idCard.getByLabelText('Postal code')).toHaveValue('');
    expect(
      within(idCard.getByLabelText('District')).getByRole('option', { name: 'ถลาง' }),
    ).toBeInTheDocument();
  });

  it('copies the ID-card address to the current address with the "address copied" toast, and sends both', async () => {
    const { callsTo } = stubApi({
      'GET /kyc/options': optionsAnswer(),
      'GET /kyc/general': empty(),
      'PUT /kyc/general': accepted(),
    });
    renderApp('/kyc/general', { user: investor, language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'General information' });
    await userEvent.selectOptions(screen.getByLabelText('Nationality'), 'TH');
    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'FEMALE');
    await userEvent.selectOptions(screen.getByLabelText('Marital status'), 'SINGLE');
    await userEvent.type(screen.getByLabelText('Mobile phone number'), '0812345678');
    const idCard = fieldset('Address on ID card');
    await userEvent.type(idCard.getByLabelText('House number, village, lane, road'), '99/9 หมู่ 5');
    await chooseChiangMai(idCard);
    await userEvent.click(screen.getByRole('button', { name: 'Use the ID-card address' }));
    expect(await screen.findByText('Address copied')).toBeVisible();
    const current = fieldset('Current address');
    expect(current.getByLabelText('House number, village, lane, road')).toHaveValue('99/9 หมู่ 5');
    expect(current.getByLabelText('Postal code')).toHaveValue('50200');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(
        callsTo('PUT /kyc/general').some((call) => (call.body as { draft: boolean }).draft === false),
      ).toBe(true),
    );
    const sent = callsTo('PUT /kyc/general').find(
      (call) => (call.body as { draft: boolean }).draft === false,
    );
    const address = {
      kind: 'THAI',
      houseDetail: '99/9 หมู่ 5',
      province: 'เชียงใหม่',
      district: 'เมืองเชียงใหม่',
      subDistrict: 'ศรีภูมิ',
      postalCode: '50200',
    };
    expect(sent?.body).toEqual({
      draft: false,
      nationality: 'TH',
      gender: 'FEMALE',
      maritalStatus: 'SINGLE',
      phone: '0812345678',
      idCardAddress: address,
      currentAddressSameAs: null,
      currentAddress: address,
    });
    expect(await screen.findByText('Profile updated')).toBeVisible();
  });

  it('marks the missing fields in Thai without sending', async () => {
    const { callsTo } = stubApi({
      'GET /kyc/options': optionsAnswer(),
      'GET /kyc/general': empty(),
      'PUT /kyc/general': accepted(),
    });
    renderApp('/kyc/general', { user: investor });
    await userEvent.click(await screen.findByRole('button', { name: 'บันทึกและไปต่อ' }));
    expect(screen.getByLabelText('สัญชาติ')).toHaveAccessibleDescription('กรุณากรอกข้อมูลนี้');
    expect(screen.getByLabelText('เบอร์โทรศัพท์มือถือ')).toHaveAccessibleDescription('กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง');
    expect(callsTo('PUT /kyc/general')).toEqual([]);
  });

  it('restores the saved draft after a remount', async () => {
    let stored: unknown = null;
    const { callsTo } = stubApi({
      'GET /kyc/options': optionsAnswer(),
      'GET /kyc/general': () => Response.json({ saved: null, draft: stored, status: 'WAITING' }),
      'PUT /kyc/general': accepted(),
    });
    const first = renderApp('/kyc/general', { user: investor, language: 'en' });
    await userEvent.type(await screen.findByLabelText('Mobile phone number'), '0899999999');
    await waitFor(() => expect(callsTo('PUT /kyc/general').length).toBeGreaterThan(0), { timeout: 3000 });
    stored = callsTo('PUT /kyc/general').at(-1)?.body;
    expect(stored).toEqual({ draft: true, phone: '0899999999' });
    first.unmount();
    renderApp('/kyc/general', { user: investor, language: 'en' });
    expect(await screen.findByLabelText('Mobile phone number')).toHaveValue('0899999999');
  });
});
