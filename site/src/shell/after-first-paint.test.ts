import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, latestStartMs, settleMs } from './after-first-paint.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstPaint', () => {
  it('waits for the largest paint and a settle before it runs, once', () => {
    vi.useFakeTimers();
    let report: () => void = () => {};
    class Observer {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: () => void) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', Observer);
    const work = vi.fn();
    afterFirstPaint(work);
    vi.advanceTimersByTime(settleMs * 2);
    expect(work).not.toHaveBeenCalled();
    report();
    vi.advanceTimersByTime(settleMs);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(latestStartMs);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('starts anyway when the browser reports no paint', () => {
    vi.useFakeTimers();
    class Observer {
      static supportedEntryTypes = ['largest-contentful-paint'];
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', Observer);
    const work = vi.fn();
    afterFirstPaint(work);
    vi.advanceTimersByTime(latestStartMs);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
