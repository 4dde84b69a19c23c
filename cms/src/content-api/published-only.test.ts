import { describe, expect, it } from 'vitest';
import { isAnonymousContentApiRequest, withoutStatus } from './published-only.ts';

describe('anonymous content API requests', () => {
  it('a visitor reading articles without credentials is anonymous', () => {
    expect(isAnonymousContentApiRequest('/api/articles', undefined, '/api')).toBe(true);
    expect(isAnonymousContentApiRequest('/api/articles', '', '/api')).toBe(true);
  });

  it('a caller with an API token or user JWT is not', () => {
    expect(isAnonymousContentApiRequest('/api/articles', 'Bearer abc', '/api')).toBe(false);
  });

  it('the admin panel and other routes outside the content API are left alone', () => {
    expect(
      isAnonymousContentApiRequest(
        '/content-manager/collection-types/api::article.article',
        undefined,
        '/api',
      ),
    ).toBe(false);
    expect(isAnonymousContentApiRequest('/apis', undefined, '/api')).toBe(false);
    expect(isAnonymousContentApiRequest('/admin', undefined, '/api')).toBe(false);
  });

  it('follows a changed API prefix', () => {
    expect(isAnonymousContentApiRequest('/content/articles', undefined, '/content')).toBe(true);
    expect(isAnonymousContentApiRequest('/api/articles', undefined, '/content')).toBe(false);
  });
});

describe('published-only query', () => {
  it('drops a request for drafts and keeps everything else', () => {
    expect(withoutStatus({ status: 'draft', locale: 'th', filters: { uid: { $eq: 'welcome' } } })).toEqual({
      locale: 'th',
      filters: { uid: { $eq: 'welcome' } },
    });
  });

  it('leaves a query without a status as it is', () => {
    expect(withoutStatus({ locale: 'en' })).toEqual({ locale: 'en' });
  });
});
