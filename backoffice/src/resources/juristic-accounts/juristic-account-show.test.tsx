import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { permissionsKnown, renderInAdmin } from '../../testing/render-in-admin.tsx';
import { JuristicAccountShow } from './juristic-account-show.tsx';
import { stubJuristicAccountsApi } from './juristic-accounts-stub-api.ts';

const renderShow = async (language: 'th' | 'en') =>
  await renderInAdmin(<JuristicAccountShow resource="juristic-accounts" id={12} />, language, {
    withAuth: true,
  });

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('a juristic account waiting for compliance', () => {
  it('shows the company, its authorised person, documents and risk level in Thai', async () => {
    stubJuristicAccountsApi('compliance');
    await renderShow('th');
    expect(await screen.findByText('บริษัท ตัวอย่าง จำกัด')).toBeVisible();
    expect(screen.getByText('0105556176239')).toBeVisible();
    const persons = screen.getByRole('table', { name: 'ผู้มีอำนาจลงนาม' });
    const row = within(persons).getByRole('rowheader', { name: 'นาย สมชาย ใจดี' }).closest('tr')!;
    expect(within(row).getByText('05/03/1990')).toBeVisible();
    expect(screen.getByRole('link', { name: 'เปิด หนังสือรับรองบริษัท' })).toHaveAttribute(
      'href',
      '/api/admin/juristic-account-files/0c0c0c0c-0000-4000-8000-000000000001',
    );
    expect(screen.getByText('ความเสี่ยงสูง')).toBeVisible();
    expect(screen.getByText('รออนุมัติ')).toBeVisible();
  });

  it('compliance approve it after confirming', { timeout: 30_000 }, async () => {
    const sent = stubJuristicAccountsApi('compliance');
    const user = userEvent.setup({ delay: null });
    await renderShow('en');
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm approval' }));
    await waitFor(() =>
      expect(sent.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
        '/api/admin/juristic-accounts/12/approve',
      ]),
    );
    expect(await screen.findByText('Account approved')).toBeVisible();
  });

  it('compliance reject it with a reason', { timeout: 30_000 }, async () => {
    const sent = stubJuristicAccountsApi('compliance');
    const user = userEvent.setup({ delay: null });
    await renderShow('en');
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'The certificate is older than 3 months');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm rejection' }));
    await waitFor(() =>
      expect(sent.filter((r) => r.method === 'POST')).toEqual([
        expect.objectContaining({
          url: '/api/admin/juristic-accounts/12/reject',
          body: { reason: 'The certificate is older than 3 months' },
        }),
      ]),
    );
  });

  it('the admin who prepared it reads why another must decide it', async () => {
    stubJuristicAccountsApi('admin', 'support@example.com');
    await renderShow('en');
    expect(
      await screen.findByText('You prepared this account, so another staff member must decide it'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('customer service see it without the decision buttons', async () => {
    stubJuristicAccountsApi('support');
    await renderShow('th');
    expect(await screen.findByText('บริษัท ตัวอย่าง จำกัด')).toBeVisible();
    await permissionsKnown();
    expect(screen.queryByRole('button', { name: 'อนุมัติ' })).toBeNull();
  });
});
