import type { Brand } from '@fund/domain';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** The icons the web manifest and the home screen use, drawn in the brand's colours at build time. */
export const appIcons = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  // Maskable: the launcher crops it to its own shape, so the mark keeps to the middle 80 % and the colour fills all.
  { file: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
  { file: 'icons/apple-touch-icon-180.png', size: 180, purpose: 'apple' },
] as const;

/**
 * The brand's mark without letters (fonts differ between build machines): the primary colour behind a rising
 * line in the accent colour, the same for both brands in shape, never in colour.
 */
export function iconSvg(brand: Brand, size: number, fullBleed: boolean): string {
  const radius = fullBleed ? 0 : size * 0.2;
  const inset = fullBleed ? size * 0.22 : size * 0.18;
  const span = size - 2 * inset;
  const point = (x: number, y: number) => `${(inset + x * span).toFixed(1)},${(inset + y * span).toFixed(1)}`;
  const line = [point(0, 0.8), point(0.35, 0.45), point(0.6, 0.65), point(1, 0.15)].join(' ');
  const stroke = (size * 0.09).toFixed(1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="${radius}" fill="${brand.colours.primary}"/>
<polyline points="${line}" fill="none" stroke="${brand.colours.accent}" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round"/>
<polyline points="${[point(0, 1), point(1, 1)].join(' ')}" fill="none" stroke="#ffffff" stroke-width="${stroke}" stroke-linecap="round"/>
</svg>`;
}

export function renderIcon(brand: Brand, size: number, fullBleed: boolean): Promise<Buffer> {
  return sharp(Buffer.from(iconSvg(brand, size, fullBleed)))
    .png()
    .toBuffer();
}

/** Emits the icons into the build (before the service worker's precache list is made from the output). */
export function appIconsPlugin(brand: Brand): Plugin {
  return {
    name: 'fund-app-icons',
    apply: 'build',
    async generateBundle() {
      for (const icon of appIcons) {
        // Apple draws its own rounded corners and iOS shows no transparency: full bleed like a maskable icon.
        const source = await renderIcon(brand, icon.size, icon.purpose !== 'any');
        this.emitFile({ type: 'asset', fileName: icon.file, source });
      }
    },
  };
}
