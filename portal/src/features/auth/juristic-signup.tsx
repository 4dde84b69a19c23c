import { juristicDocumentLabels } from '@fund/domain';
import { useTranslation } from 'react-i18next';
import { useInterestPopup } from '../../components/interest-popup/interest-popup.tsx';
import { useSupportLine } from '../../lib/brand.tsx';
import { useLanguage } from '../../lib/i18n/use-language.ts';

/**
 * A company's way in (DESIGN §4: corporate accounts cannot self-open): the steps from the first contact to the first
 * investment, the papers to have ready, and a call-back request about opening a juristic account.
 */
export function JuristicSignup({ signedUp }: { signedUp: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const supportLine = useSupportLine();
  const interest = useInterestPopup();
  const steps = ['contact', 'documents', 'review', 'password', 'invest'] as const;
  return (
    <section className="card card-narrow">
      <h1>{t('signup.juristicTitle')}</h1>
      <p>{signedUp ? t('signup.juristicBody') : t('signup.juristicIntro')}</p>
      <h2>{t('signup.juristicStepsTitle')}</h2>
      <ol>
        {steps.map((step) => (
          <li key={step}>{t(`signup.juristicSteps.${step}`)}</li>
        ))}
      </ol>
      <h2>{t('signup.juristicDocumentsTitle')}</h2>
      <ul>
        {Object.values(juristicDocumentLabels).map((label) => (
          <li key={label.en}>{label[language]}</li>
        ))}
        <li>{t('signup.juristicIdCards')}</li>
      </ul>
      <p className="muted">{t('signup.hours')}</p>
      <div className="actions">
        <button
          type="button"
          className="button button-primary"
          onClick={() => interest.open(undefined, 'JURISTIC_ACCOUNT')}
        >
          {t('signup.juristicCallBack')}
        </button>
        <a
          className="button button-secondary"
          href={supportLine.url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('signup.contact', { lineId: supportLine.id })}
        </a>
      </div>
    </section>
  );
}
