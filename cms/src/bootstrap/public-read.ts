import { SITE_COLLECTION_TYPES, SITE_SINGLE_TYPES } from '../site-content/content-types.ts';

// The marketing site reads published content without a token at build time, so visitors' content types
// are readable by the Public role; nothing else is, and writing stays with logged-in editors. Single types
// have no findOne: their one document is what find returns.
export const PUBLIC_READ_ACTIONS: readonly string[] = [
  ...SITE_COLLECTION_TYPES.flatMap((uid) => [`${uid}.find`, `${uid}.findOne`]),
  ...SITE_SINGLE_TYPES.map((uid) => `${uid}.find`),
];

/** The read actions the Public role still lacks. */
export function missingPublicActions(grantedActions: readonly string[]): string[] {
  return PUBLIC_READ_ACTIONS.filter((action) => !grantedActions.includes(action));
}
