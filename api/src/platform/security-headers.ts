import type { RequestHandler } from 'express';
import helmet from 'helmet';

const oneYear = 31_536_000;

/**
 * The API's own browser policy (helmet). It answers JSON, plus the reference viewer under /docs and, outside
 * production, the provider simulators' consent pages: scripts and styles from its own origin only, never framed,
 * never sniffed, no Referer sent elsewhere. `form-action` is left out because a simulator's consent form redirects
 * to the portal, which that directive would block. HSTS only in production, where every origin is https.
 */
export function securityHeaders(production: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: production ? { maxAge: oneYear, includeSubDomains: true } : false,
  }) as RequestHandler;
}
