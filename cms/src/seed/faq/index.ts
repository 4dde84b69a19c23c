import { POPULAR_FAQ } from './popular.ts';
import { SECURITY_FAQ } from './security.ts';
import { WHY_INVEST_FAQ } from './why-invest.ts';

export { FAQ_TOPICS, type FaqItemContent, type FaqTopic } from './faq-item.ts';

/** The FAQ page's questions by topic: the 15 of product spec §2 (screen 2), then how to withdraw and how tax works. */
export const FAQ_ITEMS = [...WHY_INVEST_FAQ, ...SECURITY_FAQ, ...POPULAR_FAQ];
