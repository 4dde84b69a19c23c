import { describe, expect, it } from 'vitest';
import { coverSvg, portraitSvg, seedOf } from './demo-images.ts';

describe('demo images', () => {
  it('are the same for the same document and differ between documents', () => {
    expect(seedOf('Dr. Nattapon Wongsawat')).toBe(seedOf('Dr. Nattapon Wongsawat'));
    expect(coverSvg(seedOf('stablecoins-explained'))).toBe(coverSvg(seedOf('stablecoins-explained')));
    expect(coverSvg(seedOf('stablecoins-explained'))).not.toBe(coverSvg(seedOf('spotting-investment-scams')));
  });

  it('are small SVG files of the sizes the site shows, with no text and nothing fetched from elsewhere', () => {
    const portrait = portraitSvg(seedOf('Kamonwan Srisuk, CFA'));
    const cover = coverSvg(seedOf('welcome-to-our-digital-asset-fund'));
    expect(portrait).toMatch(/^<svg [^>]*width="400" height="400" viewBox="0 0 400 400">/);
    expect(cover).toMatch(/^<svg [^>]*width="1200" height="675" viewBox="0 0 1200 675">/);
    for (const svg of [portrait, cover]) {
      expect(svg).not.toMatch(/<text|<image|href=|<script/);
      expect(svg.length).toBeLessThan(4000);
    }
  });
});
