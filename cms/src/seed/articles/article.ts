import { inBothLanguages, type Localized } from '../localized.ts';
import { pageSeo, type SeoContent } from '../seo.ts';

export const ARTICLE_CATEGORIES = ['news', 'education', 'market', 'company'] as const;

export interface ArticleContent {
  title: string;
  uid: string;
  excerpt: string;
  body: string;
  category: (typeof ARTICLE_CATEGORIES)[number];
  publishedDate: string;
  seo: SeoContent;
}

export interface SeedArticle {
  content: Localized<ArticleContent>;
  /** Uids of the articles shown in its related-articles block, set once every article exists. */
  relatedUids: string[];
}

interface ArticleText {
  title: string;
  excerpt: string;
  body: string;
  /** The search title when the article title is longer than the 70 characters search engines show. */
  metaTitle?: string;
}

/** An article in both languages; the SEO comes from the text. */
export function seedArticle(
  shared: Pick<ArticleContent, 'uid' | 'category' | 'publishedDate'> & { relatedUids: string[] },
  text: Localized<ArticleText>,
): SeedArticle {
  const { relatedUids, ...fields } = shared;
  const inLanguage = (locale: 'th' | 'en') => {
    const { metaTitle, ...article } = text[locale];
    return {
      ...article,
      seo: pageSeo(metaTitle ?? article.title, article.excerpt),
    };
  };
  return { content: inBothLanguages(fields, { th: inLanguage('th'), en: inLanguage('en') }), relatedUids };
}
