import { describe, expect, it } from 'vitest';
import { isEnglishName, isThaiName } from './names.ts';

describe('names', () => {
  it('keeps Thai names in Thai script and English names in Latin letters', () => {
    expect(isThaiName('สมชาย')).toBe(true);
    expect(isThaiName('Somchai')).toBe(false);
    expect(isEnglishName("O'Neil-Smith")).toBe(true);
    expect(isEnglishName('สมชาย')).toBe(false);
  });
});
