import { answerOf } from '@fund/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { problem, stubApi } from '../../test/stub-api.ts';
import { fatcaQuestionnaire } from './test-fixtures.ts';

const names = [
  'usCitizen',
  'usGreencard',
  'usTax',
  'usBorn',
  'usAddress',
  'usPhone',
  'usMoneyAcc',
  'usNominee',
  'usCoordinator',
];

const question = (n: number, language: 'th' | 'en' = 'en') =>
  screen.queryByRole('group', {
    name: `${language === 'en' ? 'Question' : 'ข้อ'} ${n}. ${language === 'en' ? '' : 'TH '}Question about ${names[n - 1]}?`,
  });

async function answer(n: number, yes: boolean, language: 'th' | 'en' = 'en') {
  const label = language === 'en' ? (yes ? 'Yes' : 'No') : yes ? 'ใช่' : 'ไม่ใช่';
  await userEvent.click(within(question(n, language)!).getByRole('radio', { name: label }));
}

describe('FATCA form', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });

  it('a Yes to 1-3 hides questions 4-9, posts without them, and a US person lands on the blocked page', async () => {
    const { callsTo } = stubApi({
      'GET /questionnaires/fatca': answerOf('/questionnaires/{kind}', 'get', fatcaQuestionnaire),
      'POST /kyc/fatca': answerOf(
        '/kyc/fatca',
        'post',
        { id: 1, version: 1, usPerson: true, status: 'BLOCKED' },
        { status: 201 },
      ),
    });
    const { router } = renderApp('/kyc/fatca', { user: investor, language: 'en' });
    await screen.findByRole('heading', { level: 2, name: 'Part 1: Customer Status' });
    for (const part of [
      'Part 2: Certification',
      'Part 3: Consent to disclosure',
      'Part 4: Consent to withholding',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: part })).toBeVisible();
    }
    expect(question(4)).toBeVisible();
    await answer(1, false);
    await answer(2, true);
    for (const n of [4, 5, 6, 7, 8, 9]) expect(question(n)).toBeNull();
    expect(
      screen.getByText('You answered "Yes" to a question 1-3, so questions 4-9 are skipped'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You have not completed this assessment yet');
    expect(within(question(3)!).getByText('Please answer this question')).toBeVisible();
    await answer(3, false);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms above' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyc/fatca/blocked'));
    expect(callsTo('POST /kyc/fatca')[0]?.body).toEqual({
      version: 1,
      answers: { usCitizen: false, usGreencard: true, usTax: false },
      agreement: true,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'We cannot serve you' })).toBeVisible();
    expect(screen.getByText(/Your FATCA answers make you a US person/)).toBeVisible();
  });

  it('requires the agreement, then posts all nine answers and acknowledges', async () => {
    const { callsTo } = stubApi({
      'GET /questionnaires/fatca': answerOf('/questionnaires/{kind}', 'get', fatcaQuestionnaire),
      'POST /kyc/fatca': answerOf(
        '/kyc/fatca',
        'post',
        { id: 2, version: 1, usPerson: false, status: 'DONE' },
        { status: 201 },
      ),
    });
    const { router } = renderApp('/kyc/fatca', { user: investor, language: 'en' });
    await screen.findByRole('heading', { level: 2, name: 'Part 1: Customer Status' });
    for (let n = 1; n <= 9; n += 1) await answer(n, false);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const agreement = screen.getByRole('checkbox', { name: 'I accept the terms above' });
    expect(agreement).toHaveAccessibleDescription('Please accept the terms to proceed');
    expect(callsTo('POST /kyc/fatca')).toHaveLength(0);
    await userEvent.click(agreement);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('FATCA acknowledged')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyc'));
    expect(callsTo('POST /kyc/fatca')[0]?.body).toEqual({
      version: 1,
      answers: Object.fromEntries(names.map((name) => [name, false])),
      agreement: true,
    });
  });

  it('an account already blocked is sent to the blocked page, in Thai', async () => {
    stubApi({
      'GET /questionnaires/fatca': answerOf('/questionnaires/{kind}', 'get', fatcaQuestionnaire),
      'POST /kyc/fatca': problem(403, 'KYC_BLOCKED'),
    });
    const { router } = renderApp('/kyc/fatca', { user: investor });
    await screen.findByRole('heading', { level: 2, name: 'ส่วนที่ 1: TH Customer Status' });
    for (const n of [1, 2, 3]) await answer(n, n === 1, 'th');
    await userEvent.click(screen.getByRole('checkbox', { name: 'TH I accept the terms above' }));
    await userEvent.click(screen.getByRole('button', { name: 'ส่งคำตอบ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyc/fatca/blocked'));
    expect(await screen.findByRole('heading', { level: 1, name: 'ไม่สามารถให้บริการได้' })).toBeVisible();
  });
});
