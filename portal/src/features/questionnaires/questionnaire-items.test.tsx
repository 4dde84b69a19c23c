import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { type AnswerState, answersBody, emptyAnswers, itemProblems } from './answers.ts';
import type { QuestionnaireItem } from './api.ts';
import { QuestionnaireItems } from './questionnaire-items.tsx';
import { amlQuestionnaire, scoredItem } from './test-fixtures.ts';

const amountItem: QuestionnaireItem = {
  key: 'monthlyAmount',
  label: { th: 'จำนวนเงินต่อเดือน', en: 'Amount per month' },
  options: [],
  other: false,
  select: false,
  calculate: true,
  multipleChoice: false,
  required: true,
};

const items = [
  scoredItem('ageRange'),
  scoredItem('investTypeExperience', true),
  amlQuestionnaire.items[2]!,
  amountItem,
];

/** The renderer with the state a page keeps, checked by the same rules the pages apply on submit. */
function Harness({ onState }: { onState: (state: AnswerState) => void }) {
  const [state, setState] = useState<AnswerState>(emptyAnswers);
  const [checked, setChecked] = useState(false);
  return (
    <>
      <QuestionnaireItems
        items={items}
        state={state}
        onChange={(next) => {
          setState(next);
          onState(next);
        }}
        problems={checked ? itemProblems(items, state) : {}}
      />
      <button type="button" onClick={() => setChecked(true)}>
        check
      </button>
    </>
  );
}

describe('questionnaire renderer', () => {
  it('renders radios for a single choice, check boxes for a multiple choice, a select and a number, in English', async () => {
    let state: AnswerState = emptyAnswers;
    renderWithProviders(<Harness onState={(next) => (state = next)} />, { language: 'en' });
    const age = screen.getByRole('group', { name: '1. Question ageRange' });
    await userEvent.click(within(age).getByRole('radio', { name: 'ageRange option 2' }));
    await userEvent.click(within(age).getByRole('radio', { name: 'ageRange option 4' }));
    expect(within(age).getByRole('radio', { name: 'ageRange option 4' })).toBeChecked();
    expect(within(age).getByRole('radio', { name: 'ageRange option 2' })).not.toBeChecked();

    const experience = screen.getByRole('group', { name: '2. Question investTypeExperience' });
    expect(within(experience).getByText('You may choose more than one')).toBeVisible();
    await userEvent.click(
      within(experience).getByRole('checkbox', { name: 'investTypeExperience option 1' }),
    );
    await userEvent.click(
      within(experience).getByRole('checkbox', { name: 'investTypeExperience option 3' }),
    );

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: '3. incomeRange' }),
      'More than 500,000 baht',
    );
    await userEvent.type(screen.getByRole('textbox', { name: '4. Amount per month' }), '25000');

    expect(itemProblems(items, state)).toEqual({});
    expect(answersBody(items, state, 3)).toEqual({
      version: 3,
      answers: {
        ageRange: '4',
        investTypeExperience: ['1', '3'],
        incomeRange: 'OVER_500K',
        monthlyAmount: '25000',
      },
      otherText: {},
    });
  });

  it('asks for the "other" text only when that option is chosen, and flags unanswered items', async () => {
    let state: AnswerState = emptyAnswers;
    renderWithProviders(<Harness onState={(next) => (state = next)} />);
    expect(screen.queryByRole('textbox', { name: 'โปรดระบุ' })).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '3. TH incomeRange' }), 'TH Other');
    const otherText = screen.getByRole('textbox', { name: 'โปรดระบุ' });
    expect(otherText).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'check' }));
    expect(screen.getByText('กรุณาระบุรายละเอียด')).toBeVisible();
    expect(
      within(screen.getByRole('group', { name: '1. TH Question ageRange' })).getByText('กรุณาตอบคำถามข้อนี้'),
    ).toBeVisible();
    expect(itemProblems(items, state)).toEqual({
      ageRange: 'required',
      investTypeExperience: 'required',
      incomeRange: 'otherRequired',
      monthlyAmount: 'required',
    });
    await userEvent.type(otherText, '  Freelance work ');
    expect(answersBody(items, state, 1).otherText).toEqual({ incomeRange: 'Freelance work' });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: '3. TH incomeRange' }),
      'TH More than 500,000 baht',
    );
    expect(screen.queryByRole('textbox', { name: 'โปรดระบุ' })).toBeNull();
    expect(answersBody(items, state, 1).otherText).toEqual({});
  });

  it('refuses a single-choice item holding two answers, an unknown option and a number that is not one', () => {
    const state: AnswerState = {
      answers: {
        ageRange: ['1', '2'],
        investTypeExperience: ['9'],
        incomeRange: 'OVER_500K',
        monthlyAmount: '12x',
      },
      otherText: {},
    };
    expect(itemProblems(items, state)).toEqual({
      ageRange: 'required',
      investTypeExperience: 'required',
      monthlyAmount: 'numberInvalid',
    });
  });
});
