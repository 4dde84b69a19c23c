import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * The browser policy of the portal, back office and site, one definition for the local static server (through
 * helmet) and nginx (`node scripts/stack/security-headers.ts` writes its snippets). Scripts only from the app's own
 * origin plus the exact inline scripts a page ships, by hash: never 'unsafe-inline' for scripts. Inline styles stay
 * allowed (React's style attributes). No framing at all, so a confirm or approve button cannot be clickjacked.
 */
export function frontEndDirectives(
  scriptHashes: readonly string[] = [],
  imageOrigins: readonly string[] = [],
): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...imageOrigins],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    // The portal's service worker and web manifest (installable app) come from its own origin only.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export const serialisePolicy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

const oneYear = 31_536_000;

/** The other headers helmet sets, written out for nginx. HSTS only in production: local http must keep working. */
export function otherHeaders(production: boolean): Record<string, string> {
  return {
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(production ? { 'Strict-Transport-Security': `max-age=${oneYear}; includeSubDomains` } : {}),
  };
}

export function frontEndHelmet(production: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: frontEndDirectives() },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: production ? { maxAge: oneYear, includeSubDomains: true } : false,
  }) as RequestHandler;
}

/** `<script>` elements with a body and no src that a browser runs (JSON-LD and other data blocks are not run). */
const inlineScript = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const dataBlock = /\btype=["']?(application\/ld\+json|application\/json)/i;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(inlineScript)) {
    if (!body || dataBlock.test(attributes ?? '')) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
}

/** The other origins a page's `<img>` elements load from (the site's CMS media), so img-src names exactly those. */
export function imageOrigins(html: string): string[] {
  const origins = new Set<string>();
  for (const [, url] of html.matchAll(/<img\b[^>]*?\ssrc=["']?(https?:\/\/[^"'\s>]+)/gi)) {
    if (url) origins.add(new URL(url).origin);
  }
  return [...origins].sort();
}

interface PageSources {
  hashes: string[];
  images: string[];
}

const sourcesOf = (html: string): PageSources => ({
  hashes: inlineScriptHashes(html),
  images: imageOrigins(html),
});

const pageHashes = new Map<string, { mtimeMs: number; sources: PageSources }>();

/** The policy of one built page: its own inline scripts allowed by hash, read again when the file changes. */
export function pagePolicy(file: string): string {
  const { mtimeMs } = statSync(file);
  let cached = pageHashes.get(file);
  if (!cached || cached.mtimeMs !== mtimeMs) {
    cached = { mtimeMs, sources: sourcesOf(readFileSync(file, 'utf8')) };
    pageHashes.set(file, cached);
  }
  return serialisePolicy(frontEndDirectives(cached.sources.hashes, cached.sources.images));
}

function htmlFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFilesUnder(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/**
 * nginx's snippet for one built front end: one policy for every page (nginx cannot read a page before sending it),
 * so it allows the inline scripts and image origins of all the app's pages and nothing else. `always` adds them to error answers too.
 */
export function nginxSnippet(dist: string, production: boolean): string {
  const pages = htmlFilesUnder(dist).map((file) => sourcesOf(readFileSync(file, 'utf8')));
  const union = (pick: (page: PageSources) => string[]) => [...new Set(pages.flatMap(pick))].sort();
  const headers = {
    'Content-Security-Policy': serialisePolicy(
      frontEndDirectives(
        union((page) => page.hashes),
        union((page) => page.images),
      ),
    ),
    ...otherHeaders(production),
  };
  return `${Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n')}\n`;
}

// Build step of the compose image: `node scripts/stack/security-headers.ts <out-dir> <app>=<dist> ...`.
if (import.meta.filename === process.argv[1]) {
  const { writeFileSync, mkdirSync } = await import('node:fs');
  const [outDir, ...apps] = process.argv.slice(2);
  if (!outDir) throw new Error('usage: security-headers.ts <out-dir> <app>=<dist>...');
  mkdirSync(outDir, { recursive: true });
  for (const app of apps) {
    const [name, dist] = app.split('=');
    if (!name || !dist) throw new Error(`${app}: expected <app>=<dist>`);
    writeFileSync(path.join(outDir, `${name}-security-headers.conf`), nginxSnippet(dist, true));
    console.log(`${name}: security headers written`);
  }
}
