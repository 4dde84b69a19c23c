import { type FatcaAnswers, type FatcaQuestionKey, fatcaAskedQuestions } from '@fund/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CheckboxField, FormError } from '../../components/form/fields.tsx';
import { ProgressBar } from '../../components/route-progress-bar.tsx';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useErrorMessage, useLanguage } from '../../lib/i18n/use-language.ts';
import { revealFirstProblem } from './answers.ts';
import { type FatcaPart, type FatcaQuestionnaire, submitFatca, useQuestionnaire } from './api.ts';
import { problemsFromApi } from './api-problems.ts';
import { FatcaQuestionField } from './fatca-question.tsx';
import { LoadFailed } from './load-failed.tsx';

/** Spec screen 13: the FATCA form in four numbered parts and the agreement. */
export function FatcaPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('questionnaires.fatca.title'));
  const { data, error, mutate } = useQuestionnaire('fatca');
  if (error) return <LoadFailed onRetry={() => void mutate()} />;
  if (!data) return <ProgressBar />;
  return <FatcaForm questionnaire={data} />;
}

function FatcaForm({ questionnaire }: { questionnaire: FatcaQuestionnaire }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const translateError = useErrorMessage();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [answers, setAnswers] = useState<FatcaAnswers>({});
  const [agreement, setAgreement] = useState(false);
  const [missing, setMissing] = useState<string[]>([]);
  const [agreementError, setAgreementError] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Spec §4: questions 4-9 are not asked once 1-3 made the customer a US person.
  const asked = fatcaAskedQuestions(answers);

  const answer = (key: string, value: boolean) => {
    setAnswers((current) => ({ ...current, [key]: value }));
    setMissing((current) => current.filter((name) => name !== key));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const unanswered = asked.filter((key) => typeof answers[key] !== 'boolean');
    setMissing(unanswered);
    setAgreementError(!agreement);
    if (unanswered.length > 0) {
      setFormError(t('questionnaires.notCompleted'));
      requestAnimationFrame(() => revealFirstProblem(formRef.current, unanswered));
      return;
    }
    if (!agreement) {
      setFormError(undefined);
      requestAnimationFrame(() => revealFirstProblem(formRef.current, ['agreement']));
      return;
    }
    setSubmitting(true);
    setFormError(undefined);
    const sent = Object.fromEntries(asked.map((key) => [key, answers[key] === true])) as Record<
      FatcaQuestionKey,
      boolean
    >;
    try {
      const result = await submitFatca({ version: questionnaire.version, answers: sent, agreement });
      if (result.usPerson) return navigate('/kyc/fatca/blocked', { replace: true });
      showToast({ kind: 'success', message: t('questionnaires.fatca.acknowledged') });
      navigate('/kyc');
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : 'INTERNAL_ERROR';
      if (code === 'KYC_BLOCKED') return navigate('/kyc/fatca/blocked', { replace: true });
      if (code === 'KYC_FATCA_AGREEMENT_REQUIRED') return setAgreementError(true);
      const refused = Object.keys(problemsFromApi(failure));
      if (refused.length > 0) setMissing(refused);
      setFormError(refused.length > 0 ? t('questionnaires.notCompleted') : translateError(code));
    } finally {
      setSubmitting(false);
    }
  }

  const renderPart = (part: FatcaPart) => (
    <section key={part.key} className="section-card stack" aria-labelledby={`fatca-${part.key}`}>
      <h2 id={`fatca-${part.key}`}>
        {t('questionnaires.fatca.partTitle', { number: part.number, topic: part.topic[language] })}
      </h2>
      {part.subtopics?.map((subtopic) => {
        const questions = subtopic.questions.filter((q) => asked.includes(q.name as FatcaQuestionKey));
        if (questions.length === 0) {
          return (
            <p key={subtopic.topic.en} className="muted">
              {t('questionnaires.fatca.skipped')}
            </p>
          );
        }
        return (
          <div key={subtopic.topic.en} className="questionnaire-items">
            <p>{subtopic.topic[language]}</p>
            {questions.map((question) => (
              <FatcaQuestionField
                key={question.name}
                question={question}
                value={answers[question.name as FatcaQuestionKey]}
                missing={missing.includes(question.name)}
                onAnswer={(value) => answer(question.name, value)}
              />
            ))}
          </div>
        );
      })}
      {part.description && <p>{part.description[language]}</p>}
      {part.items && (
        <ul>
          {part.items.map((item) => (
            <li key={item.en}>{item[language]}</li>
          ))}
        </ul>
      )}
    </section>
  );

  return (
    <form ref={formRef} className="stack" noValidate onSubmit={handleSubmit}>
      <h1>{questionnaire.title[language]}</h1>
      <FormError message={formError} />
      {questionnaire.parts.map(renderPart)}
      <section className="section-card stack">
        <p>{questionnaire.disclaimer[language]}</p>
        <div data-item="agreement">
          <CheckboxField
            name="agreement"
            label={questionnaire.agreementCheck.description[language]}
            checked={agreement}
            onChange={(event) => {
              setAgreement(event.target.checked);
              if (event.target.checked) setAgreementError(false);
            }}
            error={agreementError ? t('questionnaires.fatca.agreementRequired') : undefined}
          />
        </div>
        <button type="submit" className="button button-primary" disabled={submitting}>
          {t('questionnaires.submit')}
        </button>
      </section>
    </form>
  );
}
