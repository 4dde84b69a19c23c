import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { FormError } from '../../components/form/fields.tsx';
import { ProgressBar } from '../../components/route-progress-bar.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useErrorMessage, useLanguage } from '../../lib/i18n/use-language.ts';
import { type AnswerState, answersBody, emptyAnswers, itemProblems, revealFirstProblem } from './answers.ts';
import {
  type SuitabilityQuestionnaire,
  submitSuitability,
  suitabilityResultKey,
  useQuestionnaire,
} from './api.ts';
import { problemsFromApi } from './api-problems.ts';
import { LoadFailed } from './load-failed.tsx';
import { QuestionnaireItems } from './questionnaire-items.tsx';

/** The answers being given, kept for the tab's session so a refresh loses nothing (spec: nothing typed is lost). */
export const suitabilityDraftKey = 'suitabilityDraft';

interface Draft extends AnswerState {
  version: number;
  page: number;
}

function readDraft(version: number): Draft | null {
  try {
    const draft = JSON.parse(window.sessionStorage.getItem(suitabilityDraftKey) ?? 'null') as Draft | null;
    return draft && draft.version === version ? draft : null;
  } catch {
    return null;
  }
}

function writeDraft(draft: Draft | null): void {
  try {
    if (draft) window.sessionStorage.setItem(suitabilityDraftKey, JSON.stringify(draft));
    else window.sessionStorage.removeItem(suitabilityDraftKey);
  } catch {
    // Storage may be blocked; the answers then live as long as the page.
  }
}

/** Spec screen 12: the risk assessment in three pages (financial situation, experience and knowledge, risk tolerance). */
export function SuitabilityPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('questionnaires.suitability.title'));
  const { data, error, mutate } = useQuestionnaire('suitability');
  if (error) return <LoadFailed onRetry={() => void mutate()} />;
  if (!data) return <ProgressBar />;
  return <SuitabilityForm questionnaire={data} />;
}

function SuitabilityForm({ questionnaire }: { questionnaire: SuitabilityQuestionnaire }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const translateError = useErrorMessage();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { version, pages } = questionnaire;
  const [draft] = useState(() => readDraft(version));
  const [state, setState] = useState<AnswerState>(draft ?? emptyAnswers);
  const [pageIndex, setPageIndex] = useState(() => Math.min(draft?.page ?? 0, pages.length - 1));
  const [problems, setProblems] = useState<ReturnType<typeof itemProblems>>({});
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const page = pages[pageIndex]!;
  const isLast = pageIndex === pages.length - 1;

  useEffect(() => {
    writeDraft({ version, page: pageIndex, ...state });
  }, [version, pageIndex, state]);

  const change = (next: AnswerState) => {
    setState(next);
    // A fixed answer stops being flagged; the rest stay until the next check.
    if (Object.keys(problems).length > 0) {
      const remaining = itemProblems(page.items, next);
      setProblems((shown) =>
        Object.fromEntries(
          Object.keys(shown)
            .filter((key) => remaining[key])
            .map((key) => [key, remaining[key]!]),
        ),
      );
    }
  };

  /** Marks the problems of page `shown` and names its first unanswered question, then scrolls and focuses it. */
  const showProblems = (found: ReturnType<typeof itemProblems>, shown = pageIndex) => {
    setProblems(found);
    const items = pages[shown]!.items;
    const first = items.findIndex((item) => found[item.key]);
    const number = pages.slice(0, shown).reduce((count, p) => count + p.items.length, 1) + first;
    setFormError(
      first >= 0
        ? t('questionnaires.unanswered', {
            number,
            question: items[first]!.label[language],
            count: Object.keys(found).length,
          })
        : t('questionnaires.notCompleted'),
    );
    requestAnimationFrame(() => revealFirstProblem(formRef.current, Object.keys(found)));
  };

  const goTo = (index: number) => {
    setProblems({});
    setFormError(undefined);
    setPageIndex(index);
    formRef.current?.scrollIntoView?.({ block: 'start' });
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = itemProblems(page.items, state);
    if (Object.keys(found).length > 0) return showProblems(found);
    if (!isLast) return goTo(pageIndex + 1);
    const items = pages.flatMap((p) => p.items);
    const missing = itemProblems(items, state);
    const firstMissing = pages.findIndex((p) => p.items.some((item) => missing[item.key]));
    if (firstMissing >= 0) {
      goTo(firstMissing);
      return showProblems(missing, firstMissing);
    }
    setSubmitting(true);
    setFormError(undefined);
    try {
      const result = await submitSuitability(answersBody(items, state, version));
      writeDraft(null);
      await mutate(suitabilityResultKey, result, { revalidate: false });
      navigate('/kyc/suitability/result');
    } catch (failure) {
      const fromApi = problemsFromApi(failure);
      const pageWithProblem = pages.findIndex((p) => p.items.some((item) => fromApi[item.key]));
      if (pageWithProblem >= 0) {
        setPageIndex(pageWithProblem);
        showProblems(fromApi, pageWithProblem);
      } else {
        setFormError(translateError(failure instanceof ApiError ? failure.code : 'INTERNAL_ERROR'));
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="stack">
      <header>
        <h1>{questionnaire.title[language]}</h1>
        <p className="muted">
          {t('questionnaires.suitability.pageOf', { page: pageIndex + 1, total: pages.length })}
        </p>
      </header>
      <form ref={formRef} className="section-card form" noValidate onSubmit={handleSubmit}>
        <h2>{page.title[language]}</h2>
        <FormError message={formError} />
        <QuestionnaireItems
          firstNumber={pages.slice(0, pageIndex).reduce((count, p) => count + p.items.length, 1)}
          items={page.items}
          state={state}
          onChange={change}
          problems={problems}
        />
        <p className="muted">{t('questionnaires.suitability.draftKept')}</p>
        <div className="questionnaire-nav">
          {pageIndex > 0 ? (
            <button type="button" className="button button-secondary" onClick={() => goTo(pageIndex - 1)}>
              {t('questionnaires.suitability.back')}
            </button>
          ) : (
            <span />
          )}
          <button type="submit" className="button button-primary" disabled={submitting}>
            {isLast ? t('questionnaires.suitability.submit') : t('questionnaires.suitability.next')}
          </button>
        </div>
      </form>
    </div>
  );
}
