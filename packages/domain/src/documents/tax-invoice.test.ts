import { describe, expect, it } from 'vitest';
import { feeKindOf, generateTaxInvoiceNumber, parseTaxInvoiceNumber, vatSplit } from './tax-invoice.ts';
import { documentDate, thaiDate } from './thai-date.ts';

const split = (fee: string) => {
  const { beforeVat, vat, total } = vatSplit(fee);
  return [beforeVat.toFixed(2), vat.toFixed(2), total.toFixed(2)];
};

describe('VAT carved out of a fee charged VAT included', () => {
  it('splits round figures exactly', () => {
    expect(split('107')).toEqual(['100.00', '7.00', '107.00']);
    expect(split('53.50')).toEqual(['50.00', '3.50', '53.50']);
  });

  it('rounds the amount before VAT half-up to the satang and leaves the rest as VAT', () => {
    // 25 × 100 ÷ 107 = 23.36448…
    expect(split('25.00')).toEqual(['23.36', '1.64', '25.00']);
    // 1,000,000 ÷ 1.07 = 934,579.43925…
    expect(split('1000000.00')).toEqual(['934579.44', '65420.56', '1000000.00']);
    // 0.07 ÷ 1.07 = 0.06542…: half-up at the third place
    expect(split('0.07')).toEqual(['0.07', '0.00', '0.07']);
    // 0.15 ÷ 1.07 = 0.14018…
    expect(split('0.15')).toEqual(['0.14', '0.01', '0.15']);
  });

  it('before VAT plus VAT is always the fee charged', () => {
    for (let satang = 0; satang <= 5000; satang += 7) {
      const fee = (satang / 100).toFixed(2);
      const { beforeVat, vat } = vatSplit(fee);
      expect(beforeVat.plus(vat).toFixed(2)).toBe(fee);
      expect(vat.isNegative()).toBe(false);
    }
  });

  it('refuses a negative fee', () => {
    expect(() => vatSplit('-1')).toThrow(RangeError);
  });
});

describe('tax invoice numbers', () => {
  it('brand, year and a six-digit running number', () => {
    expect(generateTaxInvoiceNumber({ brand: 'MF', year: 2026, sequence: 1 })).toBe('MF-2026-000001');
    expect(generateTaxInvoiceNumber({ brand: 'MF', year: 2027, sequence: 999999 })).toBe('MF-2027-999999');
  });

  it('refuses a number it could not write in full', () => {
    expect(() => generateTaxInvoiceNumber({ brand: 'MF', year: 2026, sequence: 0 })).toThrow(RangeError);
    expect(() => generateTaxInvoiceNumber({ brand: 'MF', year: 2026, sequence: 1_000_000 })).toThrow(
      RangeError,
    );
    expect(() => generateTaxInvoiceNumber({ brand: 'MF', year: 2026, sequence: 1.5 })).toThrow(RangeError);
    expect(() => generateTaxInvoiceNumber({ brand: 'mf', year: 2026, sequence: 1 })).toThrow(RangeError);
  });

  it('reads back what it wrote', () => {
    expect(parseTaxInvoiceNumber('MF-2026-000042')).toEqual({ brand: 'MF', year: 2026, sequence: 42 });
    expect(parseTaxInvoiceNumber('MF-2026-42')).toBeNull();
  });

  it('names the fee from the order', () => {
    expect(feeKindOf({ kind: 'increase', leg: null })).toBe('INCREASE_FEE');
    expect(feeKindOf({ kind: 'switch', leg: 'in' })).toBe('SWITCH_IN_FEE');
    expect(feeKindOf({ kind: 'switch', leg: 'out' })).toBe('REDUCE_FEE');
    expect(feeKindOf({ kind: 'reduce', leg: null })).toBe('REDUCE_FEE');
  });
});

describe('dates on documents', () => {
  it('Thai copies carry the Buddhist Era year, English ones the Gregorian', () => {
    expect(thaiDate('2026-11-25')).toBe('25/11/2569');
    expect(documentDate('2027-01-01', 'th')).toBe('01/01/2570');
    expect(documentDate('2027-01-01', 'en')).toBe('01/01/2027');
  });
});
