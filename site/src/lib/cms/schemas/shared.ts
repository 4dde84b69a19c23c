import { z } from 'astro/zod';

/** Strapi answers `null` for an empty optional field; the pages read it as absent. */
export const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value : undefined));

export const requiredText = z.string().trim().min(1, 'must not be empty');

// An optional address left blank in the CMS can arrive as '' rather than null; both mean "none".
const blankAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const optionalUrl = z.preprocess(blankAsNull, z.url().nullish());

export const optionalEmail = z.preprocess(blankAsNull, z.email().nullish());

/** Strapi `date` fields: `YYYY-MM-DD`. */
export const dateOnly = z.iso.date();

export const localeField = z.enum(['th', 'en']);

/** The parts of a Strapi media object the site uses; `url` is relative to the CMS for local uploads. */
export const mediaSchema = z.object({
  url: requiredText,
  alternativeText: optionalText,
  width: z.number().int().positive().nullish(),
  height: z.number().int().positive().nullish(),
  mime: optionalText,
  name: optionalText,
});

export type Media = z.infer<typeof mediaSchema>;

const metaSocialSchema = z.object({
  socialNetwork: z.enum(['Facebook', 'Twitter']),
  title: optionalText,
  description: optionalText,
  image: mediaSchema.nullish(),
});

const jsonObject = z.record(z.string(), z.unknown());

/** Component `shared.seo`; the CMS's own length limits, checked again so a bad import cannot slip by. */
export const seoSchema = z
  .object({
    metaTitle: z.string().trim().max(70).nullish(),
    metaDescription: z.string().trim().max(170).nullish(),
    metaImage: mediaSchema.nullish(),
    structuredData: z.union([jsonObject, z.array(jsonObject)]).nullish(),
    metaSocial: z
      .array(metaSocialSchema)
      .nullish()
      .transform((value) => value ?? []),
  })
  .nullish();

export type Seo = NonNullable<z.infer<typeof seoSchema>>;

/** Fields every localized Strapi 5 document carries. */
export const documentFields = {
  documentId: requiredText,
  locale: localeField,
};
