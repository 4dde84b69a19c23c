import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqSearch, type FaqSearchItem, type FaqTopicKey } from './faq-search.tsx';

const topics: FaqTopicKey[] = ['why-invest', 'security', 'popular'];

function makeFaqs(): FaqSearchItem[] {
  const items = Array.from({ length: 15 }, (_, index) => ({
    id: `faq${index + 1}`,
    question: `Question number ${index + 1} about investing`,
    answerHtml: `<p>Answer ${index + 1}</p>`,
    answerText: `Answer ${index + 1}`,
    topic: topics[Math.floor(index / 5)] ?? 'popular',
  }));
  items[2] = {
    ...items[2]!,
    question: 'What is the minimum investment?',
    answerText: 'At least 10,000 baht.',
  };
  items[4] = {
    ...items[4]!,
    question: 'Which fees apply?',
    answerText: 'A performance fee and a daily management fee.',
  };
  items[11] = { ...items[11]!, question: 'ค่าธรรมเนียมคิดอย่างไร', answerText: 'คิดจากกำไร' };
  return items;
}

describe('FaqSearch island', () => {
  it('lists the 15 questions under their topics with the total count', () => {
    render(<FaqSearch locale="th" items={makeFaqs()} />);
    expect(screen.getByText('คำถามทั้งหมด 15 ข้อ')).toBeVisible();
    expect(screen.getAllByRole('group')).toHaveLength(15);
    expect(screen.getByRole('heading', { name: 'ความปลอดภัย' })).toBeVisible();
  });

  it('filters as you type, searching answers too, and counts what is left', async () => {
    const user = userEvent.setup();
    render(<FaqSearch locale="en" items={makeFaqs()} />);
    const search = screen.getByRole('searchbox', { name: 'Search the questions' });
    await user.type(search, 'fee');
    expect(screen.getByText('1 of 15 questions')).toBeVisible();
    expect(screen.getByText('Which fees apply?')).toBeVisible();
    await user.clear(search);
    await user.type(search, 'management daily');
    expect(screen.getByText('1 of 15 questions')).toBeVisible();
    await user.clear(search);
    await user.type(search, 'investing');
    expect(screen.getByText('12 of 15 questions')).toBeVisible();
  });

  it('matches Thai text, which has no spaces between words', async () => {
    const user = userEvent.setup();
    render(<FaqSearch locale="th" items={makeFaqs()} />);
    await user.type(screen.getByRole('searchbox', { name: 'ค้นหาคำถาม' }), 'ค่าธรรมเนียม');
    expect(screen.getByText('พบ 1 จาก 15 คำถาม')).toBeVisible();
    const popular = screen.getByRole('region', { name: 'หัวข้อยอดนิยม' });
    expect(within(popular).getByText('ค่าธรรมเนียมคิดอย่างไร')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'ความปลอดภัย' })).toBeNull();
  });

  it('says so when nothing matches, and the clear button brings every question back', async () => {
    const user = userEvent.setup();
    render(<FaqSearch locale="en" items={makeFaqs()} />);
    await user.type(screen.getByRole('searchbox'), 'dogecoin');
    expect(screen.getByText('No question matches “dogecoin”')).toBeVisible();
    expect(screen.queryAllByRole('group')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByText('All 15 questions')).toBeVisible();
  });

  it('starts from the topic a popular-topic link asked for', async () => {
    window.history.replaceState(null, '', '/en/faq/?q=minimum');
    render(<FaqSearch locale="en" items={makeFaqs()} />);
    expect(await screen.findByText('1 of 15 questions')).toBeVisible();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('minimum');
    window.history.replaceState(null, '', '/');
  });
});
