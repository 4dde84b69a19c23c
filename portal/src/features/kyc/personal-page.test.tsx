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
  type SavedPersonal,
  savedGeneral,
  savedPersonal,
} from './test-options.ts';

/** A Thai address as the form sends it; the API answers it with its country. */
const sentAddress = {
  kind: 'THAI',
  houseDetail: '1 ถนนนิมมานเหมินท์',
  province: 'เชียงใหม่',
  district: 'เมืองเชียงใหม่',
  subDistrict: 'สุเทพ',
  postalCode: '50200',
} as const;
const currentAddress: KycAddress = { ...sentAddress, country: 'TH' };

/** Filling a long form keystroke by keystroke takes seconds when the machine is busy. */
const longFormMs = 20_000;

describe('personal information', { timeout: longFormMs }, () => {
  it('asks for the "other" text, the nominee, copies the current address to work and sends the API body', async () => {
    const { callsTo } = stubApi({
      'GET /kyc/options': optionsAnswer(),
      'GET /kyc/general': answerOf('/kyc/general', 'get', {
        saved: { ...savedGeneral, currentAddress },
        draft: null,
        status: 'WAITING',
      }),
      'GET /kyc/personal': answerOf('/kyc/personal', 'get', { saved: null, draft: null, status: 'WAITING' }),
      'PUT /kyc/personal': answerOf('/kyc/personal', 'put', { saved: false, draft: true, status: 'WAITING' }),
    });
    renderApp('/kyc/personal', { user: investor, language: 'en' });
    await userEvent.selectOptions(await screen.findByLabelText('Occupation'), 'OTHER');
    await userEvent.click(screen.getByRole('button', { name: 'Save information' }));
    expect(screen.getByLabelText('Your occupation')).toHaveAccessibleDescription('Please fill in this field');
    expect(screen.getByLabelText(/at least 3 years/)).toHaveAccessibleDescription('Please confirm');
    await userEvent.type(screen.getByLabelText('Your occupation'), 'Farmer');
    await userEvent.type(screen.getByLabelText('Company / employer'), '-');
    await userEvent.selectOptions(screen.getByLabelText('Business type'), 'NOT_APPLICABLE');
    await userEvent.selectOptions(screen.getByLabelText('Position'), 'OWNER');
    await userEvent.click(screen.getByRole('button', { name: 'Use the current address' }));
    expect(await screen.findByText('Address copied')).toBeVisible();
    const work = within(screen.getByRole('group', { name: 'Work address' }));
    expect(work.getByLabelText('House number, village, lane, road')).toHaveValue('1 ถนนนิมมานเหมินท์');
    await userEvent.selectOptions(screen.getByLabelText('Country of income source'), 'TH');
    await userEvent.selectOptions(screen.getByLabelText('Source of income'), 'SALARY');
    await userEvent.selectOptions(screen.getByLabelText('Source of investment funds'), 'SAVINGS');
    await userEvent.selectOptions(screen.getByLabelText('Average monthly income'), '30K_50K');
    await userEvent.selectOptions(screen.getByLabelText('Domestic versus foreign income'), 'DOMESTIC_ONLY');
    await userEvent.selectOptions(screen.getByLabelText('Type of assets you plan to invest'), 'CASH');
    await userEvent.selectOptions(screen.getByLabelText('Real beneficiary'), 'NOMINEE');
    await userEvent.type(screen.getByLabelText('Name of the real beneficiary'), 'Somsri Jaidee');
    await userEvent.click(screen.getByLabelText('The beneficiary is under 20'));
    await userEvent.click(screen.getByLabelText(/at least 3 years/));
    await userEvent.click(screen.getByRole('button', { name: 'Save information' }));
    await waitFor(() =>
      expect(callsTo('PUT /kyc/personal').some((c) => (c.body as { draft: boolean }).draft === false)).toBe(
        true,
      ),
    );
    const sent = callsTo('PUT /kyc/personal').find((c) => (c.body as { draft: boolean }).draft === false);
    expect(sent?.body).toEqual({
      draft: false,
      occupation: 'OTHER',
      occupationOther: 'Farmer',
      employer: '-',
      businessType: 'NOT_APPLICABLE',
      businessTypeOther: null,
      position: 'OWNER',
      positionOther: null,
      workAddressSameAs: null,
      workAddress: sentAddress,
      incomeSourceCountry: 'TH',
      sourceOfIncome: 'SALARY',
      sourceOfIncomeOther: null,
      sourceOfFunds: 'SAVINGS',
      sourceOfFundsOther: null,
      monthlyIncome: '30K_50K',
      incomeRatio: 'DOMESTIC_ONLY',
      plannedAssetType: 'CASH',
      plannedAssetTypeOther: null,
      beneficiary: { type: 'NOMINEE', name: 'Somsri Jaidee', under20: true },
      vulnerable: false,
      vulnerabilityDetail: null,
      investingKnowledge3Years: true,
    });
  });

  it('a verified investor naming a high-risk country for income attaches the EDD documents to the change', async () => {
    // A profile as the onboarding stored it (the first test's body), income from Thailand.
    const saved: SavedPersonal = {
      ...savedPersonal,
      occupation: 'OTHER',
      occupationOther: 'Farmer',
      employer: '-',
      businessType: 'NOT_APPLICABLE',
      position: 'OWNER',
      workAddressSameAs: null,
      workAddress: currentAddress,
      incomeSourceCountry: 'TH',
      sourceOfIncome: 'SALARY',
      sourceOfFunds: 'SAVINGS',
      monthlyIncome: '30K_50K',
      incomeRatio: 'DOMESTIC_ONLY',
      plannedAssetType: 'CASH',
      beneficiary: { type: 'SELF', name: null, under20: null },
      vulnerable: false,
      investingKnowledge3Years: true,
    };
    const { callsTo } = stubApi({
      'GET /kyc/options': await optionsWithHighRiskCountry(),
      'GET /kyc/general': answerOf('/kyc/general', 'get', {
        saved: { ...savedGeneral, currentAddress },
        draft: null,
        status: 'VERIFIED',
      }),
      'GET /kyc/personal': answerOf('/kyc/personal', 'get', { saved, draft: null, status: 'VERIFIED' }),
      'POST /kyc/files': eddFileAnswers(),
      'PATCH /me/profile': answerOf('/me/profile', 'patch', {
        applied: [],
        changeRequest: changeRequest({ id: 9, eddRequired: true }),
      }),
      'GET /me/profile': answerOf('/me/profile', 'get', {
        status: 'VERIFIED',
        general: savedGeneral,
        personal: saved,
        changeRequests: [],
      }),
    });
    renderApp('/kyc/personal', { user: investor, language: 'en' });
    const country = await screen.findByLabelText('Country of income source');
    expect(screen.queryByRole('group', { name: 'Enhanced due diligence documents' })).toBeNull();
    await userEvent.selectOptions(country, 'MM');
    const edd = within(screen.getByRole('group', { name: 'Enhanced due diligence documents' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(edd.getByLabelText('Bank statements for the past 6 months')).toHaveAccessibleDescription(
        /Please select file/,
      ),
    );
    expect(callsTo('PATCH /me/profile')).toHaveLength(0);

    const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
    await userEvent.upload(edd.getByLabelText('Bank statements for the past 6 months'), pdf('statement.pdf'));
    await userEvent.upload(edd.getByLabelText(/Supporting document/), pdf('house-registration.pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(callsTo('PATCH /me/profile')).toHaveLength(1));
    expect(callsTo('POST /kyc/files')).toHaveLength(2);
    expect(callsTo('PATCH /me/profile')[0]?.body).toMatchObject({
      personal: { incomeSourceCountry: 'MM' },
      fileIds: eddFileIds,
    });
  });
});
