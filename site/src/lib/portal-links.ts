// The site is built ahead of time, so the portal's address is fixed at build time.
const portalUrl = import.meta.env.PUBLIC_PORTAL_URL ?? 'http://localhost:3001';

/** Where "Log in" and every invest link lead: the investor portal's login page. */
export const portalLoginUrl = new URL('/auth/login', portalUrl).href;

/** Where "Register" and "open an investment account" lead: the portal's sign-up form (spec screen 7). */
export const portalRegisterUrl = new URL('/auth/signup', portalUrl).href;

/**
 * The portal runs on another origin (another port locally, a sibling host in production), so it cannot read the
 * site's storage: the visitor's consent answer travels in the link instead, and the portal does not ask again.
 */
export const consentParam = 'consent';

/** The link with the visitor's consent answer added, for links into the portal; any other link as it is. */
export function withConsentChoice(href: string, choice: 'accepted' | 'declined'): string {
  const url = new URL(href, window.location.href);
  if (url.origin !== new URL(portalUrl).origin) return href;
  url.searchParams.set(consentParam, choice);
  return url.href;
}
