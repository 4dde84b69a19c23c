import { POPULAR_FAQ } from './popular.ts';
import { SECURITY_FAQ } from './security.ts';
import { WHY_INVEST_FAQ } from './why-invest.ts';

export { FAQ_TOPICS, type FaqItemContent, type FaqTopic } from './faq-item.ts';

/** The 15 questions of the FAQ page (product spec §2, screen 2), by topic. */
export const FAQ_ITEMS = [...WHY_INVEST_FAQ, ...SECURITY_FAQ, ...POPULAR_FAQ];
