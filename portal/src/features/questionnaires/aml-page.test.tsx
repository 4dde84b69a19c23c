import { answerOf } from '@fund/contract/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { problem, stubApi } from '../../test/stub-api.ts';
import { kycFile } from '../kyc/test-options.ts';
import { amlQuestionnaire } from './test-fixtures.ts';

const select = (name: string, option: string) =>
  userEvent.selectOptions(screen.getByRole('combobox', { name }), option);

describe('AML questionnaire and enhanced due diligence', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });

  it('asks for the "other" income text, and sends an EDD case to the upload page with the reasons', async () => {
    const { callsTo } = stubApi({
      'GET /questionnaires/aml': answerOf('/questionnaires/{kind}', 'get', amlQuestionnaire),
      'POST /kyc/aml': answerOf(
        '/kyc/aml',
        'post',
        { id: 3, version: 1, eddRequired: true, eddReasons: ['HIGH_RISK_COUNTRY', 'INCOME_NOT_STATED'] },
        { status: 201 },
      ),
    });
    const { router } = renderApp('/kyc/aml', { user: investor, language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Anti-money-laundering questionnaire' });
    const countries = screen.getByRole('combobox', { name: '1. countryIncome' });
    expect([...(countries as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Please select',
      'Thailand',
      'North Korea',
    ]);
    await select('1. countryIncome', 'North Korea');
    await select('2. typeOfIncome', 'Transferred money');
    await select('3. incomeRange', 'Other');
    await select('4. incomeRatio', 'All income from Thailand');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You have not completed this assessment yet');
    expect(screen.getByRole('textbox', { name: 'Please specify' })).toHaveAccessibleDescription(
      'Please specify',
    );
    expect(callsTo('POST /kyc/aml')).toHaveLength(0);
    // The investor is taken to what is missing: the text box, not the select above it.
    const specify = screen.getByRole('textbox', { name: 'Please specify' });
    await waitFor(() => expect(specify).toHaveFocus());
    await userEvent.type(specify, 'Commission, irregular');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyc/edd'));
    expect(callsTo('POST /kyc/aml')[0]?.body).toEqual({
      version: 1,
      answers: {
        countryIncome: 'KP',
        typeOfIncome: 'TRANSFER',
        incomeRange: 'OTHER',
        incomeRatio: 'TH_ONLY',
      },
      otherText: { incomeRange: 'Commission, irregular' },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enhanced due diligence documents' }),
    ).toBeVisible();
    expect(
      screen.getByText('Your income comes from a country at high risk of money laundering'),
    ).toBeVisible();
    expect(
      screen.getByText('Your income is not in one of the listed ranges, so it needs documents'),
    ).toBeVisible();
  });

  it('without EDD the answers are saved and the reader goes back to the steps', async () => {
    stubApi({
      'GET /questionnaires/aml': answerOf('/questionnaires/{kind}', 'get', amlQuestionnaire),
      'POST /kyc/aml': answerOf(
        '/kyc/aml',
        'post',
        { id: 4, version: 1, eddRequired: false, eddReasons: [] },
        { status: 201 },
      ),
    });
    const { router } = renderApp('/kyc/aml', { user: investor });
    await screen.findByRole('heading', { level: 1, name: 'TH Anti-money-laundering questionnaire' });
    await select('1. TH countryIncome', 'TH Thailand');
    await select('2. TH typeOfIncome', 'TH Transferred money');
    await select('3. TH incomeRange', 'TH More than 500,000 baht');
    await select('4. TH incomeRatio', 'TH All income from Thailand');
    await userEvent.click(screen.getByRole('button', { name: 'ส่งคำตอบ' }));
    expect(await screen.findByText('บันทึกแบบสอบถามแล้ว')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyc'));
  });

  it('EDD: both documents are required, type and size are checked, then each is uploaded', async () => {
    window.sessionStorage.setItem('eddReasons', JSON.stringify(['INCOME_BELOW_PLANNED_INVESTMENT']));
    const { fetchMock, callsTo } = stubApi({
      'GET /questionnaires/aml': answerOf('/questionnaires/{kind}', 'get', amlQuestionnaire),
      'POST /kyc/files': [
        problem(422, 'FILE_TYPE_NOT_ALLOWED'),
        answerOf('/kyc/files', 'post', kycFile('f1', 'EDD_STATEMENT'), { status: 201 }),
        answerOf('/kyc/files', 'post', kycFile('f2', 'EDD_SUPPORT'), { status: 201 }),
      ],
    });
    // The stub keeps JSON bodies only; the uploads are multipart.
    const uploads: FormData[] = [];
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) => {
      if (init?.body instanceof FormData) uploads.push(init.body);
      return answer(input, init);
    });
    const { router } = renderApp('/kyc/edd', { user: investor, language: 'en' });
    expect(await screen.findByText('The income you gave does not fit the minimum investment')).toBeVisible();
    expect(await screen.findByText('House registration')).toBeVisible();
    const statement = screen.getByLabelText('Bank statements for the past 6 months');
    const support = screen.getByLabelText(/^Supporting document/);
    await userEvent.click(screen.getByRole('button', { name: 'Upload documents' }));
    expect(statement).toHaveAccessibleDescription('PDF, JPG or PNG, at most 10 MB Please select file');
    expect(support).toHaveAccessibleDescription('PDF, JPG or PNG, at most 10 MB Please select file');

    const big = new File(['x'], 'statement.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await userEvent.upload(statement, big);
    await userEvent.upload(support, new File(['GIF89a'], 'bill.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Upload documents' }));
    expect(statement).toHaveAccessibleDescription(
      'PDF, JPG or PNG, at most 10 MB The file must be 10 MB or smaller',
    );
    expect(support).toHaveAccessibleDescription(
      'PDF, JPG or PNG, at most 10 MB Only JPG, PNG or PDF files are accepted',
    );

    await userEvent.upload(statement, new File(['%PDF-1.7'], 'statement.pdf', { type: 'application/pdf' }));
    await userEvent.upload(support, new File(['png'], 'bill.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload documents' }));
    await waitFor(() =>
      expect(statement).toHaveAccessibleDescription(
        'PDF, JPG or PNG, at most 10 MB Only JPG, PNG or PDF files are accepted',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload documents' }));
    expect(
      await screen.findByText('Documents uploaded. We will check them within 1-2 business days.'),
    ).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyc'));
    expect(uploads.map((form) => form.get('kind'))).toEqual([
      'EDD_STATEMENT',
      'EDD_STATEMENT',
      'EDD_SUPPORT',
    ]);
    expect((uploads[2]!.get('file') as File).name).toBe('bill.png');
    expect(callsTo('POST /kyc/files')[0]?.headers.get('x-csrf-token')).toBe('csrf-1');
  });
});
