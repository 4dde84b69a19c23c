/**
 * Which addresses of the portal open the app when it is installed (iOS universal links, Android App Links): every
 * page, except these. One list for the files the portal serves (`pwa/app-links.ts`), the Android manifest's
 * exclusions (a test compares them) and the app's own routing of an opened address (`app-links.ts`).
 *
 * - `/api/`: the API's answers are never pages.
 * - `/.well-known/`: the association files themselves, read by Apple and Google.
 * - `/auth/callback/`: a social sign-in returns to the browser it started in, which holds that sign-in's state.
 */
export const appLinkExclusions = ['/api/', '/.well-known/', '/auth/callback/'] as const;

export function isExcludedFromAppLinks(pathname: string): boolean {
  return appLinkExclusions.some((prefix) => pathname.startsWith(prefix));
}
