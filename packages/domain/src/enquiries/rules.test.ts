import { describe, expect, it } from 'vitest';
import {
  complaintFileRules,
  isAllowedComplaintFile,
  isThaiMobile,
  isThaiPhone,
  normalizePhone,
} from './rules.ts';

describe('Thai phone numbers', () => {
  it.each(['0812345678', '021234567', '081-234-5678', '081 234 5678', '+66812345678'])(
    'accepts %s',
    (phone) => {
      expect(isThaiPhone(phone)).toBe(true);
    },
  );

  it.each(['', '812345678', '08123456789', '08123456a8', '+6608123456', '12345678901'])(
    'refuses %s',
    (phone) => {
      expect(isThaiPhone(phone)).toBe(false);
    },
  );

  it('normalises what people type to digits', () => {
    expect(normalizePhone('081-234 5678')).toBe('0812345678');
  });
});

describe('complaint attachments', () => {
  it('accepts the allowed formats up to exactly the limit', () => {
    expect(isAllowedComplaintFile({ name: 'slip.PDF', size: complaintFileRules.maxBytes })).toBe('ok');
    expect(isAllowedComplaintFile({ name: 'photo.jpeg', size: 10 })).toBe('ok');
  });

  it('refuses one byte over the limit', () => {
    expect(isAllowedComplaintFile({ name: 'photo.png', size: complaintFileRules.maxBytes + 1 })).toBe('size');
  });

  it('refuses other formats and empty files', () => {
    expect(isAllowedComplaintFile({ name: 'run.exe', size: 10 })).toBe('type');
    expect(isAllowedComplaintFile({ name: 'note.pdf.exe', size: 10 })).toBe('type');
    expect(isAllowedComplaintFile({ name: 'empty.pdf', size: 0 })).toBe('type');
  });
});

describe('isThaiMobile', () => {
  it('takes 06, 08 and 09 numbers of 10 digits, also as +66', () => {
    for (const phone of ['0812345678', '061-234-5678', '09 1234 5678', '+66812345678']) {
      expect(isThaiMobile(phone), phone).toBe(true);
    }
  });

  it('refuses landlines, 9 or 11 digits and other prefixes', () => {
    for (const phone of ['021234567', '081234567', '08123456789', '0712345678', '+6621234567', '']) {
      expect(isThaiMobile(phone), phone).toBe(false);
    }
  });
});
