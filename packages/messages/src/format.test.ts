import { describe, expect, it } from 'vitest';
import { formatBusinessDate, formatDateTime, formatDecimal, formatFileSize } from './format.ts';
import { createI18n } from './i18n.ts';

describe('formatBusinessDate', () => {
  it('writes DD/MM/YYYY with the Buddhist era in Thai and the Christian era in English', () => {
    expect(formatBusinessDate('2026-12-08', 'th')).toBe('08/12/2569');
    expect(formatBusinessDate('2026-12-08', 'en')).toBe('08/12/2026');
    expect(formatBusinessDate('2026-12-08', 'en-GB')).toBe('08/12/2026');
  });

  it('keeps a business day at the turn of the year, whatever the machine’s zone', () => {
    expect(formatBusinessDate('2027-01-01', 'th')).toBe('01/01/2570');
    expect(formatBusinessDate('2026-12-31', 'en')).toBe('31/12/2026');
  });

  it('writes an instant as its Bangkok day: 23:30 UTC is already the next day', () => {
    expect(formatBusinessDate('2026-12-31T23:30:00Z', 'th')).toBe('01/01/2570');
    expect(formatBusinessDate('2026-12-31T23:30:00Z', 'en')).toBe('01/01/2027');
    expect(formatBusinessDate(new Date('2026-12-08T16:59:59Z'), 'en')).toBe('08/12/2026');
    expect(formatBusinessDate(new Date('2026-12-08T17:00:00Z'), 'en')).toBe('09/12/2026');
  });

  it('puts the short weekday first when asked', () => {
    expect(formatBusinessDate('2026-12-08', 'th', { weekday: true })).toBe('อังคาร 08/12/2569');
    expect(formatBusinessDate('2026-12-08', 'en', { weekday: true })).toBe('Tue 08/12/2026');
    expect(formatBusinessDate('2026-12-08T23:30:00Z', 'en', { weekday: true })).toBe('Wed 09/12/2026');
  });
});

describe('formatDecimal', () => {
  it('groups thousands and keeps the string’s four places, exactly', () => {
    expect(formatDecimal('1234567.1235', 'th')).toBe('1,234,567.1235');
    expect(formatDecimal('1234567.1235', 'en')).toBe('1,234,567.1235');
    expect(formatDecimal('10.5000', 'en')).toBe('10.5000');
    expect(formatDecimal('-0.0001', 'en')).toBe('-0.0001');
  });

  it('keeps digits a float would lose', () => {
    expect(formatDecimal('12345678901234.5678', 'en')).toBe('12,345,678,901,234.5678');
    expect(formatDecimal('0.30000000', 'th')).toBe('0.30000000');
    expect(formatDecimal('120', 'en')).toBe('120');
  });

  it('shows a set number of places, rounding half away from zero', () => {
    expect(formatDecimal('1234.5678', 'en', { places: 2 })).toBe('1,234.57');
    expect(formatDecimal('0.125', 'en', { places: 2 })).toBe('0.13');
    expect(formatDecimal('9999.99', 'th', { places: 4 })).toBe('9,999.9900');
  });

  it('shows what is not a decimal string as given', () => {
    expect(formatDecimal('', 'en')).toBe('');
    expect(formatDecimal('n/a', 'en')).toBe('n/a');
  });
});

describe('the businessDate and decimal formats of i18next', () => {
  const probe =
    '{{day, businessDate}} · {{day, businessDate(weekday: true)}} · {{nav, decimal}} · {{nav, decimal(places: 2)}}';

  it('format a sentence’s day and decimals in the language it is read in', () => {
    const th = createI18n('th', { probe: { probe } });
    const en = createI18n('en', { probe: { probe } });
    expect(th.t('probe:probe', { day: '2026-12-08', nav: '10234.5678' })).toBe(
      '08/12/2569 · อังคาร 08/12/2569 · 10,234.5678 · 10,234.57',
    );
    expect(en.t('probe:probe', { day: '2026-12-08T23:30:00Z', nav: '10234.5678' })).toBe(
      '09/12/2026 · Wed 09/12/2026 · 10,234.5678 · 10,234.57',
    );
  });

  it('write nothing for a value that is missing', () => {
    const en = createI18n('en', { probe: { probe: '[{{day, businessDate}}][{{nav, decimal}}]' } });
    expect(en.t('probe:probe', { day: null, nav: '' })).toBe('[][]');
  });
});

describe('formatDateTime', () => {
  it('writes an instant as DD/MM/YYYY HH:mm in Bangkok: 23:30 UTC is 06:30 the next day', () => {
    expect(formatDateTime('2026-12-31T23:30:00Z', 'th')).toBe('01/01/2570 06:30');
    expect(formatDateTime('2026-12-31T23:30:00Z', 'en')).toBe('01/01/2027 06:30');
    expect(formatDateTime(new Date('2026-12-08T16:59:00Z'), 'en')).toBe('08/12/2026 23:59');
    expect(formatDateTime('2026-12-08T17:00:00Z', 'en-GB')).toBe('09/12/2026 00:00');
  });
});

describe('formatFileSize', () => {
  it('writes bytes up to 1023, then kilobytes and megabytes to one place', () => {
    expect(formatFileSize(1023, 'en')).toBe('1,023 byte');
    expect(formatFileSize(1024, 'en')).toBe('1 kB');
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB');
    expect(formatFileSize(1024 * 1024 * 1.25, 'en')).toBe('1.3 MB');
    expect(formatFileSize(1024 * 1024 * 1.25, 'th')).toBe('1.3 MB');
    expect(formatFileSize(1023, 'th')).toBe('1,023 ไบต์');
  });
});

describe('the instant and fileSize formats of i18next', () => {
  it('format a sentence’s instant and size in the language it is read in, and nothing for a missing instant', () => {
    const probe = '[{{at, instant}}] {{bytes, fileSize}}';
    expect(
      createI18n('th', { probe: { probe } }).t('probe:probe', { at: '2026-12-08T07:05:00Z', bytes: 2048 }),
    ).toBe('[08/12/2569 14:05] 2 kB');
    expect(createI18n('en', { probe: { probe } }).t('probe:probe', { at: null, bytes: 10 })).toBe(
      '[] 10 byte',
    );
  });

  it('leave i18next’s own datetime format as it is (format names are read in lower case)', () => {
    const probe = '{{at, datetime(dateStyle: long)}} · {{at, instant}}';
    expect(createI18n('en', { probe: { probe } }).t('probe:probe', { at: '2026-11-30T10:00:00Z' })).toBe(
      '30 November 2026 · 30/11/2026 17:00',
    );
  });
});
