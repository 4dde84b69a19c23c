import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/render-in-admin.tsx';
import { stubStrategiesApi } from './strategies-stub-api.ts';
import { StrategyShow } from './strategy-show.tsx';

const renderStrategy = (id: string, language: 'th' | 'en' = 'th') =>
  renderInAdmin(<StrategyShow resource="strategies" id={id} />, language, { withAuth: true });

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
    renderStrategy('M-BTC', 'en');

    expect(await screen.findByText('Invests in bitcoin')).toBeVisible();
    expect(screen.getByText('ลงทุนในบิตคอยน์')).toBeVisible();
    expect(screen.getByText('กลยุทธ์บิตคอยน์')).toBeVisible();
    expect(shownFor('Risk level')).toBe('8');
    expect(shownFor("Investor's minimum risk band")).toBe('Very high');
    expect(shownFor('Increase fee')).toBe('0.25%');
    expect(shownFor('Switch-in fee')).toBe('0.3%');
    expect(shownFor('Reduce fee')).toBe('10% of profit');
    expect(shownFor('Management fee')).toBe('2% per year');
    expect(shownFor('Total cost')).toBe('2.75% per year');
    expect(shownFor('Minimum first investment (THB)')).toBe('10,000.00');
    expect(shownFor('Minimum reduction value (THB)')).toBe('1,000.00');
    expect(shownFor('Latest NAV')).toBe('12.3456 (07/12/2026)');
    // 03:00 UTC is 10:00 in Bangkok.
    expect(shownFor('Last changed')).toBe('01/12/2026 10:00');
  });
});
