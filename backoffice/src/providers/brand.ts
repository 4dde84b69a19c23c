import { type Brand, selectBrand } from '@fund/domain';

/**
 * The brand the back office is built for (`VITE_BRAND`, else the active second brand, spec §1); an unknown name
 * stops the app at start.
 */
export const activeBrand: Brand = selectBrand(import.meta.env.VITE_BRAND, 'VITE_BRAND');

/** The titles that name the brand, so staff see which company's back office they are in. */
export function brandMessages(brand: Brand) {
  return {
    th: { app: { title: `${brand.name} · ระบบหลังบ้าน`, login: { title: `${brand.name} · ระบบหลังบ้าน` } } },
    en: { app: { title: `${brand.name} · Back office`, login: { title: `${brand.name} · Back office` } } },
  };
}
