import { answerOf } from '@fund/contract/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { problem, stubApi } from '../../test/stub-api.ts';
import { MonthlyStatementRequest } from './monthly-statement-request.tsx';
import { document } from './test-fixtures.ts';

// The months the API offers (by its clock, since the investor's first settled order), newest first.
const months = { months: ['2026-10', '2026-09', '2026-08'] };

const statement = document({
  id: 'statement-7',
  kind: 'MONTHLY_STATEMENT',
  title: { th: 'รายงานสรุปรายเดือน กันยายน 2569', en: 'Monthly statement September 2026' },
  date: '2026-09-30',
  createdAt: '2026-11-27T03:00:01Z',
  url: '/documents/statement-7/file',
});

describe('a past month’s statement on request', () => {
  it('offers the months that have ended, newest first, and links the statement once it is made', async () => {
    const { calls } = stubApi({
      'GET /documents/statement-months': answerOf('/documents/statement-months', 'get', months),
      'POST /documents/statements': answerOf('/documents/statements', 'post', statement),
    });
    const user = userEvent.setup();
    renderWithProviders(<MonthlyStatementRequest />);
    const month = await screen.findByLabelText('เดือน');
    const options = [...(month as HTMLSelectElement).options].map((o) => o.textContent);
    expect(options).toEqual(['ตุลาคม 2569', 'กันยายน 2569', 'สิงหาคม 2569']);
    await user.selectOptions(month, '2026-09');
    await user.click(screen.getByRole('button', { name: 'ขอรายงานสรุป' }));
    expect(await screen.findByText(/รายงานเดือน กันยายน 2569 พร้อมแล้ว/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'ดาวน์โหลด รายงานสรุปรายเดือน กันยายน 2569' })).toHaveAttribute(
      'href',
      '/api/documents/statement-7/file?lang=th',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ month: '2026-09' });
  });

  it('says why in the reader’s language when there is nothing to report', async () => {
    stubApi({
      'GET /documents/statement-months': answerOf('/documents/statement-months', 'get', months),
      'POST /documents/statements': problem(404, 'STATEMENT_NOTHING_HELD'),
    });
    const user = userEvent.setup();
    renderWithProviders(<MonthlyStatementRequest />, { language: 'en' });
    expect(await screen.findByRole('option', { name: 'October 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get the statement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You held no units and made no transaction in this month, so there is no statement',
    );
  });
});

describe('an investor with no month ended since their first order', () => {
  it('is offered no month to ask for', async () => {
    const { callsTo } = stubApi({
      'GET /documents/statement-months': answerOf('/documents/statement-months', 'get', { months: [] }),
    });
    renderWithProviders(<MonthlyStatementRequest />);
    await waitFor(() => expect(callsTo('GET /documents/statement-months')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'ขอรายงานสรุป' })).toBeNull();
  });
});
