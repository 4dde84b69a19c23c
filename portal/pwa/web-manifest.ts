import type { Brand } from '@fund/domain';
import type { ManifestOptions } from 'vite-plugin-pwa';
import { appIcons } from './app-icons.ts';

/**
 * The installable app's manifest: Thai first (the default language), with the English name and description for
 * browsers that read localised members (`*_localized`); the others show the Thai ones. The theme is the brand's.
 */
export function webManifest(brand: Brand): Partial<ManifestOptions> & Record<string, unknown> {
  const name = { th: `${brand.name} ลงทุนกองทุนสินทรัพย์ดิจิทัล`, en: `${brand.name} digital-asset funds` };
  const description = {
    th: `ลงทุนในกองทุนสินทรัพย์ดิจิทัลกับ ${brand.legalName.th}`,
    en: `Invest in digital-asset funds with ${brand.legalName.en}`,
  };
  return {
    id: '/',
    lang: 'th',
    dir: 'ltr',
    name: name.th,
    short_name: brand.name,
    description: description.th,
    name_localized: { th: name.th, en: { value: name.en, lang: 'en' } },
    description_localized: { th: description.th, en: { value: description.en, lang: 'en' } },
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: brand.colours.primary,
    categories: ['finance'],
    icons: appIcons
      .filter((icon) => icon.purpose !== 'apple')
      .map((icon) => ({
        src: `/${icon.file}`,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.purpose,
      })),
  };
}
