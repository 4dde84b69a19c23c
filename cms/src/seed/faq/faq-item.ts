import { inBothLanguages, type Localized } from '../localized.ts';

export const FAQ_TOPICS = ['why-invest', 'security', 'popular'] as const;

export type FaqTopic = (typeof FAQ_TOPICS)[number];

export interface FaqItemContent {
  question: string;
  answer: string;
  topic: FaqTopic;
  order: number;
}

/** One FAQ item in both languages. */
export function faqItem(
  topic: FaqTopic,
  order: number,
  text: Localized<{ question: string; answer: string }>,
): Localized<FaqItemContent> {
  return inBothLanguages(
    { topic, order },
    {
      th: { question: text.th.question, answer: text.th.answer },
      en: { question: text.en.question, answer: text.en.answer },
    },
  );
}
