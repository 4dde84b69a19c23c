import type { Answer } from '@fund/contract';
import { answerOf } from '@fund/contract/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { problem, stubApi } from '../../test/stub-api.ts';
import { optionsAnswer } from './test-options.ts';

const bookBankId = '0b0b0b0b-0000-4000-8000-000000000001';

const verifiedAccount = {
  bankCode: '004',
  bankNameTh: 'ธนาคารกสิกรไทย',
  bankNameEn: 'Kasikornbank',
  accountNumber: '1234567890',
  accountName: 'Somchai Jaidee',
  status: 'VERIFIED' as const,
  changeRequest: null,
};

/** Filling a long form keystroke by keystroke takes seconds when the machine is busy. */
const longFormMs = 20_000;

const identity = (saved: Answer<'/kyc/identity'>['saved']) =>
  answerOf('/kyc/identity', 'get', {
    saved,
    draft: null,
    status: 'PENDING',
    passDopa: true,
    liveness: 'PENDING',
  });
const somchai: Answer<'/kyc/identity'>['saved'] = {
  titleTh: 'นาย',
  firstNameTh: 'สมชาย',
  middleNameTh: '',
  lastNameTh: 'ใจดี',
  titleEn: 'Mr.',
  firstNameEn: 'Somchai',
  middleNameEn: '',
  lastNameEn: 'Jaidee',
  nationalId: '1101700230708',
  laserId: 'JT0123456789',
  birthDate: '1990-04-01',
  idExpiry: '2030-04-01',
  idLifetime: false,
};

describe('bank account', { timeout: longFormMs }, () => {
  it('refuses an account number of the wrong length for the bank with the spec message', async () => {
    const { callsTo } = stubApi({
      'GET /kyc/options': optionsAnswer(),
      'GET /kyc/bank-account': answerOf('/kyc/bank-account', 'get', { account: null }),
      'GET /kyc/identity': identity(somchai),
    });
    renderApp('/kyc/bank-account', { user: investor, language: 'en' });
    await userEvent.selectOptions(await screen.findByLabelText('Bank'), '030');
    expect(screen.getByLabelText('Account number')).toHaveAccessibleDescription('12 digits');
    await userEvent.type(screen.getByLabelText('Account number'), '123-4-56789-0');
    await userEvent.type(screen.getByLabelText('Account name'), 'Somchai Jaidee');
    await userEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(screen.getByLabelText('Account number')).toHaveAccessibleDescription(
      '12 digits Bank account number is incorrect',
    );
    expect(callsTo('PUT /kyc/bank-account')).toEqual([]);
  });

  it("refuses an account name that is not the applicant's before sending, titles and case aside", async () => {
    const { callsTo } = stubApi({
      'GET /kyc/options': optionsAnswer(),
      'GET /kyc/bank-account': answerOf('/kyc/bank-account', 'get', { account: null }),
      'GET /kyc/identity': identity(somchai),
      'PUT /kyc/bank-account': answerOf('/kyc/bank-account', 'put', {
        changeRequested: false,
        account: verifiedAccount,
      }),
    });
    renderApp('/kyc/bank-account', { user: investor, language: 'en' });
    await userEvent.selectOptions(await screen.findByLabelText('Bank'), '004');
    await userEvent.type(screen.getByLabelText('Account number'), '1234567890');
    await userEvent.type(screen.getByLabelText('Account name'), 'Somsri Jaidee');
    await userEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(screen.getByLabelText('Account name')).toHaveAccessibleDescription(
      'The bank account name must be the same as the applicant',
    );
    expect(callsTo('PUT /kyc/bank-account')).toEqual([]);
    await userEvent.clear(screen.getByLabelText('Account name'));
    await userEvent.type(screen.getByLabelText('Account name'), 'MR. SOMCHAI JAIDEE');
    await userEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText('Bank account saved')).toBeVisible();
    expect(callsTo('PUT /kyc/bank-account')).toHaveLength(1);
  });

  it('shows the name mismatch the API finds on the account name field, in Thai', async () => {
    const { callsTo } = stubApi({
      'GET /kyc/options': optionsAnswer(),
      'GET /kyc/bank-account': answerOf('/kyc/bank-account', 'get', { account: null }),
      'GET /kyc/identity': identity(null),
      'PUT /kyc/bank-account': problem(422, 'KYC_BANK_NAME_MISMATCH', [
        { field: 'body.accountName', code: 'KYC_BANK_NAME_MISMATCH', message: 'x' },
      ]),
    });
    renderApp('/kyc/bank-account', { user: investor });
    await userEvent.selectOptions(await screen.findByLabelText('ธนาคาร'), '004');
    await userEvent.type(screen.getByLabelText('เลขที่บัญชี'), '123-4-56789-0');
    await userEvent.type(screen.getByLabelText('ชื่อบัญชี'), 'Somsri Jaidee');
    await userEvent.click(screen.getByRole('button', { name: 'บันทึกบัญชีธนาคาร' }));
    await waitFor(() =>
      expect(screen.getByLabelText('ชื่อบัญชี')).toHaveAccessibleDescription('ชื่อบัญชีธนาคารต้องตรงกับชื่อผู้สมัคร'),
    );
    expect(callsTo('PUT /kyc/bank-account')[0]?.body).toEqual({
      bankCode: '004',
      accountNumber: '1234567890',
      accountName: 'Somsri Jaidee',
    });
  });

  it('once verified, a new account goes as a change request with the book-bank photo uploaded in the form', async () => {
    const { callsTo, fetchMock } = stubApi({
      'GET /kyc/options': optionsAnswer(),
      'GET /kyc/bank-account': answerOf('/kyc/bank-account', 'get', { account: verifiedAccount }),
      'GET /kyc/identity': identity(somchai),
      'POST /kyc/files': () =>
        answerOf(
          '/kyc/files',
          'post',
          { id: bookBankId, kind: 'BOOK_BANK', mimeType: 'image/png', sizeBytes: 4, createdAt: '' },
          { status: 201 },
        ),
      'PUT /kyc/bank-account': answerOf(
        '/kyc/bank-account',
        'put',
        { changeRequested: true, account: verifiedAccount },
        { status: 202 },
      ),
    });
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
    renderApp('/kyc/bank-account', { user: investor, language: 'en' });
    expect(await screen.findByText(/This account is verified/)).toBeVisible();
    expect(screen.getByLabelText('Account number')).toHaveValue('1234567890');
    await userEvent.clear(screen.getByLabelText('Account number'));
    await userEvent.type(screen.getByLabelText('Account number'), '0987654321');
    await userEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(
      await screen.findByText('Please attach the photo of the new account’s book bank that you uploaded.'),
    ).toBeVisible();
    expect(callsTo('PUT /kyc/bank-account')).toEqual([]);

    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'book-bank.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Choose file: Book-bank photo'), photo);
    expect(await screen.findByRole('img', { name: 'Preview of Book-bank photo' })).toBeVisible();
    expect(await screen.findByText('Uploaded')).toBeVisible();
    const upload = fetchMock.mock.calls.find(([url]) => String(url) === '/api/kyc/files');
    const sent = upload?.[1]?.body as FormData;
    expect(sent.get('kind')).toBe('BOOK_BANK');
    await userEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText(/Change request sent/)).toBeVisible();
    expect(callsTo('PUT /kyc/bank-account')[0]?.body).toEqual({
      bankCode: '004',
      accountNumber: '0987654321',
      accountName: 'Somchai Jaidee',
      bookBankFileId: bookBankId,
    });
  });

  it('before the account is verified, asks for no book-bank photo', async () => {
    stubApi({
      'GET /kyc/options': optionsAnswer(),
      'GET /kyc/bank-account': answerOf('/kyc/bank-account', 'get', { account: null }),
      'GET /kyc/identity': identity(somchai),
    });
    renderApp('/kyc/bank-account', { user: investor });
    expect(await screen.findByLabelText('ธนาคาร')).toBeVisible();
    expect(screen.queryByText(/รูปหน้าสมุดบัญชี/)).toBeNull();
  });
});
