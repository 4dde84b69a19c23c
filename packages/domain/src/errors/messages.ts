import type { Language } from '@fund/messages';
import { errors as en } from '@fund/messages/namespaces/errors.en';
import { errors as th } from '@fund/messages/namespaces/errors.th';
import type { ErrorCode } from './codes.ts';

export type { Language };

/** The catalogue's `errors` namespace has a message for every code and for nothing else. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const everyCodeHasItsMessage: Same<keyof typeof th, ErrorCode> = true;
void everyCodeHasItsMessage;

/**
 * What a person reads for each error code, in Thai (the default) and English: the message catalogue's `errors`
 * namespace (`@fund/messages`), by code.
 */
export const errorMessages: Record<ErrorCode, Record<Language, string>> = Object.fromEntries(
  (Object.keys(th) as ErrorCode[]).map((code) => [code, { th: th[code], en: en[code] }]),
) as Record<ErrorCode, Record<Language, string>>;

/**
 * The message for a code; `{{name}}` in it reads the caller's value, else the spec's (a strategy's minimum is
 * configurable, spec §9 names 10,000 baht), so a caller that knows no value still reads a whole sentence.
 */
export function errorMessage(
  code: string,
  language: Language,
  values: Readonly<Record<string, string>> = {},
): string {
  const entry = (errorMessages as Record<string, Record<Language, string>>)[code];
  const fallback: Readonly<Record<string, string>> = { minimum: '10,000' };
  return (entry ?? errorMessages.INTERNAL_ERROR)[language].replace(
    /\{\{(\w+)\}\}/g,
    (placeholder, name: string) => values[name] ?? fallback[name] ?? placeholder,
  );
}
