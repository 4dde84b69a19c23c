import type { Media } from './cms/schemas/shared.ts';

// Local uploads come as paths on the CMS; the browser must fetch them from the CMS's public address.
const mediaBase = (
  process.env.CMS_PUBLIC_URL?.trim() ||
  process.env.CMS_URL?.trim() ||
  'http://localhost:1337'
).replace(/\/+$/, '');

/** The absolute address of a CMS media file (absolute and `data:` addresses are kept as they are). */
export function mediaUrl(media: Pick<Media, 'url'>): string {
  return new URL(media.url, `${mediaBase}/`).href;
}

// Where this build reads the CMS: its images are fetched from there at build time and then served from the site, so
// the browser never sees that address (in compose the site builder reaches the CMS by its service name, while
// browsers reach it on a port of the host).
const buildBase = (process.env.CMS_URL?.trim() || mediaBase).replace(/\/+$/, '');

/** The address the build fetches a CMS image from, to process it (absolute and `data:` addresses are kept). */
export function imageSourceUrl(media: Pick<Media, 'url'>): string {
  return new URL(media.url, `${buildBase}/`).href;
}

/** An address other sites can fetch (link previews, search engines); inline `data:` images are not. */
export function shareableMediaUrl(media: Pick<Media, 'url'> | null | undefined): string | undefined {
  if (!media) return undefined;
  const url = mediaUrl(media);
  return /^https?:\/\//.test(url) ? url : undefined;
}
