// The site is built ahead of time, so the portal's address is fixed at build time.
const portalUrl = import.meta.env.PUBLIC_PORTAL_URL ?? 'http://localhost:3001';

/** Where "Register" and "Log in" lead: the investor portal's login page. */
export const portalLoginUrl = new URL('/auth/login', portalUrl).href;
