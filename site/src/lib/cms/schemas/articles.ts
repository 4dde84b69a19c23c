import { z } from 'astro/zod';
import { dateOnly, documentFields, mediaSchema, optionalText, requiredText, seoSchema } from './shared.ts';

export const articleCategories = ['news', 'education', 'market', 'company'] as const;

export const articleSchema = z.object({
  ...documentFields,
  title: requiredText,
  // Strapi's uid alphabet; the uid becomes the page's address.
  uid: z.string().regex(/^[A-Za-z0-9\-_.~]+$/, 'must be a URL-safe uid (letters, digits, - _ . ~)'),
  excerpt: optionalText,
  body: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  cover: mediaSchema.nullish(),
  category: z.enum(articleCategories).nullish(),
  publishedDate: dateOnly.nullish(),
  publishedAt: z.string().nullish(),
  related: z
    .array(z.object({ documentId: requiredText }))
    .nullish()
    .transform((value) => value ?? []),
  seo: seoSchema,
});

export type Article = z.infer<typeof articleSchema>;
export type ArticleCategory = (typeof articleCategories)[number];
