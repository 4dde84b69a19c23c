import { existsSync, statSync } from 'node:fs';
import { Agent, type ClientRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { frontEndHelmet, pagePolicy } from './security-headers.ts';

export interface StaticSite {
  name: string;
  root: string;
  port: number;
  apiUrl: string;
  /** Single-page apps answer index.html for unknown paths; the static site answers its 404 page. */
  spa: boolean;
  /** Production adds HSTS to the browser policy (`security-headers.ts`). */
  production?: boolean;
  /** The CMS calls `POST /__rebuild` with this token when content is published. */
  rebuild?: { token: string; request: () => void };
}

/** Files under `/.well-known/` that go out as JSON (the app links' association files). */
const wellKnownJson = ['assetlinks.json', 'apple-app-site-association'];

/**
 * The API believes this proxy's X-Forwarded-For (TRUSTED_PROXIES), so it must carry the address that connected here
 * and nothing the client wrote: whatever the request brought is overwritten, never appended to, and the client's
 * other X-Forwarded-* headers are dropped.
 */
export function nameTheRealClient(proxyReq: ClientRequest, req: IncomingMessage): void {
  for (const name of proxyReq.getHeaderNames()) {
    if (name.startsWith('x-forwarded-')) proxyReq.removeHeader(name);
  }
  proxyReq.setHeader('x-forwarded-for', req.socket.remoteAddress ?? '');
}

/** Long-cached when the name carries the content's hash (Vite's `assets/`, Astro's `_astro/`), else asked again. */
function setCacheHeaders(res: ServerResponse, file: string): void {
  const hashed =
    file.includes(`${path.sep}assets${path.sep}`) || file.includes(`${path.sep}_astro${path.sep}`);
  res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (file.endsWith('.html')) res.setHeader('Content-Security-Policy', pagePolicy(file));
}

/** The encodings a build may hold beside a file (scripts/precompress.ts), the smaller first. */
const precompressedEncodings = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * Sends `x.br` (or `x.gz`) written beside a file at build time (scripts/precompress.ts) to a browser that takes that
 * encoding, as nginx does in compose: brotli at its best quality, where compressing per request (below) can afford
 * only a quick one. A folder's address is its `index.html`. Anything without such a file goes on to the static
 * middleware.
 */
function precompressed(root: string): RequestHandler {
  const rootDir = path.resolve(root);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      next();
      return;
    }
    const relative = path.normalize(pathname.endsWith('/') ? `${pathname}index.html` : pathname).slice(1);
    const file = path.join(rootDir, relative);
    if (relative.split(path.sep).some((part) => part === '' || part.startsWith('.'))) {
      next();
      return;
    }
    const chosen = precompressedEncodings.find(
      ({ encoding, suffix }) => req.acceptsEncodings(encoding) === encoding && isFile(`${file}${suffix}`),
    );
    if (!chosen || !isFile(file)) {
      next();
      return;
    }
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', chosen.encoding);
    res.vary('Accept-Encoding');
    setCacheHeaders(res, file);
    res.sendFile(`${relative}${chosen.suffix}`, { root: rootDir, acceptRanges: false }, (error) => {
      if (error) next(error);
    });
  };
}

function isFile(file: string): boolean {
  return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

/**
 * Serves a built front end and proxies `/api` to the API on the same origin, as nginx does in compose, so the
 * session cookie is first-party and no CORS is needed (DESIGN §3).
 */
export function serveStatic(site: StaticSite): Promise<Server> {
  const app = express();
  app.disable('x-powered-by');
  app.use(frontEndHelmet(site.production === true));
  app.use(
    '/api',
    createProxyMiddleware({
      target: site.apiUrl,
      changeOrigin: false,
      // A fresh connection per request: Node's default agent keeps sockets alive for as long as the API does (5 s),
      // so a socket the API closes just as it is reused fails the request (answered 504 here, never reaching the
      // API), and a back-office reload that meets it on /api/me signs the staff member out.
      agent: new Agent({ keepAlive: false }),
      on: { proxyReq: (proxyReq, req) => nameTheRealClient(proxyReq, req) },
    }),
  );
  const rebuild = site.rebuild;
  if (rebuild) {
    app.post('/__rebuild', (req, res) => {
      if (req.get('x-rebuild-token') !== rebuild.token) {
        res.status(403).end();
        return;
      }
      rebuild.request();
      res.status(202).end();
    });
  }
  // The app-link association files (the portal's `.well-known/`, see portal/pwa/app-links.ts): Apple and Google
  // read them as JSON at this exact address, with no redirect; the static middleware below skips dot folders, and
  // the iOS file has no extension to take a type from.
  app.get(
    wellKnownJson.map((name) => `/.well-known/${name}`),
    (req, res, next) => {
      const file = path.join(site.root, req.path);
      if (!existsSync(file)) {
        next();
        return;
      }
      res.type('application/json');
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(file, { dotfiles: 'allow' });
    },
  );
  // Pages, scripts and styles go out as compressed at build time when the build holds them, otherwise with brotli
  // (quality 4, quick enough per request) or gzip, whichever the browser takes; the API's own answers pass through
  // the proxy above untouched.
  app.use(precompressed(site.root));
  app.use(compression());
  app.use(express.static(site.root, { index: 'index.html', setHeaders: setCacheHeaders }));
  const notFoundPage = path.join(site.root, '404.html');
  app.use((req, res) => {
    if (site.spa && req.method === 'GET' && req.accepts('html')) {
      res.setHeader('Cache-Control', 'no-cache');
      const indexPage = path.join(site.root, 'index.html');
      res.setHeader('Content-Security-Policy', pagePolicy(indexPage));
      res.sendFile(indexPage);
    } else if (existsSync(notFoundPage)) {
      res.setHeader('Content-Security-Policy', pagePolicy(notFoundPage));
      res.status(404).sendFile(notFoundPage);
    } else {
      res.status(404).type('text').send('Not found');
    }
  });
  return new Promise((resolve, reject) => {
    const server = app.listen(site.port);
    server.once('listening', () => resolve(server));
    server.once('error', reject);
  });
}
