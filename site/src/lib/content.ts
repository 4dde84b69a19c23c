import { getCollection, getEntry } from 'astro:content';
import type { Locale } from '../i18n/locales.ts';

// Page-side reads of the build-time collections (src/content.config.ts); entries are `th/<documentId>`.

function inLocale<Entry extends { data: { locale: string } }>(locale: Locale) {
  return (entry: Entry) => entry.data.locale === locale;
}

async function single<Name extends 'homePage' | 'aboutPage' | 'disclosurePage' | 'footer'>(
  name: Name,
  locale: Locale,
) {
  const entry = await getEntry(name, locale);
  if (!entry)
    throw new Error(`The CMS content "${name}" has no ${locale} version; the build cannot make this page.`);
  return entry.data;
}

export async function getArticles(locale: Locale) {
  const entries = await getCollection('articles', inLocale(locale));
  return entries
    .map((entry) => entry.data)
    .sort((a, b) =>
      (b.publishedDate ?? b.publishedAt ?? '').localeCompare(a.publishedDate ?? a.publishedAt ?? ''),
    );
}

/** Every article in both languages, for pages that link an article to its translation. */
export async function getAllArticles() {
  return (await getCollection('articles')).map((entry) => entry.data);
}

export async function getFaqItems(locale: Locale) {
  const entries = await getCollection('faqItems', inLocale(locale));
  return entries.map((entry) => entry.data).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}

export async function getTeamMembers(locale: Locale) {
  const entries = await getCollection('teamMembers', inLocale(locale));
  return entries.map((entry) => entry.data).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}

export async function getTestimonials(locale: Locale) {
  const entries = await getCollection('testimonials', inLocale(locale));
  return entries.map((entry) => entry.data).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}

export async function getActivityEvents(locale: Locale) {
  const entries = await getCollection('activityEvents', inLocale(locale));
  return entries.map((entry) => entry.data).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

export async function getCryptoNews(locale: Locale) {
  const entries = await getCollection('cryptoNewsItems', inLocale(locale));
  return entries.map((entry) => entry.data).sort((a, b) => b.publishedDate.localeCompare(a.publishedDate));
}

export const getHomePage = (locale: Locale) => single('homePage', locale);
export const getAboutPage = (locale: Locale) => single('aboutPage', locale);
export const getDisclosurePage = (locale: Locale) => single('disclosurePage', locale);
export const getFooter = (locale: Locale) => single('footer', locale);

/** The scammer alert's message when the CMS has it switched on, otherwise nothing. */
export async function getScammerAlert(locale: Locale): Promise<string | undefined> {
  const entry = await getEntry('scammerAlert', locale);
  return entry?.data.enabled ? entry.data.message : undefined;
}

export async function getStrategies() {
  return (await getCollection('strategies')).map((entry) => entry.data);
}
