import { DEMO_MARK, inBothLanguages, type Localized } from '../localized.ts';

export const FAQ_TOPICS = ['why-invest', 'security', 'popular'] as const;

export type FaqTopic = (typeof FAQ_TOPICS)[number];

export interface FaqItemContent {
  question: string;
  answer: string;
  topic: FaqTopic;
  order: number;
}

/** One FAQ item in both languages; each answer ends with the demo mark. */
export function faqItem(
  topic: FaqTopic,
  order: number,
  text: Localized<{ question: string; answer: string }>,
): Localized<FaqItemContent> {
  return inBothLanguages(
    { topic, order },
    {
      th: { question: text.th.question, answer: `${text.th.answer}\n\n_(${DEMO_MARK.th})_` },
      en: { question: text.en.question, answer: `${text.en.answer}\n\n_(${DEMO_MARK.en})_` },
    },
  );
}
