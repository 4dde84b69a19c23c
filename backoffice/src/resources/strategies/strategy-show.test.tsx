import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/render-in-admin.tsx';
import { stubStrategiesApi } from './strategies-stub-api.ts';
import { StrategyShow } from './strategy-show.tsx';

const renderStrategy = async (id: string, language: 'th' | 'en' = 'th') =>
  await renderInAdmin(<StrategyShow resource="strategies" id={id} />, language, { withAuth: true });

/** The value shown under a label on the page. */
const shownFor = (label: string) =>
  screen.getByText(label).closest('.ra-field')!.textContent!.slice(label.length);

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('strategy page', () => {
  it('shows every field of the staff answer: names and summaries in both languages, risk, fees, minimums, NAV', async () => {
    stubStrategiesApi('compliance');
    await renderStrategy('M-BTC', 'en');

    expect(await screen.findByText('Invests in bitcoin')).toBeVisible();
    expect(screen.getByText('ลงทุนในบิตคอยน์')).toBeVisible();
    expect(screen.getByText('กลยุทธ์บิตคอยน์')).toBeVisible();
    expect(shownFor('Risk level')).toBe('8');
    expect(shownFor("Investor's minimum risk band")).toBe('Very high');
    expect(shownFor('Increase fee')).toBe('0.25%');
    expect(shownFor('Switch-in fee')).toBe('0.3%');
    expect(shownFor('Performance fee')).toBe('10%');
    expect(shownFor('Reduce fee')).toBe('10% of profit');
    expect(shownFor('Management fee')).toBe('2% per year');
    expect(shownFor('Total cost')).toBe('2.75% per year');
    expect(shownFor('Minimum first investment (THB)')).toBe('10,000.00');
    expect(shownFor('Minimum reduction value (THB)')).toBe('1,000.00');
    expect(shownFor('Latest NAV')).toBe('12.3456 (07/12/2026)');
    // 03:00 UTC is 10:00 in Bangkok.
    expect(shownFor('Last changed')).toBe('01/12/2026 10:00');
  });

  it('shows the read-only spec §3 fields in the reader’s language: type, policies, dates, parties, dealing, audiences', async () => {
    stubStrategiesApi('support');
    const view = await renderStrategy('M-BTC', 'en');

    expect(await screen.findByText('Single digital asset')).toBeVisible();
    expect(shownFor('Strategy type')).toBe('Single digital asset');
    expect(shownFor('Start price (THB per unit)')).toBe('10.0000');
    expect(shownFor('Currency policy')).toBe('Invested and valued in Thai baht; currency risk is not hedged');
    expect(shownFor('Dividend policy')).toBe('No dividend');
    expect(shownFor('Registration date')).toMatch(/15\/02\/2021/);
    expect(shownFor('Management start date')).toMatch(/01\/03\/2021/);
    expect(shownFor('Manager')).toBe('MFund Asset Management Company Limited');
    expect(shownFor('Trustee')).toBe('An independent custodian');
    expect(shownFor('Management model')).toBe('Holds bitcoin');
    expect(shownFor('Dealing days for increases')).toBe('Every business day');
    expect(shownFor('Dealing days for reductions')).toBe('Every business day');
    expect(shownFor('Dealing period')).toBe('Orders any time');
    expect(shownFor('Cut-off time')).toBe('14:00');
    expect(shownFor('Settlement period')).toBe('Within 2 business days (T+1)');
    expect(shownFor('Suitable for')).toBe('Investors with a very high risk tolerance');
    expect(shownFor('Not suitable for')).toBe('Anyone who needs the capital back in full');
    view.unmount();

    await renderStrategy('M-BTC', 'th');
    expect(await screen.findByText('สินทรัพย์ดิจิทัลเดี่ยว')).toBeVisible();
    expect(shownFor('ผู้จัดการกองทุน')).toBe('บริษัท เอ็มฟันด์ แอสเซท แมเนจเมนท์ จำกัด');
    expect(shownFor('วันที่จดทะเบียน')).toMatch(/15\/02\/2564/);
  });
});
