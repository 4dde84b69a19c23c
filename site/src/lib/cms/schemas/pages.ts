import { z } from 'astro/zod';
import {
  documentFields,
  mediaSchema,
  optionalEmail,
  optionalText,
  optionalUrl,
  requiredText,
  seoSchema,
} from './shared.ts';

const stepSchema = z.object({ title: requiredText, description: optionalText });

export const homePageSchema = z.object({
  ...documentFields,
  heroTitle: requiredText,
  heroSubtitle: optionalText,
  heroCta: requiredText,
  howToOpenTitle: requiredText,
  openingMinutes: z.number().int().positive(),
  stepCount: z.number().int().positive(),
  steps: z.array(stepSchema).min(1, 'needs at least one step'),
  seo: seoSchema,
});

export const aboutPageSchema = z.object({
  ...documentFields,
  title: requiredText,
  registrationDetails: requiredText,
  established: requiredText,
  registeredCapital: requiredText,
  businessHours: z.string().regex(/^\d{2}:\d{2}\s*-\s*\d{2}:\d{2}$/, 'must read like 09:00-18:00'),
  financialStatements: z
    .array(z.object({ title: requiredText, year: z.number().int(), file: mediaSchema.nullish() }))
    .nullish()
    .transform((value) => value ?? []),
  assetStorage: requiredText,
  seo: seoSchema,
});

export const disclosurePageSchema = z.object({
  ...documentFields,
  title: requiredText,
  riskNotice: requiredText,
  custody: requiredText,
  regulators: z.array(z.object({ name: requiredText, role: optionalText, website: optionalUrl })),
  seo: seoSchema,
});

export const footerSchema = z.object({
  ...documentFields,
  links: z
    .array(z.object({ label: requiredText, url: requiredText }))
    .nullish()
    .transform((value) => value ?? []),
  disclaimers: optionalText,
  address: optionalText,
  phone: optionalText,
  email: optionalEmail,
  lineId: optionalText,
});

export const scammerAlertSchema = z.object({
  ...documentFields,
  enabled: z.boolean(),
  message: optionalText,
});

export type HomePage = z.infer<typeof homePageSchema>;
export type AboutPage = z.infer<typeof aboutPageSchema>;
export type DisclosurePage = z.infer<typeof disclosurePageSchema>;
export type Footer = z.infer<typeof footerSchema>;
export type ScammerAlert = z.infer<typeof scammerAlertSchema>;
