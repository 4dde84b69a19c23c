import { type ClientErrorReport, createErrorReporter, type ErrorReporter } from '@fund/domain';
import { apiRequest } from './api-client.ts';

// The flag is read at most once a minute: a page that keeps failing while it is off must not hammer the API.
const flagTtlMs = 60_000;

/** The portal's reporter: one per page load, sending through the API client (which adds the CSRF token). */
export function createPortalErrorReporter(now: () => number = Date.now): ErrorReporter {
  let flag: { enabled: Promise<boolean>; readAt: number } | null = null;
  const isEnabled = () => {
    if (!flag || now() - flag.readAt > flagTtlMs) {
      flag = {
        enabled: apiRequest<{ enabled: boolean }>('/feature-flags/errorEndpoint', { quietUnauthorized: true })
          .then((answer) => answer.enabled === true)
          .catch(() => false),
        readAt: now(),
      };
    }
    return flag.enabled;
  };
  return createErrorReporter({
    app: 'portal',
    release: String(import.meta.env.VITE_RELEASE ?? 'dev'),
    isEnabled,
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
 * Reports what nothing else caught: script errors and rejected promises nobody awaited. Errors while rendering a
 * page are caught by the router's error boundary, which reports them itself. Returns the uninstaller.
 */
export function installErrorReporting(
  reporter: ErrorReporter = portalErrorReporter(),
  target: Window = window,
) {
  const onError = (event: ErrorEvent) => void reporter.report(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => void reporter.report(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
