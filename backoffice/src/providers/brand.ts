import { type Brand, selectBrand } from '@fund/domain';

/**
 * The brand the back office is built for (`VITE_BRAND`, else the active second brand, spec §1); an unknown name
 * stops the app at start.
 */
export const activeBrand: Brand = selectBrand(import.meta.env.VITE_BRAND, 'VITE_BRAND');
