import type { RequestHandler } from 'express';
import { AppError } from './errors.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * A browser always sends Origin (or Sec-Fetch-Site) on unsafe requests; one from another site is refused,
 * so a cookie-carrying cross-site form or fetch cannot change anything. Clients without either header
 * (server-to-server, tests) are not browsers and carry no ambient cookie risk. The paths exempt from the CSRF
 * token (another site's post that is authenticated otherwise) are exempt here too.
 */
export function originCheck(
  allowedOrigins: string[],
  exempt: (path: string) => boolean = () => false,
): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, _res, next) => {
    if (safeMethods.has(req.method) || exempt(req.path)) return next();
    const origin = req.get('origin');
    const fetchSite = req.get('sec-fetch-site');
    const sameHost = origin !== undefined && hostOf(origin) === req.get('host');
    if (origin !== undefined && origin !== 'null' && (allowed.has(origin) || sameHost)) return next();
    if (
      origin === undefined &&
      (fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none')
    ) {
      return next();
    }
    throw new AppError('CSRF_REJECTED', 403);
  };
}
