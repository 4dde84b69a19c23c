import { problemOf } from '@fund/contract/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { csrfAnswer, enquiryAnswer } from '../../test/stub-api.ts';
import { forgetCsrfToken, postWithCsrf } from './csrf-fetch.ts';

const refused = () => problemOf(403, 'CSRF_REJECTED');

afterEach(() => {
  forgetCsrfToken();
  vi.unstubAllGlobals();
});

describe('postWithCsrf', () => {
  it('fetches a token once and sends it on every POST', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (url) =>
      url === '/api/auth/csrf' ? csrfAnswer('abc') : enquiryAnswer('/contact-requests', 1, 'CB-1'),
    );
    vi.stubGlobal('fetch', fetchMock);
    await postWithCsrf('/api/contact-requests', { body: '{}' });
    await postWithCsrf('/api/contact-requests', { body: '{}' });
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls).toEqual(['/api/auth/csrf', '/api/contact-requests', '/api/contact-requests']);
    for (const [, init] of fetchMock.mock.calls.slice(1)) {
      expect(new Headers(init?.headers).get('x-csrf-token')).toBe('abc');
    }
  });

  it('on a CSRF refusal fetches a fresh token and retries once', async () => {
    let tokens = 0;
    const fetchMock = vi.fn<typeof fetch>(async (url, init) => {
      if (url === '/api/auth/csrf') return csrfAnswer(`t${++tokens}`);
      return new Headers(init?.headers).get('x-csrf-token') === 't2'
        ? enquiryAnswer('/contact-requests', 1, 'CB-1')
        : refused();
    });
    vi.stubGlobal('fetch', fetchMock);
    const response = await postWithCsrf('/api/contact-requests', { body: '{}' });
    expect(response.status).toBe(201);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('gives up after one retry', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (url) =>
      url === '/api/auth/csrf' ? csrfAnswer('x') : refused(),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect((await postWithCsrf('/api/contact-requests', { body: '{}' })).status).toBe(403);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
