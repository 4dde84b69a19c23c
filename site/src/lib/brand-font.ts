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
