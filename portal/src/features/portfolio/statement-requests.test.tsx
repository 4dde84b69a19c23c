import type { Answer, ItemOf } from '@fund/contract';
import { answerOf } from '@fund/contract/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { problem, stubApi } from '../../test/stub-api.ts';
import { StatementRequests } from './statement-requests.tsx';
import { document } from './test-fixtures.ts';

const months = { months: ['2026-10', '2026-09'] };

type StatementRequest = ItemOf<Answer<'/documents/statement-requests'>>;

const waiting: StatementRequest = {
  id: 41,
  reference: 'SR-20261127-000041',
  month: '2026-09',
  status: 'WAITING',
  requestedAt: '2026-11-27T03:00:00Z',
  sentAt: null,
  document: null,
};

const sent: StatementRequest = {
  id: 40,
  reference: 'SR-20261120-000040',
  month: '2026-08',
  status: 'SENT',
  requestedAt: '2026-11-20T03:00:00Z',
  sentAt: '2026-11-21T04:30:00Z',
  document: document({
    id: 'statement-9',
    kind: 'MONTHLY_STATEMENT',
    title: { th: 'รายงานสรุปรายเดือน สิงหาคม 2569', en: 'Monthly statement August 2026' },
    date: '2026-08-31',
    createdAt: '2026-11-21T04:30:00Z',
    url: '/documents/statement-9/file',
  }),
};

describe('asking staff for a statement while the Statements page is under maintenance', () => {
  it('sends the chosen month, gives the reference, and lists the request waiting beside one already sent', async () => {
    let listed: StatementRequest[] = [sent];
    const { callsTo } = stubApi({
      'GET /documents/statement-months': answerOf('/documents/statement-months', 'get', months),
      'GET /documents/statement-requests': () => answerOf('/documents/statement-requests', 'get', listed),
      'POST /documents/statement-requests': () => {
        listed = [waiting, sent];
        return answerOf('/documents/statement-requests', 'post', waiting, { status: 201 });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<StatementRequests />);
    const list = await screen.findByRole('list', { name: 'คำขอของท่าน' });
    expect(within(list).getByRole('link', { name: 'ดาวน์โหลด รายงานสรุปรายเดือน สิงหาคม 2569' })).toHaveAttribute(
      'href',
      '/api/documents/statement-9/file?lang=th',
    );
    await user.selectOptions(screen.getByLabelText('เดือน'), '2026-09');
    await user.click(screen.getByRole('button', { name: 'ส่งคำขอ' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'ส่งคำขอรายงานเดือน กันยายน 2569 แล้ว เลขที่อ้างอิง SR-20261127-000041',
    );
    expect(callsTo('POST /documents/statement-requests')[0]?.body).toEqual({ month: '2026-09' });
    expect(await within(list).findByText('กันยายน 2569')).toBeVisible();
    expect(within(list).getByText(/SR-20261127-000041 · รอเจ้าหน้าที่/)).toBeVisible();
  });

  it('says a month already asked for is with staff, in English', async () => {
    stubApi({
      'GET /documents/statement-months': answerOf('/documents/statement-months', 'get', months),
      'GET /documents/statement-requests': answerOf('/documents/statement-requests', 'get', [waiting]),
      'POST /documents/statement-requests': answerOf('/documents/statement-requests', 'post', waiting),
    });
    const user = userEvent.setup();
    renderWithProviders(<StatementRequests />, { language: 'en' });
    await screen.findByRole('list', { name: 'Your requests' });
    await user.selectOptions(screen.getByLabelText('Month'), '2026-09');
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your request for September 2026 is already with our staff, reference SR-20261127-000041',
    );
  });

  it('says why in the reader’s language when the month had nothing in it', async () => {
    stubApi({
      'GET /documents/statement-months': answerOf('/documents/statement-months', 'get', months),
      'GET /documents/statement-requests': answerOf('/documents/statement-requests', 'get', []),
      'POST /documents/statement-requests': problem(404, 'STATEMENT_NOTHING_HELD'),
    });
    const user = userEvent.setup();
    renderWithProviders(<StatementRequests />);
    await user.click(await screen.findByRole('button', { name: 'ส่งคำขอ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ท่านไม่มีหน่วยลงทุนหรือรายการในเดือนนี้');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
