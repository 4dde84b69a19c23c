import { errorMessage } from '@fund/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problemResponse, stubFetch } from '../../testing/fetch-stub.ts';
import { renderInAdmin } from '../../testing/render-in-admin.tsx';
import { InboxShow } from './inbox-show.tsx';
import { statementRequest, stubInboxApi } from './inbox-stub-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('inbox item', () => {
  it('shows the complaint with its problem type, detail and a download link for the attachment', async () => {
    stubInboxApi();
    await renderInAdmin(<InboxShow resource="inbox" id={5} />);

    expect(await screen.findByText('ยอดเงินไม่เข้าบัญชี')).toBeVisible();
    expect(screen.getByText('การทำรายการ')).toBeVisible();
    const link = screen.getByRole('link', { name: 'ดาวน์โหลด slip.pdf' });
    expect(link.getAttribute('href')).toBe('/api/admin/inbox/5/attachment');
    expect(link.hasAttribute('download')).toBe(true);
    expect(link.textContent).toContain('244.1 kB');
    expect(await screen.findByText('compliance@example.com')).toBeVisible();
    expect(screen.getByText('ยังไม่มีหมายเหตุ')).toBeVisible();
  });

  it('adds a note by POST { body } to the notes endpoint and shows it once stored', async () => {
    const requests = stubInboxApi('operations');
    const user = userEvent.setup();
    await renderInAdmin(<InboxShow resource="inbox" id={7} />);

    await user.type(await screen.findByRole('textbox', { name: 'หมายเหตุใหม่' }), '  โทรกลับแล้ว นัดพรุ่งนี้  ');
    await user.click(screen.getByRole('button', { name: 'เพิ่มหมายเหตุ' }));

    const notes = await screen.findByRole('list', { name: 'หมายเหตุภายใน' });
    expect(notes.textContent).toContain('โทรกลับแล้ว นัดพรุ่งนี้');
    expect(notes.textContent).toContain('โดย operations@example.com');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({ url: '/api/admin/inbox/7/notes', body: { body: 'โทรกลับแล้ว นัดพรุ่งนี้' } }),
    ]);
    expect(await screen.findByText('เพิ่มหมายเหตุแล้ว')).toBeVisible();
    expect((screen.getByRole('textbox', { name: 'หมายเหตุใหม่' }) as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps the note and shows the translated refusal when the API refuses it', async () => {
    stubInboxApi();
    const user = userEvent.setup();
    await renderInAdmin(<InboxShow resource="inbox" id={7} />, 'en');
    const note = await screen.findByRole('textbox', { name: 'New note' });
    expect((screen.getByRole('button', { name: 'Add note' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(note, 'Called back');
    stubFetch(() => problemResponse(422, 'VALIDATION_FAILED'));
    await user.click(screen.getByRole('button', { name: 'Add note' }));

    expect(await screen.findByText(errorMessage('VALIDATION_FAILED', 'en'))).toBeVisible();
    await waitFor(() => expect((note as HTMLTextAreaElement).value).toBe('Called back'));
  });

  it('a statement request names its month; staff send it after confirming, and it closes', async () => {
    const requests = stubInboxApi('operations', [statementRequest]);
    const user = userEvent.setup();
    await renderInAdmin(<InboxShow resource="inbox" id={9} />);

    expect(await screen.findByText('รายงานสรุปรายเดือน กันยายน 2569')).toBeVisible();
    expect(screen.getByText('คำขอรายงานสรุป')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'ส่งรายงานสรุป' }));
    const dialog = await screen.findByRole('dialog', { name: 'ส่งรายงานสรุปเดือน กันยายน 2569?' });
    expect(dialog.textContent).toContain('manee@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'ส่งรายงานสรุป' }));

    expect(await screen.findByText('ส่งรายงานสรุปและแจ้งลูกค้าแล้ว')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'ส่งรายงานสรุป' })).toBeNull());
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/api/admin/inbox/9/send-statement',
    ]);
  });

  it('a contact-back or complaint has no statement to send', async () => {
    stubInboxApi('operations');
    await renderInAdmin(<InboxShow resource="inbox" id={7} />);
    expect(await screen.findByText('สมชาย ใจดี')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'ส่งรายงานสรุป' })).toBeNull();
  });
});
