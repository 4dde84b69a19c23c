import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS, FAQ_TOPICS } from './index.ts';

const answers = (locale: 'th' | 'en') => FAQ_ITEMS.map((item) => item[locale].answer).join('\n');

describe('FAQ items', () => {
  it('are the 17 questions of the FAQ page, each in Thai and English', () => {
    expect(FAQ_ITEMS).toHaveLength(17);
    for (const item of FAQ_ITEMS) {
      expect(item.th.question).toMatch(/[\u0E00-\u0E7F]/);
      expect(item.en.question).toMatch(/\?$/);
    }
  });

  it('cover the three topics, with the same topic and order in both languages', () => {
    expect(FAQ_TOPICS.map((topic) => FAQ_ITEMS.filter((item) => item.th.topic === topic).length)).toEqual([
      5, 5, 7,
    ]);
    for (const item of FAQ_ITEMS) {
      expect(FAQ_TOPICS).toContain(item.th.topic);
      expect(item.en.topic).toBe(item.th.topic);
      expect(item.en.order).toBe(item.th.order);
    }
  });

  it('are ordered 1 to 17 without gaps', () => {
    expect(FAQ_ITEMS.map((item) => item.th.order)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
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

  it('say how to withdraw: a reduction paid to the verified bank account, T+2 business days', () => {
    expect(answers('en')).toContain('only into your verified bank account in your own name');
    expect(answers('en')).toContain('within 2 business days of the trade date (T+2)');
    expect(answers('th')).toContain('บัญชีธนาคารที่ยืนยันแล้วในชื่อของคุณเท่านั้น');
    expect(answers('th')).toContain('(T+2)');
  });

  it('say how tax works in general, the VAT on fees, and to consult a tax adviser', () => {
    expect(answers('en')).toContain('annual personal income tax return');
    expect(answers('en')).toContain('value added tax applies at the legal rate (currently 7%)');
    expect(answers('en')).toContain('Please consult a tax adviser');
    expect(answers('th')).toContain('ภาษีมูลค่าเพิ่ม');
    expect(answers('th')).toContain('กรุณาปรึกษาที่ปรึกษาภาษี');
  });
});
