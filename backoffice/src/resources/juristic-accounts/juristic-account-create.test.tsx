import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SentRequest } from '../../testing/fetch-stub.ts';
import { renderInAdmin } from '../../testing/render-in-admin.tsx';
import { JuristicAccountCreate } from './juristic-account-create.tsx';
import { stubJuristicAccountsApi } from './juristic-accounts-stub-api.ts';

const posts = (requests: SentRequest[]) => requests.filter((r) => r.method === 'POST');

const renderForm = async (language: 'th' | 'en' = 'en') =>
  await renderInAdmin(
    <ResourceContextProvider value="juristic-accounts">
      <JuristicAccountCreate />
    </ResourceContextProvider>,
    language,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

type User = ReturnType<typeof userEvent.setup>;
// Typed in one change each: a form of twenty fields typed key by key outlasts a test's time on a busy machine.
const type = async (_user: User, label: string, value: string) => {
  const field = screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
};

async function fillCompany(user: User, registrationNumber: string) {
  await type(user, 'Company name \\(Thai\\)', 'บริษัท ตัวอย่าง จำกัด');
  await type(user, 'Registration number', registrationNumber);
  await type(user, 'Number, building, road', '99/9 ถนนสีลม');
  await type(user, 'Sub-district', 'สีลม');
  await type(user, 'District', 'บางรัก');
  await type(user, 'Province', 'กรุงเทพมหานคร');
  await type(user, 'Postal code', '10500');
  await type(user, 'Authorised person’s sign-in e-mail', 'cfo@example.com');
  await type(user, 'First name \\(Thai\\)', 'สมชาย');
  await type(user, 'Last name \\(Thai\\)', 'ใจดี');
  await type(user, 'First name \\(English\\)', 'Somchai');
  await type(user, 'Last name \\(English\\)', 'Jaidee');
  await type(user, 'National ID', '1101700230708');
  await type(user, 'Laser ID', 'JT1123456789');
  await type(user, 'Date of birth', '05/03/1990');
  await user.click(screen.getByRole('combobox', { name: /Company risk level/ }));
  await user.click(await screen.findByRole('option', { name: 'High Risk' }));
  await type(user, 'Reason for the risk level', 'Treasury investment with a board limit');
}

const attach = (label: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), {
    target: { files: [new File(['%PDF-1.4'], `${label}.pdf`, { type: 'application/pdf' })] },
  });

describe('opening a juristic account', () => {
  it('refuses a wrong check digit and missing documents before anything is sent', {
    timeout: 240_000,
  }, async () => {
    const requests = stubJuristicAccountsApi('support');
    const user = userEvent.setup({ delay: null });
    await renderForm();
    await screen.findByRole('textbox', { name: /Registration number/ });
    await fillCompany(user, '0105556176238');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The registration number is 13 digits with a valid check digit'),
    ).toBeVisible();
    // None of the three company documents is attached: each says so under its button.
    const missing = await screen.findAllByText('Attach this document');
    expect(missing).toHaveLength(3);
    for (const message of missing) expect(message).toBeVisible();
    expect(posts(requests)).toEqual([]);
  });

  it('uploads each document, then sends the account with their ids and a Thai address', {
    timeout: 240_000,
  }, async () => {
    const requests = stubJuristicAccountsApi('support');
    const user = userEvent.setup({ delay: null });
    await renderForm();
    await screen.findByRole('textbox', { name: /Registration number/ });
    await fillCompany(user, '0-1055-56176-23-9');
    for (const label of ['Company certificate', 'Shareholder list', 'Board resolution']) attach(label);
    await waitFor(() => expect(screen.getAllByText(/^Attached: scan-/)).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts(requests).map((r) => r.url)).toContain('/api/admin/juristic-accounts'));
    const sent = posts(requests).find((r) => r.url === '/api/admin/juristic-accounts')!;
    expect(sent.body).toMatchObject({
      companyName: 'บริษัท ตัวอย่าง จำกัด',
      registrationNumber: '0-1055-56176-23-9',
      address: { kind: 'THAI', province: 'กรุงเทพมหานคร', postalCode: '10500' },
      email: 'cfo@example.com',
      authorisedPersons: [
        expect.objectContaining({
          firstNameTh: 'สมชาย',
          nationalId: '1101700230708',
          birthDate: '05/03/1990',
        }),
      ],
      riskLevel: 'HIGH',
      fileIds: [
        '0d0d0d0d-0000-4000-8000-000000000001',
        '0d0d0d0d-0000-4000-8000-000000000002',
        '0d0d0d0d-0000-4000-8000-000000000003',
      ],
    });
    expect(sent.body).not.toHaveProperty('documents');
    expect(await screen.findByText('Account opened; it waits for compliance')).toBeVisible();
  });

  it('reads in Thai', async () => {
    stubJuristicAccountsApi('support');
    await renderForm('th');
    expect(await screen.findByRole('textbox', { name: /เลขทะเบียนนิติบุคคล/ })).toBeVisible();
    expect(screen.getByText('หนังสือรับรองบริษัท')).toBeVisible();
    expect(screen.getByText('บัญชีรายชื่อผู้ถือหุ้น')).toBeVisible();
  });
});
