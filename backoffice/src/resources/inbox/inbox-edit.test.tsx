import { answerOf } from '@fund/contract/testing';
import { errorMessage } from '@fund/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listRange, problemResponse, stubFetch } from '../../testing/fetch-stub.ts';
import { renderInAdmin } from '../../testing/render-in-admin.tsx';
import { InboxEdit } from './inbox-edit.tsx';
import { makeItems, staffMembers, stubInboxApi } from './inbox-stub-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('inbox edit', () => {
  it('assigns and moves an item to in progress by PUT { status, assigneeId } only', async () => {
    const requests = stubInboxApi();
    const user = userEvent.setup();
    await renderInAdmin(<InboxEdit resource="inbox" id={7} />);

    await user.click(await screen.findByRole('combobox', { name: 'สถานะ' }));
    await user.click(await screen.findByRole('option', { name: 'กำลังดำเนินการ' }));
    await user.click(screen.getByRole('combobox', { name: 'ผู้รับผิดชอบ' }));
    await user.click(await screen.findByRole('option', { name: 'compliance@example.com' }));
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    expect(await screen.findByText('บันทึกสถานะแล้ว')).toBeVisible();
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([
      expect.objectContaining({
        url: '/api/admin/inbox/7',
        body: { status: 'IN_PROGRESS', assigneeId: 3 },
      }),
    ]);
    expect(requests.some((r) => r.url.startsWith('/api/admin/staff?filter=%7B%22id'))).toBe(false);
  });

  it('closes an item and clears its assignee with assigneeId null', async () => {
    const requests = stubInboxApi();
    const user = userEvent.setup();
    await renderInAdmin(<InboxEdit resource="inbox" id={5} />, 'en');

    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Closed' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Assignee' }).textContent).toContain('compliance@'),
    );
    await user.click(screen.getByRole('combobox', { name: 'Assignee' }));
    // react-admin names the empty option after its action; it reads "Unassigned".
    const unassigned = await screen.findByRole('option', { name: 'Clear value' });
    expect(unassigned.textContent).toBe('Unassigned');
    await user.click(unassigned);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ status: 'CLOSED', assigneeId: null }),
    );
  });

  it('shows the translated refusal when the assignee is not staff', async () => {
    const item = makeItems()[0]!;
    stubFetch((request) => {
      if (request.method === 'PUT') {
        return problemResponse(422, 'VALIDATION_FAILED', {
          errors: [{ field: 'body.assigneeId', code: 'any.invalid', message: 'not staff' }],
        });
      }
      if (request.url.startsWith('/api/admin/staff')) {
        return answerOf('/admin/staff', 'get', staffMembers, listRange('staff', staffMembers.length));
      }
      return answerOf('/admin/inbox/{id}', 'get', { ...item, notes: [] });
    });
    const user = userEvent.setup();
    await renderInAdmin(<InboxEdit resource="inbox" id={7} />);

    await user.click(await screen.findByRole('combobox', { name: 'ผู้รับผิดชอบ' }));
    await user.click(await screen.findByRole('option', { name: 'admin@example.com' }));
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    expect((await screen.findAllByText(errorMessage('VALIDATION_FAILED', 'th'))).length).toBeGreaterThan(0);
  });
});
