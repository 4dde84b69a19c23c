import { type ClientErrorReport, createErrorReporter, type ErrorReporter } from '@fund/domain';
import { createHttpClient } from './http-client.ts';

// The flag is read at most once a minute: a screen that keeps failing while it is off must not hammer the API.
const flagTtlMs = 60_000;

async function readFlag(): Promise<boolean> {
  const response = await fetch('/api/feature-flags/errorEndpoint', { credentials: 'same-origin' });
  if (!response.ok) return false;
  return ((await response.json()) as { enabled?: unknown }).enabled === true;
}

/** The back office's reporter: one per page load, sending through the HTTP client (which adds the CSRF token). */
export function createBackofficeErrorReporter(now: () => number = Date.now): ErrorReporter {
  // The language only picks the words of a refusal, which nobody reads here.
  const httpClient = createHttpClient(() => 'en');
  let flag: { enabled: Promise<boolean>; readAt: number } | null = null;
  const isEnabled = () => {
    if (!flag || now() - flag.readAt > flagTtlMs) {
      flag = { enabled: readFlag().catch(() => false), readAt: now() };
    }
    return flag.enabled;
  };
  return createErrorReporter({
    app: 'backoffice',
    release: String(import.meta.env.VITE_RELEASE ?? 'dev'),
    isEnabled,
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
 * Reports what nothing else caught: script errors and rejected promises nobody awaited. A screen that throws while
 * rendering is caught by the layout's error boundary, whose panel reports it. Returns the uninstaller.
 */
export function installErrorReporting(
  reporter: ErrorReporter = backofficeErrorReporter(),
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
