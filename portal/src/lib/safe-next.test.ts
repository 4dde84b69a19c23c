import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next.ts';

describe('safeNextPath', () => {
  it('keeps a path on this site', () => {
    expect(safeNextPath('/security?tab=pin')).toBe('/security?tab=pin');
  });

  it('refuses other sites and falls back to home', () => {
    expect(safeNextPath('https://evil.example')).toBe('/');
    expect(safeNextPath('//evil.example')).toBe('/');
    expect(safeNextPath('/\\evil.example')).toBe('/');
    expect(safeNextPath(null)).toBe('/');
  });
});
