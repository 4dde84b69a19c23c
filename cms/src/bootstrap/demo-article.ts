import type { SiteLocale } from './locales.ts';

export interface ArticleContent {
  title: string;
  uid: string;
  excerpt: string;
}

type LocaleCode = SiteLocale['code'];

// Seeded once into an empty CMS so the site and its build have something to show; the excerpt says it is
// demo content so nobody mistakes it for a statement by the fund.
export const DEMO_ARTICLE = {
  th: {
    title: 'ยินดีต้อนรับสู่กองทุนสินทรัพย์ดิจิทัล',
    uid: 'welcome-to-our-digital-asset-fund',
    excerpt: 'เนื้อหาตัวอย่างสำหรับการสาธิตระบบเท่านั้น: บทความนี้แสดงการทำงานของระบบจัดการเนื้อหา ไม่ใช่คำแนะนำการลงทุน',
  },
  en: {
    title: 'Welcome to our digital-asset fund',
    uid: 'welcome-to-our-digital-asset-fund',
    excerpt:
      'Demo content for demonstration only: this article shows the content pipeline at work and is not investment advice.',
  },
} as const satisfies Record<LocaleCode, ArticleContent>;

/** The locale the article is created in first; the others are added to the same document. */
export const DEMO_ARTICLE_FIRST_LOCALE = 'th';

/** Every locale of the demo article except the first, in a fixed order. */
export function demoTranslations(): [LocaleCode, ArticleContent][] {
  return Object.entries(DEMO_ARTICLE).filter(([locale]) => locale !== DEMO_ARTICLE_FIRST_LOCALE);
}
