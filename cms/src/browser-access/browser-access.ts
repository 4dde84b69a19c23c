/**
 * Who may call the CMS from a browser with credentials. Only the CMS's own origin (its admin) by default: the site
 * reads content at build time on the server and the portal never calls the CMS, so no other origin needs it.
 * `CMS_CORS_ORIGINS` (comma-separated) adds one where a front end comes to need it; a foreign origin gets no
 * Access-Control-Allow-Origin, so its script cannot read an admin token.
 */
export function allowedOrigins(env: {
  CMS_PUBLIC_URL?: string;
  CMS_PORT?: string;
  CMS_CORS_ORIGINS?: string;
}) {
  const own = env.CMS_PUBLIC_URL?.trim()
    ? new URL(env.CMS_PUBLIC_URL.trim()).origin
    : `http://localhost:${env.CMS_PORT?.trim() || '1337'}`;
  const extra = (env.CMS_CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => new URL(origin).origin);
  return [...new Set([own, ...extra])];
}

/**
 * The admin's refresh cookie is `Secure` whenever the CMS is served over https (production, behind TLS), or when
 * `CMS_COOKIE_SECURE` says so; Strapi's own default also asks that Koa see the request as https, which it does not
 * behind a proxy that ends TLS.
 */
export function secureCookies(env: { CMS_PUBLIC_URL?: string; CMS_COOKIE_SECURE?: string }): boolean {
  if (env.CMS_COOKIE_SECURE?.trim()) return env.CMS_COOKIE_SECURE.trim() === 'true';
  return (env.CMS_PUBLIC_URL ?? '').trim().startsWith('https://');
}
