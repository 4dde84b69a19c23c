import { afterEach, describe, expect, it, vi } from 'vitest';

/** media.ts reads the CMS's addresses once, when it loads. */
async function mediaWith(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import('./media.ts');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('CMS media addresses', () => {
  it('links browsers to the public address and fetches images where the build reads the CMS', async () => {
    const media = await mediaWith({ CMS_URL: 'http://cms:1337', CMS_PUBLIC_URL: 'https://cms.example/' });
    expect(media.mediaUrl({ url: '/uploads/statement.pdf' })).toBe(
      'https://cms.example/uploads/statement.pdf',
    );
    expect(media.imageSourceUrl({ url: '/uploads/cover.svg' })).toBe('http://cms:1337/uploads/cover.svg');
  });

  it('fetches images from the public address when the build is given no other', async () => {
    const media = await mediaWith({ CMS_URL: '', CMS_PUBLIC_URL: 'https://cms.example' });
    expect(media.imageSourceUrl({ url: '/uploads/cover.svg' })).toBe('https://cms.example/uploads/cover.svg');
  });

  it('keeps absolute and inline addresses as they are', async () => {
    const media = await mediaWith({ CMS_URL: 'http://cms:1337' });
    expect(media.imageSourceUrl({ url: 'https://bucket.example/a.png' })).toBe(
      'https://bucket.example/a.png',
    );
    expect(media.imageSourceUrl({ url: 'data:image/svg+xml,%3Csvg%2F%3E' })).toBe(
      'data:image/svg+xml,%3Csvg%2F%3E',
    );
  });
});
