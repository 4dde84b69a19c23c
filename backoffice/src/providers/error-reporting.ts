import {
  type ClientErrorReport,
  cachedFlagReader,
  createErrorReporter,
  type ErrorReporter,
  reportUncaughtErrors,
} from '@fund/domain';
import { createHttpClient } from './http-client.ts';

async function readFlag(): Promise<boolean> {
  const response = await fetch('/api/feature-flags/errorEndpoint', { credentials: 'same-origin' });
  if (!response.ok) return false;
  return ((await response.json()) as { enabled?: unknown }).enabled === true;
}

/** The back office's reporter: one per page load, sending through the HTTP client (which adds the CSRF token). */
export function createBackofficeErrorReporter(now: () => number = Date.now): ErrorReporter {
  // The language only picks the words of a refusal, which nobody reads here.
  const httpClient = createHttpClient(() => 'en');
  return createErrorReporter({
    app: 'backoffice',
    release: String(import.meta.env.VITE_RELEASE ?? 'dev'),
    isEnabled: cachedFlagReader(readFlag, now),
    send: (report: ClientErrorReport) =>
      httpClient('/api/client-errors', { method: 'POST', body: JSON.stringify(report) }),
    location: () => ({ href: window.location.href, userAgent: window.navigator.userAgent }),
  });
}

let pageReporter: ErrorReporter | null = null;

/** The reporter of this page load, made on first use. */
export function backofficeErrorReporter(): ErrorReporter {
  pageReporter ??= createBackofficeErrorReporter();
  return pageReporter;
}

/**
 * Reports what nothing else caught. A screen that throws while rendering is caught by the layout's error boundary,
 * whose panel reports it. Returns the uninstaller.
 */
export function installErrorReporting(
  reporter: ErrorReporter = backofficeErrorReporter(),
  target: Window = window,
) {
  return reportUncaughtErrors(reporter, target);
}
