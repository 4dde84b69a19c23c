import { errorMessage } from '@fund/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SentRequest } from '../../testing/fetch-stub.ts';
import { renderInAdmin } from '../../testing/render-in-admin.tsx';
import { stubStrategiesApi } from './strategies-stub-api.ts';
import { StrategyEdit } from './strategy-edit.tsx';

const puts = (requests: SentRequest[]) => requests.filter((r) => r.method === 'PUT');

const renderEdit = async (language: 'th' | 'en' = 'en') =>
  await renderInAdmin(<StrategyEdit resource="strategies" id="M-BTC" />, language, { withAuth: true });

afterEach(() => {
  vi.unstubAllGlobals();
});

// Forms render slowly on a busy machine; these tests wait longer than the default.
describe('editing a strategy', { timeout: 30_000 }, () => {
  it('shows rates as percentages and saves them as fractions, with only the editable fields', async () => {
    const requests = stubStrategiesApi('operations');
    const user = userEvent.setup({ delay: null });
    await renderEdit();

    const increase = await screen.findByRole('textbox', { name: 'Increase fee (% of the amount)' });
    expect(increase).toHaveValue('0.25');
    expect(screen.getByRole('textbox', { name: 'Reduce fee (% of the profit)' })).toHaveValue('10');
    expect(screen.getByRole('textbox', { name: 'Management fee (% per year)' })).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: 'Total cost (% per year)' })).toHaveValue('2.75');

    fireEvent.change(increase, { target: { value: '0.3' } });
    const switchIn = screen.getByRole('textbox', { name: 'Switch-in fee (% of the amount switched in)' });
    expect(switchIn).toHaveValue('0.3');
    fireEvent.change(switchIn, { target: { value: '0.5' } });
    const performance = screen.getByRole('textbox', {
      name: 'Performance fee (%, charged within the NAV, not off orders)',
    });
    expect(performance).toHaveValue('10');
    fireEvent.change(performance, { target: { value: '12.5' } });
    const topUp = screen.getByRole('textbox', { name: 'Minimum top-up (THB)' });
    fireEvent.change(topUp, { target: { value: '20000' } });
    const nameEn = screen.getByRole('textbox', { name: 'Strategy name (English)' });
    fireEvent.change(nameEn, { target: { value: 'Bitcoin Strategy ' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(puts(requests)[0]).toMatchObject({
      url: '/api/admin/strategies/M-BTC',
      body: {
        name: { th: 'กลยุทธ์บิตคอยน์', en: 'Bitcoin Strategy' },
        summary: { th: 'ลงทุนในบิตคอยน์', en: 'Invests in bitcoin' },
        riskLevel: 8,
        minBand: 'VERY_HIGH',
        increaseFeeRate: '0.003',
        switchInFeeRate: '0.005',
        reduceFeeRate: '0.1',
        managementFeeRate: '0.02',
        performanceFeeRate: '0.125',
        totalCostRate: '0.0275',
        minFirstInvestment: '10000.00',
        minNextInvestment: '20000',
        minReductionValue: '1000.00',
      },
    });
    // Nothing the API refuses as unknown: no id, code, NAV or percent fields.
    expect(Object.keys(puts(requests)[0]!.body as object).sort()).toEqual([
      'increaseFeeRate',
      'managementFeeRate',
      'minBand',
      'minFirstInvestment',
      'minNextInvestment',
      'minReductionValue',
      'name',
      'performanceFeeRate',
      'reduceFeeRate',
      'riskLevel',
      'summary',
      'switchInFeeRate',
      'totalCostRate',
    ]);
    expect(await screen.findByText('Strategy saved')).toBeVisible();
  });

  it('refuses a top-up minimum below 10,000 and a fee above its maximum before sending anything', async () => {
    const requests = stubStrategiesApi('operations');
    const user = userEvent.setup({ delay: null });
    await renderEdit();

    const topUp = await screen.findByRole('textbox', { name: 'Minimum top-up (THB)' });
    fireEvent.change(topUp, { target: { value: '9999.99' } });
    const increase = screen.getByRole('textbox', { name: 'Increase fee (% of the amount)' });
    fireEvent.change(increase, { target: { value: '12' } });
    const reduction = screen.getByRole('textbox', { name: 'Minimum reduction value (THB)' });
    fireEvent.change(reduction, { target: { value: '10.555' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('At least 10,000 THB')).toBeVisible();
    expect(screen.getByText('At most 10%')).toBeVisible();
    expect(screen.getByText('Enter an amount in THB with up to 2 decimals')).toBeVisible();
    expect(puts(requests)).toEqual([]);
  });

  it('labels and messages in Thai', async () => {
    stubStrategiesApi('operations');
    const user = userEvent.setup({ delay: null });
    await renderEdit('th');
    const management = await screen.findByRole('textbox', { name: 'ค่าธรรมเนียมการจัดการ (% ต่อปี)' });
    fireEvent.change(management, { target: { value: '1.23456' } });
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('ใส่เป็นเปอร์เซ็นต์ ทศนิยมไม่เกิน 4 ตำแหน่ง')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'ชื่อกลยุทธ์ (ไทย)' })).toHaveValue('กลยุทธ์บิตคอยน์');
  });

  it('shows the API’s refusal when it refuses the save', async () => {
    const requests = stubStrategiesApi('operations', { refuseSave: true });
    const user = userEvent.setup({ delay: null });
    await renderEdit();
    const increase = await screen.findByRole('textbox', { name: 'Increase fee (% of the amount)' });
    fireEvent.change(increase, { target: { value: '0.5' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(errorMessage('VALIDATION_FAILED', 'en'))).toBeVisible();
    expect(puts(requests)).toHaveLength(1);
  });

  it('compliance staff are told they may not change strategies, and see no form', async () => {
    const requests = stubStrategiesApi('compliance');
    await renderEdit();
    expect(
      await screen.findByText('Only operations staff and administrators may change strategies.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(puts(requests)).toEqual([]);
  });
});
