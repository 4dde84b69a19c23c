// The marketing site reads published content without a token at build time, so visitors' content types
// are readable by the Public role; nothing else is, and writing stays with logged-in editors.
export const PUBLIC_READ_ACTIONS: readonly string[] = [
  'api::article.article.find',
  'api::article.article.findOne',
];

/** The read actions the Public role still lacks. */
export function missingPublicActions(grantedActions: readonly string[]): string[] {
  return PUBLIC_READ_ACTIONS.filter((action) => !grantedActions.includes(action));
}
