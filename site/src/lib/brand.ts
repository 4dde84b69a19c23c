import { type Brand, defaultBrandKey, selectBrand as selectDomainBrand } from '@fund/domain';

// The brands live in the domain package so the site, portal, back office, API and CMS name the company alike.
export { type Brand, type BrandKey, brands, defaultBrandKey } from '@fund/domain';

/** Picks the brand named by `SITE_BRAND`; an unknown name stops the build rather than ship the wrong brand. */
export function selectBrand(value: string | undefined): Brand {
  return selectDomainBrand(value, 'SITE_BRAND');
}

/** `SITE_BRAND` for the site alone, else the `BRAND` every workspace reads, else the active brand. */
export const activeBrand: Brand = selectBrand(process.env.SITE_BRAND || process.env.BRAND || defaultBrandKey);
