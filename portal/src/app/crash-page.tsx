import type { ErrorReporter } from '@fund/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { useDocumentTitle } from '../lib/document-title.ts';
import { portalErrorReporter } from '../lib/error-reporting.ts';

/**
 * The router's error boundary: a page that threw while rendering or loading lands here. The error is reported
 * (while the errorEndpoint flag is on) and the reader is offered a reload instead of a blank screen.
 */
export function CrashPage({ reporter = portalErrorReporter() }: { reporter?: ErrorReporter }) {
  const { t } = useTranslation();
  const error = useRouteError();
  useDocumentTitle(t('crash.title'));
  useEffect(() => {
    void reporter.report(error);
  }, [error, reporter]);
  return (
    <section className="card card-narrow" role="alert">
      <h1>{t('crash.title')}</h1>
      <p className="muted">{t('crash.body')}</p>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        {t('crash.reload')}
      </button>
    </section>
  );
}
