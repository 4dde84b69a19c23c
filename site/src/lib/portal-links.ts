// The site is built ahead of time, so the portal's address is fixed at build time.
const portalUrl = import.meta.env.PUBLIC_PORTAL_URL ?? 'http://localhost:3001';

/** Where "Log in" and every invest link lead: the investor portal's login page. */
export const portalLoginUrl = new URL('/auth/login', portalUrl).href;

/** Where "Register" leads: the portal's sign-in page, which offers sign-up (spec §2 screen 7). */
export const portalRegisterUrl = portalLoginUrl;
