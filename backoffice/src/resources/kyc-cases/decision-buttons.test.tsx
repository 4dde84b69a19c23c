import { bangkokDate, errorMessage, firstRevisionDeadline } from '@fund/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SentRequest } from '../../testing/fetch-stub.ts';
import { testCsrfToken } from '../../testing/fetch-stub.ts';
import { permissionsKnown, renderInAdmin } from '../../testing/render-in-admin.tsx';
import { KycCaseShow } from './kyc-case-show.tsx';
import { stubKycCasesApi } from './kyc-cases-stub-api.ts';

const renderCase = async (id: number, language: 'th' | 'en' = 'th') =>
  await renderInAdmin(<KycCaseShow resource="kyc-cases" id={id} />, language, { withAuth: true });

const posts = (requests: SentRequest[]) => requests.filter((r) => r.method === 'POST');
const reads = (requests: SentRequest[], id: number) =>
  requests.filter((r) => r.method === 'GET' && r.url === `/api/admin/kyc-cases/${id}`).length;

/** One input event for the whole text: typing letter by letter re-renders the whole case page each time. */
async function pasteInto(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('case decisions', () => {
  it('approves only after confirmation, posts to the approve URL, then reloads the case', async () => {
    const requests = stubKycCasesApi('compliance');
    const user = userEvent.setup({ delay: null });
    await renderCase(7);

    await user.click(await screen.findByRole('button', { name: 'อนุมัติ' }));
    const dialog = await screen.findByRole('dialog', { name: 'อนุมัติคำขอนี้?' });
    expect(within(dialog).getByText(/somsri@example\.com/)).toBeVisible();
    expect(posts(requests)).toEqual([]);
    const readsBefore = reads(requests, 7);

    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันการอนุมัติ' }));

    expect(await screen.findByText('อนุมัติคำขอแล้ว')).toBeVisible();
    expect(posts(requests)).toEqual([
      expect.objectContaining({ url: '/api/admin/kyc-cases/7/approve', body: {} }),
    ]);
    expect(posts(requests)[0]!.headers.get('x-csrf-token')).toBe(testCsrfToken);
    await waitFor(() => expect(reads(requests, 7)).toBeGreaterThan(readsBefore));
    expect(await screen.findByText('อนุมัติแล้ว', { selector: '.MuiChip-label' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'อนุมัติ' })).toBeDisabled();
  });

  it('refuses to reject without a reason, then posts each step with its reason', {
    timeout: 20_000,
  }, async () => {
    const requests = stubKycCasesApi('admin');
    const user = userEvent.setup({ delay: null });
    await renderCase(7);

    await user.click(await screen.findByRole('button', { name: 'ไม่อนุมัติ' }));
    const dialog = await screen.findByRole('dialog', { name: 'ไม่อนุมัติคำขอนี้' });
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันไม่อนุมัติ' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('ใส่เหตุผลอย่างน้อย 1 ข้อ ข้อละ 1-500 ตัวอักษร');
    await pasteInto(user, within(dialog).getByRole('textbox', { name: 'เหตุผล 1' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันไม่อนุมัติ' }));
    expect(posts(requests)).toEqual([]);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'ขั้นตอน 1' }), 'identityData');
    await user.clear(within(dialog).getByRole('textbox', { name: 'เหตุผล 1' }));
    await pasteInto(user, within(dialog).getByRole('textbox', { name: 'เหตุผล 1' }), ' ชื่อไม่ตรงกับบัตร ');
    await user.click(within(dialog).getByRole('button', { name: 'เพิ่มเหตุผล' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'ขั้นตอน 2' }), 'bankAccount');
    await pasteInto(user, within(dialog).getByRole('textbox', { name: 'เหตุผล 2' }), 'ชื่อบัญชีไม่ตรง');
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันไม่อนุมัติ' }));

    expect(await screen.findByText('ส่งผลไม่อนุมัติแล้ว')).toBeVisible();
    expect(posts(requests)).toEqual([
      expect.objectContaining({
        url: '/api/admin/kyc-cases/7/reject',
        body: {
          reasons: [
            { step: 'identityData', reason: 'ชื่อไม่ตรงกับบัตร' },
            { step: 'bankAccount', reason: 'ชื่อบัญชีไม่ตรง' },
          ],
        },
      }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("refuses today's date as the revision deadline and sends the first day after it", {
    timeout: 20_000,
  }, async () => {
    const requests = stubKycCasesApi('compliance');
    const user = userEvent.setup({ delay: null });
    await renderCase(8, 'en');

    await user.click(await screen.findByRole('button', { name: 'Request revision' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a revision' });
    const deadline = within(dialog).getByLabelText(/^Deadline/);
    const tomorrow = firstRevisionDeadline(new Date());
    expect(deadline).toHaveAttribute('min', tomorrow);
    fireEvent.change(deadline, { target: { value: bangkokDate(new Date()) } });
    await pasteInto(
      user,
      within(dialog).getByRole('textbox', { name: 'Reason 1' }),
      'Please upload a clearer selfie',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send the revision request' }));

    expect(within(dialog).getByText('The deadline must be after today')).toBeVisible();
    expect(posts(requests)).toEqual([]);

    fireEvent.change(deadline, { target: { value: tomorrow } });
    await pasteInto(
      user,
      within(dialog).getByRole('textbox', { name: 'Internal note (optional)' }),
      'Blurry photo',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send the revision request' }));

    expect(await screen.findByText('Revision request sent')).toBeVisible();
    expect(posts(requests)).toEqual([
      expect.objectContaining({
        url: '/api/admin/kyc-cases/8/request-revision',
        body: {
          deadline: tomorrow,
          reasons: [{ step: 'identityPhoto', reason: 'Please upload a clearer selfie' }],
          note: 'Blurry photo',
        },
      }),
    ]);
  });

  it('blocks with a policy reason chosen from the list and the note trimmed', async () => {
    const requests = stubKycCasesApi('compliance');
    const user = userEvent.setup({ delay: null });
    await renderCase(7);

    await user.click(await screen.findByRole('button', { name: 'ระงับการให้บริการ' }));
    const dialog = await screen.findByRole('dialog', { name: 'ระงับการให้บริการบัญชีนี้' });
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันการระงับ' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('เลือกเหตุผลตามนโยบาย');
    expect(posts(requests)).toEqual([]);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'เหตุผลตามนโยบาย' }), 'US_PERSON');
    await pasteInto(
      user,
      within(dialog).getByRole('textbox', { name: 'บันทึกภายใน (ไม่บังคับ)' }),
      ' ตอบ FATCA ข้อ 1 ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันการระงับ' }));

    expect(await screen.findByText('ระงับการให้บริการแล้ว')).toBeVisible();
    expect(posts(requests)).toEqual([
      expect.objectContaining({
        url: '/api/admin/kyc-cases/7/block',
        body: { reason: 'US_PERSON', note: 'ตอบ FATCA ข้อ 1' },
      }),
    ]);
  });

  it('offers no Block while useBlockedStatus is off, and the other decisions stay', async () => {
    const requests = stubKycCasesApi('compliance', { blockingOn: false });
    await renderCase(7);
    expect(await screen.findByRole('button', { name: 'อนุมัติ' })).toBeEnabled();
    await waitFor(() => expect(requests.map((r) => r.url)).toContain('/api/feature-flags/useBlockedStatus'));
    // Let the flag's answer render before looking for the button it would show.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('button', { name: 'ไม่อนุมัติ' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'ระงับการให้บริการ' })).toBeNull();
  });

  it('enables each decision only in the states the API accepts it from', async () => {
    stubKycCasesApi('admin');
    await renderCase(8);

    expect(await screen.findByRole('button', { name: 'ขอให้แก้ไข' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'อนุมัติ' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'ไม่อนุมัติ' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'ระงับการให้บริการ' })).toBeEnabled();
  });

  it.each([
    [409, 'KYC_CASE_STATE'],
    [422, 'VALIDATION_FAILED'],
  ])("shows the API's message when it answers %i %s", async (status, code) => {
    stubKycCasesApi('compliance', { refuseWith: { status, code } });
    const user = userEvent.setup({ delay: null });
    await renderCase(7);

    await user.click(await screen.findByRole('button', { name: 'อนุมัติ' }));
    await user.click(await screen.findByRole('button', { name: 'ยืนยันการอนุมัติ' }));

    expect(await screen.findByText(errorMessage(code, 'th'))).toBeVisible();
    expect(screen.queryByText('อนุมัติคำขอแล้ว')).toBeNull();
  });

  it.each(['support', 'operations'])('offers %s staff no decision at all', async (role) => {
    stubKycCasesApi(role);
    await renderCase(7);

    expect(await screen.findByText('1101700230705')).toBeVisible();
    await permissionsKnown();
    for (const name of ['อนุมัติ', 'ไม่อนุมัติ', 'ขอให้แก้ไข', 'ระงับการให้บริการ']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });
});
