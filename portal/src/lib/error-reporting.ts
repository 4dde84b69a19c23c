import type { Answer } from '@fund/contract';
import {
  type ClientErrorReport,
  cachedFlagReader,
  createErrorReporter,
  type ErrorReporter,
  reportUncaughtErrors,
} from '@fund/domain';
import { apiRequest } from './api-client.ts';

/** The portal's reporter: one per page load, sending through the API client (which adds the CSRF token). */
export function createPortalErrorReporter(now: () => number = Date.now): ErrorReporter {
  return createErrorReporter({
    app: 'portal',
    release: String(import.meta.env.VITE_RELEASE ?? 'dev'),
    isEnabled: cachedFlagReader(
      () =>
        apiRequest<Answer<'/feature-flags/{name}'>>('/feature-flags/errorEndpoint', {
          quietUnauthorized: true,
        }).then((answer) => answer.enabled === true),
      now,
    ),
    send: (report: ClientErrorReport) =>
      apiRequest('/client-errors', { method: 'POST', body: report, quietUnauthorized: true }),
    location: () => ({ href: window.location.href, userAgent: window.navigator.userAgent }),
  });
}

let pageReporter: ErrorReporter | null = null;

/** The reporter of this page load, made on first use. */
export function portalErrorReporter(): ErrorReporter {
  pageReporter ??= createPortalErrorReporter();
  return pageReporter;
}

/**
 * Reports what nothing else caught. Errors while rendering a page are caught by the router's error boundary, which
 * reports them itself. Returns the uninstaller.
 */
export function installErrorReporting(
  reporter: ErrorReporter = portalErrorReporter(),
  target: Window = window,
) {
  return reportUncaughtErrors(reporter, target);
}
