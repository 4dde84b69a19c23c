import type { AnswersBody, AnswerValue, QuestionnaireItem } from './api.ts';

/** What the reader has chosen or typed so far, item by item. */
export interface AnswerState {
  answers: Record<string, AnswerValue>;
  otherText: Record<string, string>;
}

export const emptyAnswers: AnswerState = { answers: {}, otherText: {} };

export type ItemProblem = 'required' | 'otherRequired' | 'numberInvalid';

/** A free-number item: it counts toward a result (`calculate`) but offers no options to choose from. */
export function isNumberItem(item: QuestionnaireItem): boolean {
  return item.calculate && item.options.length === 0;
}

export function chosenValues(value: AnswerValue | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export function isOtherChosen(item: QuestionnaireItem, value: AnswerValue | undefined): boolean {
  const chosen = chosenValues(value);
  return item.options.some((option) => option.other && chosen.includes(option.value));
}

/**
 * The API's rules (questionnaires/answers.ts) for instant feedback: every required item answered, a single
 * choice holds one option of the item and a multiple choice at least one, and the "other" option its text.
 */
export function itemProblems(items: QuestionnaireItem[], state: AnswerState): Record<string, ItemProblem> {
  const problems: Record<string, ItemProblem> = {};
  for (const item of items) {
    const value = state.answers[item.key];
    const chosen = chosenValues(value).filter((choice) => choice.trim() !== '');
    if (chosen.length === 0) {
      if (item.required) problems[item.key] = 'required';
      continue;
    }
    if (isNumberItem(item)) {
      if (!/^\d+(\.\d+)?$/.test(chosen[0] ?? '')) problems[item.key] = 'numberInvalid';
      continue;
    }
    const known = chosen.every((choice) => item.options.some((option) => option.value === choice));
    if (!known || (!item.multipleChoice && chosen.length > 1)) {
      problems[item.key] = 'required';
      continue;
    }
    if (isOtherChosen(item, value) && (state.otherText[item.key] ?? '').trim() === '') {
      problems[item.key] = 'otherRequired';
    }
  }
  return problems;
}

/** The body the API takes: answers of these items only, and "other" text only where that option is chosen. */
export function answersBody(items: QuestionnaireItem[], state: AnswerState, version: number): AnswersBody {
  const answers: Record<string, AnswerValue> = {};
  const otherText: Record<string, string> = {};
  for (const item of items) {
    const value = state.answers[item.key];
    if (value === undefined || chosenValues(value).length === 0) continue;
    answers[item.key] = item.multipleChoice ? chosenValues(value) : (chosenValues(value)[0] ?? '');
    if (isOtherChosen(item, value)) otherText[item.key] = (state.otherText[item.key] ?? '').trim();
  }
  return { version, answers, otherText };
}

/** Brings the first unanswered item into view and puts the focus on its first control. */
export function revealFirstProblem(container: HTMLElement | null, keys: string[]): void {
  const first = keys[0];
  if (!container || first === undefined) return;
  const element = container.querySelector<HTMLElement>(`[data-item="${first}"]`);
  element?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  // The control that is wrong (the "other" text box when only its text is missing), else the item's first one.
  const control =
    element?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    element?.querySelector<HTMLElement>('input, select');
  control?.focus({ preventScroll: true });
}
