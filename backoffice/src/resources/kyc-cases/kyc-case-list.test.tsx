import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setUpListScreen } from '../../testing/list-screen.tsx';
import { KycCaseList } from './kyc-case-list.tsx';
import { stubKycCasesApi } from './kyc-cases-stub-api.ts';

const { renderList, listQueries } = setUpListScreen('kyc-cases', <KycCaseList />);

describe('KYC review queue', () => {
  it('asks for pending cases, longest waiting first, and shows each with Thai labels', async () => {
    const requests = stubKycCasesApi();
    await renderList();

    const row = (await screen.findByText('somsri@example.com')).closest('tr')!;
    expect(listQueries(requests)).toContainEqual({
      filter: { status: 'PENDING' },
      sort: ['submittedAt', 'ASC'],
      range: [0, 24],
    });
    for (const header of [
      'วันที่ส่งข้อมูล',
      'รอมาแล้ว (วัน)',
      'ชื่อ',
      'อีเมล',
      'สถานะ',
      'ระดับความเสี่ยง',
      'ต้องตรวจสอบเพิ่มเติม (EDD)',
      'กำหนดส่งแก้ไข',
    ]) {
      expect(screen.getByRole('columnheader', { name: header })).toBeVisible();
    }
    // 2026-11-18 03:30 UTC is 10:30 in Bangkok, in the Buddhist Era year.
    expect(within(row).getByText('18/11/2569 10:30')).toBeVisible();
    expect(within(row).getByText('5')).toBeVisible();
    expect(within(row).getByText('นางสาว สมศรี ใจดี')).toBeVisible();
    expect(within(row).getByText('Miss Somsri Jaidee')).toBeVisible();
    expect(within(row).getByText('รอการอนุมัติ')).toBeVisible();
    expect(within(row).getByText('ความเสี่ยงสูง (52)')).toBeVisible();
    expect(within(row).getByText('EDD')).toBeVisible();
    expect(screen.queryByText('anan@example.com')).toBeNull();
  });

  it('sends the status, waiting time, risk band, EDD, deadline and search filters to the API', {
    timeout: 30_000,
  }, async () => {
    const requests = stubKycCasesApi();
    const user = userEvent.setup();
    await renderList();
    await screen.findByText('somsri@example.com');

    await user.click(screen.getByRole('combobox', { name: 'สถานะ' }));
    await user.click(await screen.findByRole('option', { name: 'อนุมัติแล้ว' }));
    await user.type(screen.getByRole('spinbutton', { name: 'รอมาแล้วอย่างน้อย (วัน)' }), '7');
    await user.click(screen.getByRole('combobox', { name: 'ระดับความเสี่ยง' }));
    await user.click(await screen.findByRole('option', { name: 'ความเสี่ยงต่ำ' }));
    await user.click(screen.getByRole('combobox', { name: 'ต้องตรวจสอบเพิ่มเติม (EDD)' }));
    await user.click(await screen.findByRole('option', { name: 'ไม่ต้องตรวจสอบเพิ่มเติม' }));
    fireEvent.change(screen.getByLabelText('กำหนดส่งไม่เกินวันที่'), { target: { value: '2026-12-31' } });
    await user.type(screen.getByRole('textbox', { name: 'ค้นหาอีเมล ชื่อ หรือเลขบัตรประชาชน' }), 'anan');

    await waitFor(
      () =>
        expect(listQueries(requests)).toContainEqual({
          filter: {
            status: 'VERIFIED',
            waitingDaysGte: 7,
            riskBand: 'LOW',
            eddRequired: false,
            deadlineBefore: '2026-12-31',
            q: 'anan',
          },
          sort: ['submittedAt', 'ASC'],
          range: [0, 24],
        }),
      { timeout: 3000 },
    );
    expect(await screen.findByText('anan@example.com')).toBeVisible();
    expect(screen.queryByText('somsri@example.com')).toBeNull();
  });

  it('sorts by the deadline when its header is clicked', async () => {
    const requests = stubKycCasesApi();
    const user = userEvent.setup();
    await renderList();
    await screen.findByText('somsri@example.com');

    expect(screen.queryByRole('button', { name: /รอมาแล้ว/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /เรียงตามกำหนดส่งแก้ไข/ }));

    await waitFor(() =>
      expect(listQueries(requests).map((query) => query.sort)).toContainEqual(['deadline', 'ASC']),
    );
  });

  it('reads in English when English is chosen', async () => {
    stubKycCasesApi();
    await renderList('en');

    const row = (await screen.findByText('somsri@example.com')).closest('tr')!;
    expect(within(row).getByText('Pending approval')).toBeVisible();
    expect(within(row).getByText('High Risk (52)')).toBeVisible();
    expect(within(row).getByText('18/11/2026 10:30')).toBeVisible();
  });
});
