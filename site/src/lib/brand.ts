/** One of the two brands the product runs under (spec §1); the site is built for one of them. */
export interface Brand {
  key: string;
  name: string;
  legalName: { th: string; en: string };
  /** The letters in the logo mark. */
  logoText: string;
  colours: {
    /** Buttons, links and headings on white; must keep 4.5:1 contrast with white text. */
    primary: string;
    /** Accents and borders, never behind text. */
    accent: string;
    /** Soft backgrounds behind dark text. */
    soft: string;
  };
  lineId: string;
}

export const brands = {
  merit: {
    key: 'merit',
    name: 'Merit Asset',
    legalName: { th: 'บริษัท เมอริท แอสเซท จำกัด', en: 'Merit Asset Company Limited' },
    logoText: 'MA',
    colours: { primary: '#1e3a8a', accent: '#f59e0b', soft: '#eff6ff' },
    lineId: '@meritasset',
  },
  mfund: {
    key: 'mfund',
    name: 'MFund',
    legalName: { th: 'บริษัท เอ็มฟันด์ จำกัด', en: 'MFund Company Limited' },
    logoText: 'M',
    colours: { primary: '#0f766e', accent: '#14b8a6', soft: '#f0fdfa' },
    lineId: '@mfundsupport',
  },
} as const satisfies Record<string, Brand>;

export type BrandKey = keyof typeof brands;

/** The second brand is the active one (spec §1), so it is the default. */
export const defaultBrandKey: BrandKey = 'mfund';

/** Picks the brand named by `SITE_BRAND`; an unknown name stops the build rather than ship the wrong brand. */
export function selectBrand(value: string | undefined): Brand {
  const key = value?.trim() || defaultBrandKey;
  if (!Object.hasOwn(brands, key)) {
    throw new Error(`SITE_BRAND "${key}" is not a brand; use one of: ${Object.keys(brands).join(', ')}.`);
  }
  return brands[key as BrandKey];
}

export const activeBrand: Brand = selectBrand(process.env.SITE_BRAND);
