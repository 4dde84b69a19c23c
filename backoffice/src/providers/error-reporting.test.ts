import { answerOf } from '@fund/contract/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flagAnswer, type SentRequest, stubFetch, testCsrfToken } from '../testing/fetch-stub.ts';
import { createBackofficeErrorReporter, installErrorReporting } from './error-reporting.ts';

let uninstall: () => void = () => undefined;
afterEach(() => {
  uninstall();
  vi.unstubAllGlobals();
});

const throwInPage = (message: string) =>
  window.dispatchEvent(new ErrorEvent('error', { error: new Error(message), message }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function stubApi(enabled: boolean) {
  return stubFetch((request) =>
    request.url === '/api/feature-flags/errorEndpoint'
      ? flagAnswer('errorEndpoint', enabled)
      : answerOf('/client-errors', 'post', { id: 1 }, { status: 201 }),
  );
}
const reportsIn = (requests: SentRequest[]) => requests.filter((r) => r.url === '/api/client-errors');

describe('back-office error reporting (errorEndpoint flag)', () => {
  it('reports an uncaught error with the CSRF token while the flag is on', async () => {
    const requests = stubApi(true);
    uninstall = installErrorReporting(createBackofficeErrorReporter());
    throwInPage('grid failed');
    await expect.poll(() => reportsIn(requests).length).toBe(1);
    const [sent] = reportsIn(requests);
    expect(sent).toMatchObject({ method: 'POST', body: { app: 'backoffice', message: 'grid failed' } });
    expect(sent!.headers.get('x-csrf-token')).toBe(testCsrfToken);
  });

  it('sends nothing while the flag is off', async () => {
    const requests = stubApi(false);
    uninstall = installErrorReporting(createBackofficeErrorReporter());
    throwInPage('one');
    await settle();
    expect(reportsIn(requests)).toHaveLength(0);
  });

  it('sends at most 5 reports per page load', async () => {
    const requests = stubApi(true);
    uninstall = installErrorReporting(createBackofficeErrorReporter());
    for (let i = 0; i < 9; i += 1) throwInPage(`error ${i}`);
    await settle();
    expect(reportsIn(requests)).toHaveLength(5);
  });
});
