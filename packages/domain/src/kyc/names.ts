/**
 * Name letters of the identity form (spec §3 "Identity form"): Thai script for Thai names, Latin for English ones,
 * with spaces, dots, hyphens and apostrophes after the first letter.
 */
export const isThaiName = (value: string): boolean =>
  /^[\u0E00-\u0E7F][\u0E00-\u0E7F .'-]*$/.test(value.trim());

export const isEnglishName = (value: string): boolean => /^[A-Za-z][A-Za-z .'-]*$/.test(value.trim());
