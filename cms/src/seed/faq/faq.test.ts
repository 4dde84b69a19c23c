import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS, FAQ_TOPICS } from './index.ts';

const answers = (locale: 'th' | 'en') => FAQ_ITEMS.map((item) => item[locale].answer).join('\n');

describe('FAQ items', () => {
  it('are the 15 questions of the FAQ page, each in Thai and English', () => {
    expect(FAQ_ITEMS).toHaveLength(15);
    for (const item of FAQ_ITEMS) {
      expect(item.th.question).toMatch(/[\u0E00-\u0E7F]/);
      expect(item.en.question).toMatch(/\?$/);
    }
  });

  it('cover the three topics, five questions each, with the same topic and order in both languages', () => {
    for (const topic of FAQ_TOPICS) {
      expect(FAQ_ITEMS.filter((item) => item.th.topic === topic)).toHaveLength(5);
    }
    for (const item of FAQ_ITEMS) {
      expect(FAQ_TOPICS).toContain(item.th.topic);
      expect(item.en.topic).toBe(item.th.topic);
      expect(item.en.order).toBe(item.th.order);
    }
  });

  it('are ordered 1 to 15 without gaps', () => {
    expect(FAQ_ITEMS.map((item) => item.th.order)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  });

  it('state the account-opening facts of the spec', () => {
    expect(answers('en')).toContain('About 15 minutes, in 7 steps');
    expect(answers('th')).toContain('ประมาณ 15 นาที มี 7 ขั้นตอน');
    expect(answers('en')).toContain('within 1-2 days');
    expect(answers('en')).toMatch(/corporate accounts cannot be opened online/i);
    expect(answers('en')).toContain('under 20 cannot open an account');
  });

  it('state the trading facts of the spec', () => {
    for (const fact of [
      '14:00',
      '(T)',
      '(T+1)',
      '18:00',
      '10,000 baht per strategy',
      'each top-up is at least 10,000',
    ]) {
      expect(answers('en')).toContain(fact);
    }
    expect(answers('th')).toContain('ก่อน 14:00 น.');
    expect(answers('en')).toContain(
      'third-party custodian holds customers’ assets in each customer’s own name',
    );
  });
});
