/**
 * Front-end error reports (`errorEndpoint` flag): what a report holds, how long each part may be, and the one
 * reporter the portal and the back office share. Pure: the reporter sends through the function it is given.
 */
export const clientErrorApps = ['portal', 'backoffice', 'site'] as const;
export type ClientErrorApp = (typeof clientErrorApps)[number];

export const clientErrorLimits = {
  message: 500,
  stack: 4000,
  path: 300,
  release: 64,
  userAgent: 300,
  /** Reports one page load may send; an error in a render loop must not flood the API. */
  perPageLoad: 5,
} as const;

export interface ClientErrorReport {
  app: ClientErrorApp;
  message: string;
  stack: string | null;
  path: string;
  release: string;
  userAgent: string | null;
}

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * The path of an address only: the query string and fragment can carry reset tokens, codes or e-mails, so they
 * never leave the browser. Anything that is not an address becomes `/`.
 */
export function pathOnly(href: string): string {
  try {
    return cut(new URL(href, 'http://x.invalid').pathname || '/', clientErrorLimits.path);
  } catch {
    return '/';
  }
}

/** A readable message and stack from whatever was thrown (an Error, a string, a rejected non-error). */
export function describeThrown(thrown: unknown): { message: string; stack: string | null } {
  if (thrown instanceof Error) {
    return {
      message: cut(thrown.message || thrown.name || 'Error', clientErrorLimits.message),
      stack: thrown.stack ? cut(thrown.stack, clientErrorLimits.stack) : null,
    };
  }
  let message: string;
  try {
    message = typeof thrown === 'string' ? thrown : (JSON.stringify(thrown) ?? String(thrown));
  } catch {
    message = String(thrown);
  }
  return { message: cut(message || 'Unknown error', clientErrorLimits.message), stack: null };
}

export interface ErrorReporterOptions {
  app: ClientErrorApp;
  release: string;
  /** Whether the `errorEndpoint` flag is on now; asked at each error, so a switch takes effect without a reload. */
  isEnabled: () => boolean | Promise<boolean>;
  send: (report: ClientErrorReport) => Promise<unknown>;
  /** Where the reader is and with which browser, read at each error. */
  location: () => { href: string; userAgent: string | null };
  max?: number;
}

/**
 * One reporter per page load. It sends at most `max` reports, nothing while the flag is off, and never throws:
 * a failing report must not raise a second error.
 */
export function createErrorReporter(options: ErrorReporterOptions) {
  const max = options.max ?? clientErrorLimits.perPageLoad;
  let sent = 0;
  return {
    async report(thrown: unknown): Promise<boolean> {
      if (sent >= max) return false;
      try {
        if (!(await options.isEnabled())) return false;
        // Counted before sending, so errors raised while a report is on its way cannot pass the cap.
        if (sent >= max) return false;
        sent += 1;
        const { href, userAgent } = options.location();
        await options.send({
          app: options.app,
          ...describeThrown(thrown),
          path: pathOnly(href),
          release: cut(options.release || 'unknown', clientErrorLimits.release),
          userAgent: userAgent ? cut(userAgent, clientErrorLimits.userAgent) : null,
        });
        return true;
      } catch {
        return false;
      }
    },
    get sent() {
      return sent;
    },
  };
}

export type ErrorReporter = ReturnType<typeof createErrorReporter>;

/** How long a front end trusts its last reading of the `errorEndpoint` flag. */
export const errorFlagTtlMs = 60_000;

/**
 * The flag read at most once per `ttlMs` (a screen that keeps failing while it is off must not hammer the API); a
 * reading that fails counts as off.
 */
export function cachedFlagReader(
  read: () => Promise<boolean>,
  now: () => number = Date.now,
  ttlMs: number = errorFlagTtlMs,
): () => Promise<boolean> {
  let last: { enabled: Promise<boolean>; readAt: number } | null = null;
  return () => {
    if (!last || now() - last.readAt > ttlMs) {
      last = { enabled: read().catch(() => false), readAt: now() };
    }
    return last.enabled;
  };
}

/** The two browser events of errors nothing else caught: a script error and a rejected promise nobody awaited. */
interface ErrorEventTarget {
  addEventListener(type: 'error' | 'unhandledrejection', listener: (event: unknown) => void): void;
  removeEventListener(type: 'error' | 'unhandledrejection', listener: (event: unknown) => void): void;
}

/** Reports what nothing else caught on the page (`target` is the window). Returns the uninstaller. */
export function reportUncaughtErrors(reporter: ErrorReporter, target: ErrorEventTarget) {
  const onError = (event: unknown) => {
    const { error, message } = event as { error?: unknown; message?: string };
    void reporter.report(error ?? message);
  };
  const onRejection = (event: unknown) => void reporter.report((event as { reason?: unknown }).reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
