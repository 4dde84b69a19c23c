import { describe, expect, it } from 'vitest';
import { pageMeta } from './page-meta.ts';

const image = (url: string) => ({ url, alternativeText: undefined, mime: undefined, name: undefined });

describe('page meta from the CMS seo component', () => {
  it('falls back to the page’s own title and description', () => {
    const meta = pageMeta({ seo: null, title: 'FAQ | MFund', description: 'Questions' });
    expect(meta).toMatchObject({
      title: 'FAQ | MFund',
      description: 'Questions',
      openGraph: { title: 'FAQ | MFund', description: 'Questions' },
      twitter: { title: 'FAQ | MFund', description: 'Questions' },
    });
  });

  it('uses metaTitle and metaDescription, and each network’s own card from metaSocial', () => {
    const meta = pageMeta({
      title: 'Own',
      description: 'Own description',
      seo: {
        metaTitle: 'SEO title',
        metaDescription: 'SEO description',
        metaImage: image('/uploads/share.png'),
        structuredData: null,
        metaSocial: [
          { socialNetwork: 'Facebook', title: 'On Facebook', description: undefined, image: undefined },
          {
            socialNetwork: 'Twitter',
            title: undefined,
            description: 'On X',
            image: image('https://cdn.test/x.png'),
          },
        ],
      },
    });
    expect(meta.title).toBe('SEO title');
    expect(meta.openGraph).toEqual({
      title: 'On Facebook',
      description: 'SEO description',
      image: 'http://localhost:1337/uploads/share.png',
    });
    expect(meta.twitter).toEqual({
      title: 'SEO title',
      description: 'On X',
      image: 'https://cdn.test/x.png',
    });
  });
});
