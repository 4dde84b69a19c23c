import type { FieldError } from '../../platform/errors.ts';
import type { QuestionnaireItem } from './types.ts';

export type AnswerValue = string | string[];

const otherTextMax = 200;

/** The chosen option values of an answer, one for a single choice, all for a multiple choice. */
export function chosenValues(value: AnswerValue | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * Checks answers against the items of a questionnaire version: every key is an item, every required item is
 * answered, a single choice has one option and a multiple choice at least one (no repeats), every value is an
 * option of the item, and the "other" option comes with its text (and only then). Empty when all is well.
 */
export function answerProblems(
  items: QuestionnaireItem[],
  answers: Record<string, AnswerValue>,
  otherText: Record<string, string>,
): FieldError[] {
  const errors: FieldError[] = [];
  const byKey = new Map(items.map((item) => [item.key, item]));
  for (const key of Object.keys(answers)) {
    if (!byKey.has(key)) {
      errors.push({
        field: `body.answers.${key}`,
        code: 'answer.unknown',
        message: `${key} is not a question of this version`,
      });
    }
  }
  for (const key of Object.keys(otherText)) {
    const item = byKey.get(key);
    const chosen = chosenValues(answers[key]);
    const otherChosen =
      item?.options.some((option) => option.other && chosen.includes(option.value)) ?? false;
    if (!otherChosen) {
      errors.push({
        field: `body.otherText.${key}`,
        code: 'answer.otherUnexpected',
        message: `${key} has no "other" answer`,
      });
    }
  }
  for (const item of items) {
    const field = `body.answers.${item.key}`;
    const value = answers[item.key];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) {
      if (item.required)
        errors.push({ field, code: 'answer.required', message: `Please answer ${item.key}` });
      continue;
    }
    if (Array.isArray(value) && !item.multipleChoice) {
      errors.push({ field, code: 'answer.single', message: `${item.key} takes one answer` });
      continue;
    }
    const chosen = chosenValues(value);
    if (new Set(chosen).size !== chosen.length) {
      errors.push({ field, code: 'answer.repeated', message: `${item.key} has an option chosen twice` });
      continue;
    }
    const unknown = chosen.filter((choice) => !item.options.some((option) => option.value === choice));
    if (unknown.length > 0) {
      errors.push({
        field,
        code: 'answer.option',
        message: `${item.key} has no option ${unknown.join(', ')}`,
      });
      continue;
    }
    const otherChosen = item.options.some((option) => option.other && chosen.includes(option.value));
    const text = otherText[item.key]?.trim() ?? '';
    if (otherChosen && text === '') {
      errors.push({
        field: `body.otherText.${item.key}`,
        code: 'answer.otherRequired',
        message: `Please specify ${item.key}`,
      });
    } else if (otherChosen && text.length > otherTextMax) {
      errors.push({
        field: `body.otherText.${item.key}`,
        code: 'answer.otherTooLong',
        message: `${item.key} is at most ${otherTextMax} characters`,
      });
    }
  }
  return errors;
}
