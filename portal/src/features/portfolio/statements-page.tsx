import { supportLine } from '@fund/ui';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title.ts';

/** Spec screen 25: statement reports are under maintenance; the customer asks support for a statement. */
export function StatementsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('portfolio.statements.title'));
  return (
    <section className="stack card-narrow">
      <h1>{t('portfolio.statements.title')}</h1>
      <p role="status">{t('portfolio.statements.body')}</p>
      <p className="muted">{t('portfolio.statements.hours')}</p>
      <div className="actions">
        <a className="button button-primary" href={supportLine.url} target="_blank" rel="noopener noreferrer">
          {t('portfolio.statements.contact', { lineId: supportLine.id })}
        </a>
      </div>
    </section>
  );
}
