/** Set once this browser holds the brand font's files, so later pages are drawn in it from their first paint. */
export const brandFontStorageKey = 'site.brand-font';
/** The class on <html> that switches the text from the metric-matched fallback to the brand font. */
export const brandFontClass = 'brand-font';

function remembered(): boolean {
  try {
    return window.localStorage.getItem(brandFontStorageKey) !== null;
  } catch {
    return false;
  }
}

/** The brand family's name: the first of `--font-brand` (Astro's name for it, then its fallbacks). */
export function brandFamily(root: Element): string {
  const families = getComputedStyle(root).getPropertyValue('--font-brand');
  return families.split(',')[0]?.trim().replace(/["']/g, '') ?? '';
}

/**
 * A first visit is drawn in Astro's metric-matched fallback: the brand font's faces are loaded only after the first
 * paint, into the browser's cache, and this page keeps its fallback (nothing uses the faces yet, so nothing moves).
 * Once they are held, the head switches every later page to the brand font before it is drawn
 * (components/brand-font.astro); `font-display: optional` still keeps the fallback if the cache lost them.
 */
export async function fetchBrandFont(fonts: Iterable<FontFace>, family: string): Promise<void> {
  if (remembered() || !family) return;
  const faces = Array.from(fonts).filter((face) => face.family.replace(/["']/g, '') === family);
  if (faces.length === 0) return;
  try {
    await Promise.all(faces.map((face) => face.load()));
    window.localStorage.setItem(brandFontStorageKey, '1');
  } catch {
    // Offline, or storage blocked: the fallback stays, and the next page tries again.
  }
}
