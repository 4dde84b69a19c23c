import { createRequire } from 'node:module';

/**
 * The brand's font, Noto Sans Thai (Thai and Latin in one family), self-hosted from its npm package: the site sends
 * only the subsets and weights it uses, each file with its unicode-range, so a page downloads only the scripts it shows.
 */
const fontPackage = '@fontsource/noto-sans-thai';
export const brandFontSubsets = ['thai', 'latin'] as const;
/** The weights the stylesheets ask for (400 body, 500 and 600 labels and headings, 700 figures). */
export const brandFontWeights = [400, 500, 600, 700] as const;

type Subset = (typeof brandFontSubsets)[number];

/**
 * The Thai fonts phones and computers already have (Android, Apple, Windows, and Debian's and Ubuntu's TLWG), named
 * on Thai pages after the whole fallback chain (components/font-fallback-chain.astro). Astro's fallback is Arial,
 * which has no Thai, so without them every Thai glyph of a first visit went to the system's font fallback, glyph by
 * glyph: traced in Chromium, a third of a Thai page's first layout (home 31-37 ms, 24-25 ms with them named). The
 * text is drawn in the font that fallback picked, in its own bold face where fallback had faked one. English pages
 * keep the chain without them: there each family a machine lacks is one more lookup, for a few Thai letters.
 */
export const thaiSystemFonts = ['Noto Sans Thai', 'Thonburi', 'Leelawadee UI', 'Tahoma', 'Loma'] as const;

const unicodeRanges: Record<Subset, string> = createRequire(import.meta.url)(`${fontPackage}/unicode.json`);

interface BrandFontVariant {
  weight: number;
  style: 'normal';
  src: [string];
  unicodeRange: [string, ...string[]];
}

/** One variant per subset and weight, in the shape of Astro's local font provider (which wants at least one). */
export function brandFontVariants(): [BrandFontVariant, ...BrandFontVariant[]] {
  const [first, ...rest] = brandFontSubsets.flatMap((subset) =>
    brandFontWeights.map((weight) => ({
      weight,
      style: 'normal' as const,
      src: [`${fontPackage}/files/noto-sans-thai-${subset}-${weight}-normal.woff2`] as [string],
      unicodeRange: unicodeRanges[subset].split(',') as [string, ...string[]],
    })),
  );
  return [first!, ...rest];
}
