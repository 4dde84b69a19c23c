import { describe, expect, it, vi } from 'vitest';
import {
  type ClientErrorReport,
  cachedFlagReader,
  createErrorReporter,
  describeThrown,
  errorFlagTtlMs,
  pathOnly,
  reportUncaughtErrors,
} from './reporter.ts';

const at = (href: string) => () => ({ href, userAgent: 'Test browser' });

function reporter(enabled: boolean, max?: number) {
  const sent: ClientErrorReport[] = [];
  const send = vi.fn(async (report: ClientErrorReport) => {
    sent.push(report);
  });
  const r = createErrorReporter({
    app: 'portal',
    release: '1.2.3',
    isEnabled: () => enabled,
    send,
    location: at('https://portal.example/auth/reset-password?token=secret#x'),
    max,
  });
  return { r, sent, send };
}

describe('front-end error reporter', () => {
  it('sends a report with the path only (no query string or fragment) while the flag is on', async () => {
    const { r, sent } = reporter(true);
    expect(await r.report(new TypeError('x is undefined'))).toBe(true);
    expect(sent).toEqual([
      {
        app: 'portal',
        message: 'x is undefined',
        stack: expect.stringContaining('TypeError'),
        path: '/auth/reset-password',
        release: '1.2.3',
        userAgent: 'Test browser',
      },
    ]);
  });

  it('sends nothing while the flag is off', async () => {
    const { r, send } = reporter(false);
    expect(await r.report(new Error('boom'))).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends at most the cap per page load, even when errors come all at once', async () => {
    const { r, send } = reporter(true, 3);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => r.report(new Error(`e${i}`))));
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(send).toHaveBeenCalledTimes(3);
    expect(await r.report(new Error('later'))).toBe(false);
  });

  it('never throws when sending fails', async () => {
    const r = createErrorReporter({
      app: 'backoffice',
      release: '',
      isEnabled: () => true,
      send: () => Promise.reject(new Error('offline')),
      location: at('/'),
    });
    await expect(r.report('plain string')).resolves.toBe(false);
  });

  it('cuts long messages and reads thrown values that are not errors', () => {
    expect(describeThrown('x'.repeat(2000)).message).toHaveLength(500);
    expect(describeThrown({ reason: 'nope' })).toEqual({ message: '{"reason":"nope"}', stack: null });
    expect(pathOnly('/kyc?email=a@b.c')).toBe('/kyc');
  });
});

describe('the errorEndpoint flag as a front end reads it', () => {
  it('is read once per minute, again after it, and a failed reading counts as off', async () => {
    let now = 0;
    const read = vi.fn().mockResolvedValueOnce(true).mockRejectedValueOnce(new Error('offline'));
    const isEnabled = cachedFlagReader(read, () => now);
    expect(await isEnabled()).toBe(true);
    now = errorFlagTtlMs;
    expect(await isEnabled()).toBe(true);
    expect(read).toHaveBeenCalledTimes(1);
    now = errorFlagTtlMs + 1;
    expect(await isEnabled()).toBe(false);
    expect(read).toHaveBeenCalledTimes(2);
  });
});

describe('errors nothing else caught', () => {
  it('reports script errors and unawaited rejections until uninstalled', () => {
    const target = new EventTarget();
    const report = vi.fn().mockResolvedValue(true);
    const reporter = { report } as unknown as ReturnType<typeof createErrorReporter>;
    const uninstall = reportUncaughtErrors(reporter, target as never);
    const boom = new Error('boom');
    target.dispatchEvent(Object.assign(new Event('error'), { error: boom }));
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'nope' }));
    expect(report.mock.calls).toEqual([[boom], ['nope']]);
    uninstall();
    target.dispatchEvent(Object.assign(new Event('error'), { error: boom }));
    expect(report).toHaveBeenCalledTimes(2);
  });
});
