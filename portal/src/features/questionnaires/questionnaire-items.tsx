import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form/fields.tsx';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { type AnswerState, chosenValues, type ItemProblem, isNumberItem, isOtherChosen } from './answers.ts';
import type { AnswerValue, QuestionnaireItem } from './api.ts';
import './questionnaires.css';

interface ItemsProps {
  /** The number of the first item, when a questionnaire runs over several pages. */
  firstNumber?: number;
  items: QuestionnaireItem[];
  state: AnswerState;
  onChange: (next: AnswerState) => void;
  problems: Record<string, ItemProblem>;
}

const problemText: Record<ItemProblem, string> = {
  required: 'questionnaires.answerRequired',
  otherRequired: 'questionnaires.otherRequired',
  numberInvalid: 'questionnaires.numberInvalid',
};

/**
 * Renders questionnaire items as the API serves them, in the reader's language: a drop-down for `select`,
 * check boxes for `multipleChoice`, radio buttons otherwise, a number for a `calculate` item without options,
 * and a text box when the chosen option asks for "other".
 */
export function QuestionnaireItems({ firstNumber = 1, items, state, onChange, problems }: ItemsProps) {
  const setAnswer = (key: string, value: AnswerValue) =>
    onChange({ ...state, answers: { ...state.answers, [key]: value } });
  const setOther = (key: string, text: string) =>
    onChange({ ...state, otherText: { ...state.otherText, [key]: text } });
  return (
    <div className="questionnaire-items">
      {items.map((item, index) => (
        <ItemField
          key={item.key}
          number={firstNumber + index}
          item={item}
          value={state.answers[item.key]}
          otherText={state.otherText[item.key] ?? ''}
          problem={problems[item.key]}
          onAnswer={(value) => setAnswer(item.key, value)}
          onOther={(text) => setOther(item.key, text)}
        />
      ))}
    </div>
  );
}

interface ItemFieldProps {
  number: number;
  item: QuestionnaireItem;
  value: AnswerValue | undefined;
  otherText: string;
  problem: ItemProblem | undefined;
  onAnswer: (value: AnswerValue) => void;
  onOther: (text: string) => void;
}

function ItemField({ number, item, value, otherText, problem, onAnswer, onOther }: ItemFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const label = `${number}. ${item.label[language]}`;
  const chosen = chosenValues(value);
  const errorId = `${id}-error`;
  const invalid = problem && problem !== 'otherRequired' ? true : undefined;
  const error = problem && problem !== 'otherRequired' && (
    <small id={errorId} className="field-error">
      {t(problemText[problem])}
    </small>
  );
  const other = isOtherChosen(item, value) && (
    <TextField
      name={`${item.key}-other`}
      label={t('questionnaires.otherLabel')}
      value={otherText}
      maxLength={200}
      onChange={(event) => onOther(event.target.value)}
      error={problem === 'otherRequired' ? t(problemText.otherRequired) : undefined}
    />
  );

  if (item.select || isNumberItem(item)) {
    return (
      <div className="field question" data-item={item.key}>
        <label htmlFor={id}>{label}</label>
        {isNumberItem(item) ? (
          <input
            id={id}
            name={item.key}
            inputMode="decimal"
            value={chosen[0] ?? ''}
            aria-invalid={invalid}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => onAnswer(event.target.value.trim())}
          />
        ) : (
          <select
            id={id}
            name={item.key}
            value={chosen[0] ?? ''}
            aria-invalid={invalid}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => onAnswer(event.target.value)}
          >
            <option value="" disabled>
              {t('questionnaires.selectPlaceholder')}
            </option>
            {item.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label[language]}
              </option>
            ))}
          </select>
        )}
        {error}
        {other}
      </div>
    );
  }

  const toggle = (optionValue: string, checked: boolean) =>
    onAnswer(checked ? [...chosen, optionValue] : chosen.filter((choice) => choice !== optionValue));
  return (
    <fieldset
      className="field question"
      data-item={item.key}
      aria-describedby={invalid ? errorId : undefined}
    >
      <legend>{label}</legend>
      {item.multipleChoice && <small className="field-hint">{t('questionnaires.multipleHint')}</small>}
      <div className="choice-list">
        {item.options.map((option) => (
          <label key={option.value} className="choice">
            <input
              type={item.multipleChoice ? 'checkbox' : 'radio'}
              name={item.key}
              value={option.value}
              checked={chosen.includes(option.value)}
              aria-invalid={invalid}
              onChange={(event) =>
                item.multipleChoice ? toggle(option.value, event.target.checked) : onAnswer(option.value)
              }
            />
            <span>{option.label[language]}</span>
          </label>
        ))}
      </div>
      {error}
      {other}
    </fieldset>
  );
}
