import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { optionsAnswer } from '../kyc/test-options.ts';

const address = {
  kind: 'THAI',
  houseDetail: '12/3 ถนนราชดำเนิน',
  province: 'เชียงใหม่',
  district: 'เมืองเชียงใหม่',
  subDistrict: 'ศรีภูมิ',
  postalCode: '50200',
};
const general = {
  nationality: 'TH',
  gender: 'MALE',
  maritalStatus: 'SINGLE',
  phone: '0812345678',
  idCardAddress: address,
  currentAddressSameAs: null,
  currentAddress: address,
};

const profile = (changeRequests: object[] = []) =>
  Response.json({ status: 'VERIFIED', general, personal: {}, changeRequests });

describe('personal information after approval', { timeout: 45_000 }, () => {
  it('shows the contact details and why a change was not approved', async () => {
    stubApi({
      'GET /me/profile': profile([
        {
          id: 4,
          kind: 'PROFILE',
          status: 'REJECTED',
          before: { 'personal.monthlyIncome': '50K_100K' },
          after: { 'personal.monthlyIncome': '100K_500K' },
          reason: 'Please attach a salary slip',
          createdAt: '2026-11-20T03:00:00Z',
          decidedAt: '2026-11-21T03:00:00Z',
        },
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
      'GET /kyc/general': Response.json({ saved: general, draft: null, status: 'VERIFIED' }),
      'PATCH /me/profile': Response.json({ applied: ['general.phone'], changeRequest: null }),
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
});
