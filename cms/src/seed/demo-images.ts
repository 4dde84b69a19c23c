/**
 * Small images for the demo content, drawn at seed time so the seed needs no download and the repository holds
 * no binary files: a portrait silhouette for each team member and an abstract chart cover for each article. They
 * carry no text, so they read the same in Thai and English.
 */

/** A stable number from a text, so each document gets the same picture on every seed. */
export function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 16777619);
  return hash >>> 0;
}

// Calm brand-friendly hues: teal, blue, indigo, emerald, slate-violet, cyan.
const hues = [172, 205, 230, 152, 255, 188];

const hueOf = (seed: number) => hues[seed % hues.length]!;

/** A 400 × 400 head-and-shoulders silhouette on a soft gradient. */
export function portraitSvg(seed: number): string {
  const hue = hueOf(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 55% 88%)"/><stop offset="1" stop-color="hsl(${hue} 45% 72%)"/>
</linearGradient></defs>
<rect width="400" height="400" fill="url(#bg)"/>
<circle cx="200" cy="158" r="74" fill="hsl(${hue} 30% 38%)"/>
<path d="M60 400c8-92 70-142 140-142s132 50 140 142z" fill="hsl(${hue} 32% 32%)"/>
</svg>
`;
}

/** A 1200 × 675 (16:9) cover: a gradient with a rising line chart and a few soft circles. */
export function coverSvg(seed: number): string {
  const hue = hueOf(seed);
  const points = Array.from({ length: 9 }, (_, index) => {
    const wobble = ((seed >>> index) % 90) - 45;
    return `${index * 150},${Math.round(520 - index * 42 + wobble)}`;
  });
  const circles = [0, 1, 2]
    .map((index) => {
      const cx = 160 + ((seed >>> (index * 5)) % 9) * 110;
      const cy = 90 + ((seed >>> (index * 7)) % 5) * 60;
      return `<circle cx="${cx}" cy="${cy}" r="${70 + index * 30}" fill="#fff" opacity="0.12"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 60% 30%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 55% 45%)"/>
</linearGradient></defs>
<rect width="1200" height="675" fill="url(#bg)"/>${circles}
<polyline points="${points.join(' ')}" fill="none" stroke="#fff" stroke-width="10" stroke-linejoin="round" stroke-linecap="round" opacity="0.85"/>
<polygon points="0,675 ${points.join(' ')} 1200,675" fill="#fff" opacity="0.08"/>
</svg>
`;
}
