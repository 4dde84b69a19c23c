import { answerOf } from '@fund/contract/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../test/stub-api.ts';
import { createPortalErrorReporter, installErrorReporting } from './error-reporting.ts';

const flag = (enabled: boolean) =>
  answerOf('/feature-flags/{name}', 'get', {
    name: 'errorEndpoint',
    known: true,
    enabled,
    invest: false,
    governs: null,
  });
let uninstall: () => void = () => undefined;
afterEach(() => uninstall());

function throwInPage(message: string) {
  window.dispatchEvent(new ErrorEvent('error', { error: new Error(message), message }));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('portal error reporting (errorEndpoint flag)', () => {
  it('reports an uncaught error and an unhandled rejection while the flag is on, with the path only', async () => {
    window.history.pushState({}, '', '/auth/reset-password?token=secret');
    const { callsTo } = stubApi({
      'GET /feature-flags/errorEndpoint': flag(true),
      'POST /client-errors': answerOf('/client-errors', 'post', { id: 1 }, { status: 201 }),
    });
    uninstall = installErrorReporting(createPortalErrorReporter());
    throwInPage('chart failed');
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('fetch refused') });
    window.dispatchEvent(rejection);
    await expect.poll(() => callsTo('POST /client-errors').length).toBe(2);
    const [first, second] = callsTo('POST /client-errors');
    expect(first!.body).toMatchObject({
      app: 'portal',
      message: 'chart failed',
      path: '/auth/reset-password',
    });
    expect(JSON.stringify(first!.body)).not.toContain('secret');
    expect(second!.body).toMatchObject({ message: 'fetch refused' });
    // The report goes through the API client, so it carries the CSRF token like every other POST.
    expect(first!.headers.get('x-csrf-token')).toBe('csrf-1');
  });

  it('sends nothing while the flag is off', async () => {
    const { callsTo } = stubApi({ 'GET /feature-flags/errorEndpoint': flag(false) });
    uninstall = installErrorReporting(createPortalErrorReporter());
    throwInPage('one');
    throwInPage('two');
    await settle();
    expect(callsTo('GET /feature-flags/errorEndpoint')).toHaveLength(1);
    expect(callsTo('POST /client-errors')).toHaveLength(0);
  });

  it('sends at most 5 reports per page load', async () => {
    const { callsTo } = stubApi({
      'GET /feature-flags/errorEndpoint': flag(true),
      'POST /client-errors': answerOf('/client-errors', 'post', { id: 1 }, { status: 201 }),
    });
    uninstall = installErrorReporting(createPortalErrorReporter());
    for (let i = 0; i < 12; i += 1) throwInPage(`error ${i}`);
    await settle();
    expect(callsTo('POST /client-errors')).toHaveLength(5);
  });
});
