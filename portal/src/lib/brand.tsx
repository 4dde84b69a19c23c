import { type Brand, brandLineUrl, selectBrand } from '@fund/domain';
import { createContext, useContext } from 'react';

/**
 * The brand the portal is built for (`VITE_BRAND`, else the active second brand, spec §1). An unknown name stops
 * the app at start rather than show another company's name.
 */
export const activeBrand: Brand = selectBrand(import.meta.env.VITE_BRAND, 'VITE_BRAND');

/** The brand the screens name; tests render each brand through it. */
export const BrandContext = createContext<Brand>(activeBrand);

export function useBrand(): Brand {
  return useContext(BrandContext);
}

/** The LINE official account support answers on, as a link. */
export function useSupportLine(): { id: string; url: string } {
  const brand = useBrand();
  return { id: brand.lineId, url: brandLineUrl(brand) };
}
