import { describe, expect, it } from 'vitest';
import { isSaleCodeFormat, passwordProblems } from './password-policy.ts';

describe('password policy', () => {
  it('accepts 8 characters with upper, lower, digit and special', () => {
    expect(passwordProblems('Abcdef1!')).toEqual([]);
  });

  it('refuses 7 characters', () => {
    expect(passwordProblems('Abcde1!')).toEqual(['TOO_SHORT']);
  });

  it('allows 128 characters and refuses 129', () => {
    const base = 'Aa1!';
    expect(passwordProblems(base + 'x'.repeat(124))).toEqual([]);
    expect(passwordProblems(base + 'x'.repeat(125))).toEqual(['TOO_LONG']);
  });

  it('names each missing class', () => {
    expect(passwordProblems('abcdefgh')).toEqual(['NO_UPPER', 'NO_DIGIT', 'NO_SPECIAL']);
    expect(passwordProblems('ABCDEFG1!')).toEqual(['NO_LOWER']);
  });

  it('counts characters, not UTF-16 units, and a space is not a special character', () => {
    expect(passwordProblems('Aa1 bcde')).toEqual(['NO_SPECIAL']);
    expect(passwordProblems('Aa1!😀😀😀😀')).toEqual([]);
  });
});

describe('sale code format', () => {
  it.each(['MF0001', 'AB1234'])('accepts %s', (code) => expect(isSaleCodeFormat(code)).toBe(true));
  it.each(['mf0001', 'MF001', 'MF00012', 'M0001', ''])('refuses %s', (code) =>
    expect(isSaleCodeFormat(code)).toBe(false),
  );
});
