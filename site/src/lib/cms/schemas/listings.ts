import { z } from 'astro/zod';
import { dateOnly, documentFields, mediaSchema, optionalText, optionalUrl, requiredText } from './shared.ts';

export const faqTopics = ['why-invest', 'security', 'popular'] as const;

export const faqItemSchema = z.object({
  ...documentFields,
  question: requiredText,
  answer: requiredText,
  topic: z.enum(faqTopics),
  order: z.number().int().nullish(),
});

export const teamMemberSchema = z.object({
  ...documentFields,
  name: requiredText,
  position: requiredText,
  bio: optionalText,
  photo: mediaSchema.nullish(),
  order: z.number().int().nullish(),
});

export const testimonialSchema = z.object({
  ...documentFields,
  name: requiredText,
  role: optionalText,
  quote: requiredText,
  photo: mediaSchema.nullish(),
  order: z.number().int().nullish(),
});

export const activityEventSchema = z.object({
  ...documentFields,
  title: requiredText,
  description: optionalText,
  startsAt: z.iso.datetime({ offset: true }),
  location: optionalText,
  link: optionalUrl,
});

export const cryptoNewsItemSchema = z.object({
  ...documentFields,
  title: requiredText,
  summary: optionalText,
  source: optionalText,
  url: z.url(),
  publishedDate: dateOnly,
});

export type FaqItem = z.infer<typeof faqItemSchema>;
export type FaqTopic = (typeof faqTopics)[number];
export type TeamMember = z.infer<typeof teamMemberSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type ActivityEvent = z.infer<typeof activityEventSchema>;
export type CryptoNewsItem = z.infer<typeof cryptoNewsItemSchema>;
