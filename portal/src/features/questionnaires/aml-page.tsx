import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormError } from '../../components/form/fields.tsx';
import { ProgressBar } from '../../components/route-progress-bar.tsx';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useErrorMessage, useLanguage } from '../../lib/i18n/use-language.ts';
import { type AnswerState, answersBody, emptyAnswers, itemProblems, revealFirstProblem } from './answers.ts';
import { type AmlQuestionnaire, submitAml, useQuestionnaire } from './api.ts';
import { problemsFromApi } from './api-problems.ts';
import { rememberEddReasons } from './edd-reasons.ts';
import { LoadFailed } from './load-failed.tsx';
import { QuestionnaireItems } from './questionnaire-items.tsx';

/** Spec screen 14: the AML questionnaire's four select fields; enhanced due diligence follows when triggered. */
export function AmlPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('questionnaires.aml.title'));
  const { data, error, mutate } = useQuestionnaire('aml');
  if (error) return <LoadFailed onRetry={() => void mutate()} />;
  if (!data) return <ProgressBar />;
  return <AmlForm questionnaire={data} />;
}

function AmlForm({ questionnaire }: { questionnaire: AmlQuestionnaire }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const translateError = useErrorMessage();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [state, setState] = useState<AnswerState>(emptyAnswers);
  const [problems, setProblems] = useState<ReturnType<typeof itemProblems>>({});
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { items, version } = questionnaire;

  const showProblems = (found: ReturnType<typeof itemProblems>) => {
    setProblems(found);
    setFormError(t('questionnaires.notCompleted'));
    requestAnimationFrame(() => revealFirstProblem(formRef.current, Object.keys(found)));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = itemProblems(items, state);
    if (Object.keys(found).length > 0) return showProblems(found);
    setProblems({});
    setFormError(undefined);
    setSubmitting(true);
    try {
      const result = await submitAml(answersBody(items, state, version));
      if (result.eddRequired) {
        rememberEddReasons(result.eddReasons);
        navigate('/kyc/edd');
        return;
      }
      showToast({ kind: 'success', message: t('questionnaires.aml.saved') });
      navigate('/kyc');
    } catch (failure) {
      const fromApi = problemsFromApi(failure);
      if (Object.keys(fromApi).length > 0) return showProblems(fromApi);
      setFormError(translateError(failure instanceof ApiError ? failure.code : 'INTERNAL_ERROR'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form ref={formRef} className="section-card form" noValidate onSubmit={handleSubmit}>
      <h1>{questionnaire.title[language]}</h1>
      <FormError message={formError} />
      <QuestionnaireItems
        items={items}
        state={state}
        onChange={(next) => {
          setState(next);
          if (Object.keys(problems).length > 0) setProblems(itemProblems(items, next));
        }}
        problems={problems}
      />
      <button type="submit" className="button button-primary" disabled={submitting}>
        {t('questionnaires.submit')}
      </button>
    </form>
  );
}
