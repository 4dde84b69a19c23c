import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatMoney, formatPercent, formatUnits, textOf } from './format.ts';

describe('investing formats', () => {
  it('shows money with two places and thousands separators, exactly', () => {
    expect(formatMoney('th', '10000')).toBe('10,000.00');
    expect(formatMoney('en', '9999.99')).toBe('9,999.99');
    expect(formatMoney('en', '12345678901234.57')).toBe('12,345,678,901,234.57');
    expect(formatMoney('en', null)).toBe('-');
  });

  it('shows units and NAV with four places', () => {
    expect(formatUnits('en', '0.9999')).toBe('0.9999');
    expect(formatUnits('th', '1000')).toBe('1,000.0000');
  });

  it('signs returns', () => {
    expect(formatPercent('en', '1.5')).toBe('+1.50%');
    expect(formatPercent('en', '-0.25')).toBe('-0.25%');
    expect(formatPercent('en', '0')).toBe('0.00%');
    expect(formatPercent('en', null)).toBe('-');
  });

  it('writes days DD/MM/YYYY, Buddhist Era on Thai screens', () => {
    expect(formatDay('th', '2026-11-23')).toBe('23/11/2569');
    expect(formatDay('en', '2026-11-23')).toBe('23/11/2026');
  });

  it('shows instants in Bangkok time', () => {
    expect(formatDateTime('en', '2026-11-23T06:59:59Z')).toBe('23/11/2026 13:59');
    expect(formatDateTime('th', '2026-11-23T17:30:00Z')).toBe('24/11/2569 00:30');
  });

  it('picks the reader language of a bilingual text', () => {
    expect(textOf('th', { th: 'บิตคอยน์', en: 'Bitcoin' })).toBe('บิตคอยน์');
    expect(textOf('en', { th: 'บิตคอยน์', en: 'Bitcoin' })).toBe('Bitcoin');
  });
});
