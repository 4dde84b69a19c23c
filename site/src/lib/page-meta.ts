import type { Media, Seo } from './cms/schemas/shared.ts';
import { shareableMediaUrl } from './media.ts';

export interface SocialCard {
  title: string;
  description: string;
  image?: string;
}

export interface PageMeta {
  title: string;
  description: string;
  image?: string;
  openGraph: SocialCard;
  twitter: SocialCard;
}

interface MetaInput {
  seo?: Seo | null;
  /** The page's own title and description, used where the CMS gives none. */
  title: string;
  description: string;
  /** An image of the page's own (an article's cover) for the social cards. */
  image?: Media | null;
}

function socialCard(
  seo: Seo | null | undefined,
  network: 'Facebook' | 'Twitter',
  fallback: SocialCard,
): SocialCard {
  const entry = seo?.metaSocial.find((item) => item.socialNetwork === network);
  return {
    title: entry?.title ?? fallback.title,
    description: entry?.description ?? fallback.description,
    image: shareableMediaUrl(entry?.image) ?? fallback.image,
  };
}

/**
 * The page's meta tags: the CMS `seo` component wins field by field, the page's own values fill the gaps;
 * Open Graph reads the Facebook entry of `metaSocial`, the Twitter card the Twitter entry.
 */
export function pageMeta({ seo, title, description, image }: MetaInput): PageMeta {
  const base = {
    title: seo?.metaTitle || title,
    description: seo?.metaDescription || description,
    image: shareableMediaUrl(seo?.metaImage ?? image),
  };
  return { ...base, openGraph: socialCard(seo, 'Facebook', base), twitter: socialCard(seo, 'Twitter', base) };
}
