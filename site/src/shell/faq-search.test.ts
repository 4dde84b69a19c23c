import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type FaqTopicKey, startFaqSearch } from './faq-search.ts';

const topics: FaqTopicKey[] = ['why-invest', 'security', 'popular'];
const topicNames = {
  th: { 'why-invest': 'ทำไมต้องลงทุน', security: 'ความปลอดภัย', popular: 'หัวข้อยอดนิยม' },
  en: { 'why-invest': 'Why invest', security: 'Security', popular: 'Popular topics' },
};

function makeFaqs() {
  const items = Array.from({ length: 15 }, (_, index) => ({
    question: `Question number ${index + 1} about investing`,
    answer: `Answer ${index + 1}`,
    topic: topics[Math.floor(index / 5)] ?? 'popular',
  }));
  items[2] = { ...items[2]!, question: 'What is the minimum investment?', answer: 'At least 10,000 baht.' };
  items[4] = {
    ...items[4]!,
    question: 'Which fees apply?',
    answer: 'A performance fee and a daily management fee.',
  };
  items[11] = { ...items[11]!, question: 'ค่าธรรมเนียมคิดอย่างไร', answer: 'คิดจากกำไร' };
  return items;
}

// The list as components/faq-search.astro builds it: every question in the page, grouped by topic.
function faqPage(locale: 'th' | 'en', label: string, clear: string): HTMLElement {
  const items = makeFaqs();
  const groups = topics
    .map(
      (topic) => `<section aria-labelledby="faq-topic-${topic}" data-faq-group>
        <h3 id="faq-topic-${topic}">${topicNames[locale][topic]}</h3>
        ${items
          .filter((item) => item.topic === topic)
          .map(
            (item) =>
              `<details data-faq-item><summary>${item.question}</summary><div><p>${item.answer}</p></div></details>`,
          )
          .join('')}
      </section>`,
    )
    .join('');
  document.body.innerHTML = `<div data-faq-search data-locale="${locale}">
    <label for="q">${label}</label><input id="q" type="search">
    <button type="button" data-faq-clear hidden>${clear}</button>
    <p data-faq-count>${locale === 'th' ? 'คำถามทั้งหมด 15 ข้อ' : 'All 15 questions'}</p>
    ${groups}</div>`;
  return document.querySelector<HTMLElement>('[data-faq-search]')!;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('FAQ search', () => {
  it('filters as you type, searching answers too, and counts what is left', async () => {
    const user = userEvent.setup();
    startFaqSearch(faqPage('en', 'Search the questions', 'Clear search'));
    const search = screen.getByRole('searchbox', { name: 'Search the questions' });
    await user.type(search, 'fee');
    expect(screen.getByText('1 of 15 questions')).toBeVisible();
    expect(screen.getByText('Which fees apply?')).toBeVisible();
    expect(screen.getAllByRole('group')).toHaveLength(1);
    await user.clear(search);
    await user.type(search, 'management daily');
    expect(screen.getByText('1 of 15 questions')).toBeVisible();
    await user.clear(search);
    await user.type(search, 'investing');
    expect(screen.getByText('12 of 15 questions')).toBeVisible();
  });

  it('matches Thai text, which has no spaces between words, and hides topics left empty', async () => {
    const user = userEvent.setup();
    startFaqSearch(faqPage('th', 'ค้นหาคำถาม', 'ล้างคำค้นหา'));
    await user.type(screen.getByRole('searchbox', { name: 'ค้นหาคำถาม' }), 'ค่าธรรมเนียม');
    expect(screen.getByText('พบ 1 จาก 15 คำถาม')).toBeVisible();
    const popular = screen.getByRole('region', { name: 'หัวข้อยอดนิยม' });
    expect(within(popular).getByText('ค่าธรรมเนียมคิดอย่างไร')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'ความปลอดภัย' })).toBeNull();
  });

  it('says so when nothing matches, and the clear button brings every question back', async () => {
    const user = userEvent.setup();
    startFaqSearch(faqPage('en', 'Search the questions', 'Clear search'));
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await user.type(screen.getByRole('searchbox'), 'dogecoin');
    expect(screen.getByText('No question matches “dogecoin”')).toBeVisible();
    expect(screen.queryAllByRole('group')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByText('All 15 questions')).toBeVisible();
    expect(screen.getAllByRole('group')).toHaveLength(15);
  });

  it('starts from the topic a popular-topic link asked for', () => {
    window.history.replaceState(null, '', '/en/faq/?q=minimum');
    startFaqSearch(faqPage('en', 'Search the questions', 'Clear search'));
    expect(screen.getByText('1 of 15 questions')).toBeVisible();
    expect(screen.getByRole('searchbox')).toHaveValue('minimum');
  });
});
