import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/dialog/modal-dialog.tsx';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { type PolicyKind, policyTexts } from './policy-texts.ts';
import './policy-dialog.css';

interface PolicyDialogProps {
  kind: PolicyKind;
  onClose: () => void;
  /** Ticks the sign-up's checkbox for this text, after the investor has it in front of them. */
  onAccept: () => void;
}

/** The whole text a sign-up checkbox accepts, readable in the reader's language before they tick it. */
export function PolicyDialog({ kind, onClose, onAccept }: PolicyDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const text = policyTexts[language === 'en' ? 'en' : 'th'][kind];
  return (
    <ModalDialog title={text.title} onClose={onClose} width={640} className="policy-dialog">
      <div className="policy-text">
        {text.sections.map((section) => (
          <section key={section.heading}>
            <h3>{section.heading}</h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </div>
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('signup.policyClose')}
        </button>
        <button type="button" className="button button-primary" onClick={onAccept}>
          {t(kind === 'terms' ? 'signup.acceptTerms' : 'signup.acceptPrivacy')}
        </button>
      </div>
    </ModalDialog>
  );
}
