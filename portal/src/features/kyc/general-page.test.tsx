import type { Answer } from '@fund/contract';
import { answerOf } from '@fund/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { stubApi } from '../../test/stub-api.ts';
import {
  changeRequest,
  eddFileAnswers,
  eddFileIds,
  type KycAddress,
  optionsAnswer,
  optionsWithHighRiskCountry,
  type SavedGeneral,
  savedPersonal,
} from './test-options.ts';

const empty = () => answerOf('/kyc/general', 'get', { saved: null, draft: null, status: 'WAITING' });
const accepted = () => answerOf('/kyc/general', 'put', { saved: false, draft: true, status: 'WAITING' });

/** A verified investor's general information, as saved: living in Chiang Mai at the ID card's address. */
const chiangMai: KycAddress = {
  kind: 'THAI',
  houseDetail: '1 ถนนนิมมานเหมินท์',
  province: 'เชียงใหม่',
  district: 'เมืองเชียงใหม่',
  subDistrict: 'สุเทพ',
  postalCode: '50200',
  country: 'TH',
};
const saved: SavedGeneral = {
  nationality: 'TH',
  gender: 'MALE',
  maritalStatus: 'SINGLE',
  phone: '0812345678',
  idCardAddress: chiangMai,
  currentAddressSameAs: null,
  currentAddress: chiangMai,
};

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
      'GET /kyc/general': () =>
        answerOf('/kyc/general', 'get', {
          saved: null,
          // The draft the form sent, which the API keeps as it came.
          draft: stored as Answer<'/kyc/general'>['draft'],
          status: 'WAITING',
        }),
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

  it('a verified investor’s new nationality of a high-risk country asks for the EDD documents in the form', async () => {
    const { callsTo } = stubApi({
      'GET /kyc/options': await optionsWithHighRiskCountry(),
      'GET /kyc/general': answerOf('/kyc/general', 'get', { saved, draft: null, status: 'VERIFIED' }),
      'POST /kyc/files': eddFileAnswers(),
      'PATCH /me/profile': answerOf('/me/profile', 'patch', {
        applied: [],
        changeRequest: changeRequest({ id: 9, eddRequired: true }),
      }),
      'GET /me/profile': answerOf('/me/profile', 'get', {
        status: 'VERIFIED',
        general: saved,
        personal: savedPersonal,
        changeRequests: [],
      }),
    });
    renderApp('/kyc/general', { user: investor });
    const nationality = await screen.findByLabelText('สัญชาติ');
    // Another country that is not high-risk is a plain change request: no documents asked.
    await userEvent.selectOptions(nationality, 'JP');
    expect(screen.queryByRole('group', { name: 'เอกสารเพื่อการตรวจสอบเพิ่มเติม (EDD)' })).toBeNull();
    await userEvent.selectOptions(nationality, 'MM');
    const edd = within(screen.getByRole('group', { name: 'เอกสารเพื่อการตรวจสอบเพิ่มเติม (EDD)' }));
    expect(edd.getByText(/สัญชาติใหม่เป็นของประเทศที่มีความเสี่ยงสูง/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'บันทึกการเปลี่ยนแปลง' }));
    await waitFor(() =>
      expect(edd.getByLabelText('รายการเดินบัญชีธนาคารย้อนหลัง 6 เดือน')).toHaveAccessibleDescription(
        /กรุณาเลือกไฟล์/,
      ),
    );
    expect(callsTo('PATCH /me/profile')).toHaveLength(0);

    const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
    await userEvent.upload(edd.getByLabelText('รายการเดินบัญชีธนาคารย้อนหลัง 6 เดือน'), pdf('statement.pdf'));
    expect(edd.getByLabelText('รายการเดินบัญชีธนาคารย้อนหลัง 6 เดือน')).not.toHaveAccessibleDescription(
      /กรุณาเลือกไฟล์/,
    );
    await userEvent.upload(edd.getByLabelText(/^เอกสารประกอบ/), pdf('passport.pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'บันทึกการเปลี่ยนแปลง' }));
    await waitFor(() => expect(callsTo('PATCH /me/profile')).toHaveLength(1));
    expect(callsTo('POST /kyc/files')).toHaveLength(2);
    expect(callsTo('PATCH /me/profile')[0]?.body).toMatchObject({
      general: { nationality: 'MM', phone: '0812345678' },
      fileIds: eddFileIds,
    });
  });

  it('a verified investor’s new nationality that raises nothing goes without documents', async () => {
    const { callsTo } = stubApi({
      'GET /kyc/options': optionsAnswer(),
      'GET /kyc/general': answerOf('/kyc/general', 'get', {
        saved,
        draft: null,
        status: 'VERIFIED',
      }),
      'PATCH /me/profile': answerOf('/me/profile', 'patch', {
        applied: [],
        changeRequest: changeRequest({ id: 9, eddRequired: false }),
      }),
      'GET /me/profile': answerOf('/me/profile', 'get', {
        status: 'VERIFIED',
        general: saved,
        personal: savedPersonal,
        changeRequests: [],
      }),
    });
    renderApp('/kyc/general', { user: investor, language: 'en' });
    await userEvent.selectOptions(await screen.findByLabelText('Nationality'), 'JP');
    expect(screen.queryByRole('group', { name: /Enhanced due diligence/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(callsTo('PATCH /me/profile')).toHaveLength(1));
    expect(callsTo('PATCH /me/profile')[0]?.body).toEqual({
      general: expect.objectContaining({ nationality: 'JP' }),
    });
    expect(callsTo('POST /kyc/files')).toEqual([]);
  });
});
