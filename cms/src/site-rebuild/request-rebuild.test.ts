import { describe, expect, it, vi } from 'vitest';
import { requestRebuild } from './request-rebuild.ts';

const target = { url: 'http://builder.test/rebuild', token: 'secret' };
const reason = { action: 'publish', uid: 'api::article.article', documentId: 'abc', locale: 'th' };

function fakeFetch(answer: () => Promise<Response>) {
  return vi.fn<typeof fetch>(answer);
}

describe('requesting a site rebuild', () => {
  it('posts the change as JSON with the rebuild token', async () => {
    const fetch = fakeFetch(async () => new Response(null, { status: 202 }));
    const warn = vi.fn();
    await expect(requestRebuild(target, reason, { fetch, warn })).resolves.toBe(true);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://builder.test/rebuild');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'content-type': 'application/json', 'x-rebuild-token': 'secret' });
    expect(JSON.parse(String(init?.body))).toEqual(reason);
    expect(warn).not.toHaveBeenCalled();
  });

  it('sends no token header when no token is configured', async () => {
    const fetch = fakeFetch(async () => new Response(null, { status: 204 }));
    await requestRebuild({ ...target, token: null }, reason, { fetch, warn: vi.fn() });
    expect(fetch.mock.calls[0]![1]?.headers).toEqual({ 'content-type': 'application/json' });
  });

  it('logs a refusal and resolves', async () => {
    const warn = vi.fn();
    const fetch = fakeFetch(async () => new Response('no', { status: 401 }));
    await expect(requestRebuild(target, reason, { fetch, warn })).resolves.toBe(false);
    expect(warn).toHaveBeenCalledWith(
      'Site rebuild request to http://builder.test/rebuild was refused: HTTP 401',
    );
  });

  it('logs an unreachable receiver and resolves', async () => {
    const warn = vi.fn();
    const fetch = fakeFetch(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(requestRebuild(target, reason, { fetch, warn })).resolves.toBe(false);
    expect(warn).toHaveBeenCalledWith(
      'Site rebuild request to http://builder.test/rebuild failed: fetch failed',
    );
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const warn = vi.fn();
    const fetch = fakeFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    await expect(requestRebuild(target, reason, { fetch, warn, timeoutMs: 10 })).resolves.toBe(false);
    expect(warn.mock.calls[0]![0]).toMatch(/failed: .*timed out|aborted/i);
  });
});
