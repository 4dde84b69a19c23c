import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandFontStorageKey, fetchBrandFont } from './brand-font.ts';

function face(family: string, load = vi.fn(async () => ({}) as FontFace)) {
  return { family, load } as unknown as FontFace & { load: typeof load };
}

afterEach(() => window.localStorage.clear());

describe('fetchBrandFont', () => {
  it('loads only the brand faces, then remembers that the browser holds them', async () => {
    const brand = face('"Noto Sans Thai-1"');
    const fallback = face('"Noto Sans Thai-1 fallback: Arial"');
    await fetchBrandFont([brand, fallback], 'Noto Sans Thai-1');
    expect(brand.load).toHaveBeenCalledTimes(1);
    expect(fallback.load).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(brandFontStorageKey)).not.toBeNull();
  });

  it('remembers nothing when a file could not be loaded, and loads nothing once remembered', async () => {
    const failing = face(
      'Noto Sans Thai-1',
      vi.fn(async () => Promise.reject(new Error('offline'))),
    );
    await fetchBrandFont([failing], 'Noto Sans Thai-1');
    expect(window.localStorage.getItem(brandFontStorageKey)).toBeNull();
    window.localStorage.setItem(brandFontStorageKey, '1');
    const brand = face('Noto Sans Thai-1');
    await fetchBrandFont([brand], 'Noto Sans Thai-1');
    expect(brand.load).not.toHaveBeenCalled();
  });
});
