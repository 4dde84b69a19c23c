import { StackError } from './stack-error.ts';

/** Polls until the URL answers below 500; services take seconds to start, the CMS longest on its first run. */
export async function waitForHttp(url: string, label: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new StackError(
    `${label} did not become ready at ${url} within ${timeoutMs / 1000} s.`,
    `See its log.`,
  );
}
