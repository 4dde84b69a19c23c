import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import type { FatcaCondition, FatcaQuestion } from './api.ts';

interface FatcaQuestionFieldProps {
  question: FatcaQuestion;
  value: boolean | undefined;
  missing: boolean;
  onAnswer: (value: boolean) => void;
}

/** One numbered yes/no question of FATCA part 1, with the notes that go with it and with the chosen answer. */
export function FatcaQuestionField({ question, value, missing, onAnswer }: FatcaQuestionFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const notes: FatcaCondition[] = [
    ...(question.conditions ?? []),
    ...(value === true ? (question.yesConditions ?? []) : []),
    ...(value === false ? (question.noConditions ?? []) : []),
  ];
  return (
    <fieldset
      className="field question"
      data-item={question.name}
      aria-describedby={missing ? `${id}-error` : undefined}
    >
      <legend>
        {t('questionnaires.fatca.questionNumber', { number: question.qNumber })}.{' '}
        {question.question[language]}
      </legend>
      {notes.length > 0 && (
        <ul className="fatca-conditions">
          {notes.map((note) => (
            <li key={note.text.en}>
              {note.text[language]}
              {note.link && (
                <>
                  {' '}
                  <a href={note.link} target="_blank" rel="noreferrer">
                    {t('questionnaires.fatca.more')}
                  </a>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="radio-row">
        {([true, false] as const).map((option) => (
          <label key={String(option)}>
            <input
              type="radio"
              name={question.name}
              checked={value === option}
              aria-invalid={missing ? true : undefined}
              onChange={() => onAnswer(option)}
            />
            {option ? t('questionnaires.fatca.yes') : t('questionnaires.fatca.no')}
          </label>
        ))}
      </div>
      {missing && (
        <small id={`${id}-error`} className="field-error">
          {t('questionnaires.answerRequired')}
        </small>
      )}
    </fieldset>
  );
}
