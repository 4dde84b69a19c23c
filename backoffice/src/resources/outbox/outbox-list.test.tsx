import { answerOf } from '@fund/contract/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listRange, stubFetch } from '../../testing/fetch-stub.ts';
import { setUpListScreen } from '../../testing/list-screen.tsx';
import { OutboxList } from './outbox-list.tsx';
import type { OutboxMessage } from './types.ts';

const messages: OutboxMessage[] = [
  {
    id: 9,
    channel: 'email',
    recipient: 'somchai@example.com',
    template: 'otp',
    subject: '(one-time code)',
    createdAt: '2026-03-01T03:00:00Z',
    sentAt: '2026-03-01T03:01:05Z',
    attempts: 1,
    lastError: null,
    status: 'SENT',
    nextTryAt: null,
  },
  {
    id: 8,
    channel: 'email',
    recipient: 'anna@example.com',
    template: 'complaint-ack',
    subject: 'We received your complaint (CP-20260228-000005)',
    createdAt: '2026-02-28T10:00:00Z',
    sentAt: null,
    attempts: 2,
    lastError: '421 try again later',
    status: 'RETRYING',
    nextTryAt: '2026-02-28T10:10:00Z',
  },
  {
    id: 7,
    channel: 'email',
    recipient: 'gone@example.com',
    template: 'account-locked',
    subject: 'Your account was locked',
    createdAt: '2026-02-27T10:00:00Z',
    sentAt: null,
    attempts: 8,
    lastError: '550 no such user',
    status: 'FAILED',
    nextTryAt: null,
  },
];

function stubOutboxApi() {
  return stubFetch(() => answerOf('/admin/outbox', 'get', messages, listRange('outbox', messages.length)));
}

const { renderList } = setUpListScreen('outbox', <OutboxList />);

describe('outbox', () => {
  it('lists the newest messages first with recipient, template, subject, status and times', async () => {
    const requests = stubOutboxApi();
    await renderList();

    const sent = (await screen.findByText('somchai@example.com')).closest('tr')!;
    const url = new URL(requests[0]!.url, 'http://backoffice.test');
    expect(url.pathname).toBe('/api/admin/outbox');
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual(['id', 'DESC']);
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({});
    expect(within(sent).getByText('รหัส OTP')).toBeVisible();
    expect(within(sent).getByText('(one-time code)')).toBeVisible();
    expect(within(sent).getByText('ส่งแล้ว')).toBeVisible();
    expect(within(sent).getByText('01/03/2569 10:00')).toBeVisible();
    expect(within(sent).getByText('01/03/2569 10:01')).toBeVisible();

    const retrying = screen.getByText('anna@example.com').closest('tr')!;
    expect(within(retrying).getByText('ยืนยันการรับเรื่องร้องเรียน')).toBeVisible();
    expect(within(retrying).getByText('ส่งไม่สำเร็จ รอส่งใหม่')).toBeVisible();
    expect(within(retrying).getByText('—')).toBeVisible();

    const failed = screen.getByText('gone@example.com').closest('tr')!;
    expect(within(failed).getByText('ส่งไม่สำเร็จ')).toBeVisible();
  });

  it('shows the attempts and the last error when a row is opened', async () => {
    stubOutboxApi();
    const user = userEvent.setup();
    await renderList('en');

    await user.click(await screen.findByText('anna@example.com'));

    expect(await screen.findByText('421 try again later')).toBeVisible();
    expect(screen.getByText('Attempts')).toBeVisible();
    expect(screen.getByText('Failed, will retry')).toBeVisible();
  });
});
