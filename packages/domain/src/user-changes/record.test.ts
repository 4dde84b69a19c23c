import { describe, expect, it } from 'vitest';
import { hiddenValue, maskNumber, userChangeSides } from './record.ts';

describe('user-change entries (logUserChange)', () => {
  it('keeps the changed fields only, with their values before and after', () => {
    expect(
      userChangeSides('profile', {
        'general.phone': { before: '0811111111', after: '0822222222' },
        'general.email': { before: 'a@example.com', after: 'a@example.com' },
      }),
    ).toEqual({
      before: { source: 'profile', 'general.phone': '0811111111' },
      after: { source: 'profile', 'general.phone': '0822222222' },
    });
  });

  it('never keeps a secret: a password or PIN change says only that it changed', () => {
    const sides = userChangeSides('security', { 'security.pin': { before: '123456', after: '654321' } });
    expect(sides).toEqual({
      before: { source: 'security', 'security.pin': hiddenValue },
      after: { source: 'security', 'security.pin': hiddenValue },
    });
    // A secret set for the first time reads as none before.
    expect(
      userChangeSides('security', { 'security.password': { before: null, after: 'x' } })?.before,
    ).toEqual({
      source: 'security',
      'security.password': null,
    });
  });

  it('masks ID and bank numbers, also inside an object', () => {
    const sides = userChangeSides('bank', {
      'bank.accountNumber': { before: '123-4-56789-0', after: '9876543210' },
      'personal.beneficiary': { before: null, after: { name: 'Somsri', idCardNumber: '1101700203451' } },
    })!;
    expect(sides.before['bank.accountNumber']).toBe('******7890');
    expect(sides.after['bank.accountNumber']).toBe('******3210');
    expect(sides.after['personal.beneficiary']).toEqual({ name: 'Somsri', idCardNumber: '*********3451' });
    expect(maskNumber('123')).toBe('***');
  });

  it('answers null when nothing changed', () => {
    expect(userChangeSides('preferences', { language: { before: 'th', after: 'th' } })).toBeNull();
  });
});
