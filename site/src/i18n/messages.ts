import type { Locale } from './locales.ts';
import { en } from './messages-en.ts';
import { type SiteMessages, th } from './messages-th.ts';

export type { SiteMessages };

const messages: Record<Locale, SiteMessages> = { th, en };

export function messagesFor(locale: Locale): SiteMessages {
  return messages[locale];
}
