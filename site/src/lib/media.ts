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

/** An address other sites can fetch (link previews, search engines); inline `data:` images are not. */
export function shareableMediaUrl(media: Pick<Media, 'url'> | null | undefined): string | undefined {
  if (!media) return undefined;
  const url = mediaUrl(media);
  return /^https?:\/\//.test(url) ? url : undefined;
}
