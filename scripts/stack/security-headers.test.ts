import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes, nginxSnippet } from './security-headers.ts';
import { serveStatic } from './static-server.ts';

const island = 'customElements.define("astro-island", class extends HTMLElement {});';
const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
const page = `<!doctype html><title>site</title><script type="module" src="/_astro/page.js"></script>
<script type="application/ld+json">{"@type":"Organization"}</script><script>${island}</script>
<img alt="team" src="http://localhost:1337/uploads/team.svg"><img alt="logo" src="/logo.svg">`;

let root: string;
const servers: Server[] = [];
const start = async (options: { spa: boolean; production?: boolean }) => {
  const server = await serveStatic({
    name: 'headers',
    root,
    port: 0,
    apiUrl: 'http://127.0.0.1:9',
    ...options,
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'headers-'));
  await mkdir(path.join(root, 'en'));
  await writeFile(path.join(root, 'index.html'), page);
  await writeFile(path.join(root, 'en', 'index.html'), '<!doctype html><title>en</title>');
  await writeFile(path.join(root, '404.html'), page);
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await rm(root, { recursive: true, force: true });
});

const scriptSrc = (csp: string | null) =>
  csp?.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';

describe('the front ends send the browser security headers', () => {
  it('allows exactly the inline scripts a page ships, by hash, never unsafe-inline, and forbids framing', async () => {
    const base = await start({ spa: false });
    const res = await fetch(`${base}/`);
    const csp = res.headers.get('content-security-policy');
    expect(scriptSrc(csp).trim()).toBe(`script-src 'self' ${sha(island)}`);
    expect(csp).toContain("frame-ancestors 'none'");
    // Images from the CMS's origin, which the page shows, and from nowhere else.
    expect(csp).toContain("img-src 'self' data: blob: http://localhost:1337;");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    // A page without inline scripts allows none; so does the not-found page only its own.
    expect(scriptSrc((await fetch(`${base}/en/`)).headers.get('content-security-policy')).trim()).toBe(
      "script-src 'self'",
    );
    const missing = await fetch(`${base}/nowhere`);
    expect(missing.status).toBe(404);
    expect(scriptSrc(missing.headers.get('content-security-policy'))).toContain(sha(island));
  });

  it("sends the single-page app's fallback and its scripts with the same policy, and HSTS in production", async () => {
    const base = await start({ spa: true, production: true });
    const res = await fetch(`${base}/orders/new`, { headers: { accept: 'text/html' } });
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(scriptSrc(res.headers.get('content-security-policy'))).not.toContain('unsafe-inline');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('ignores data blocks (JSON-LD), which a browser never runs', () => {
    expect(inlineScriptHashes('<script type="application/ld+json">{}</script>')).toEqual([]);
    expect(inlineScriptHashes(`<script>${island}</script><script>${island}</script>`)).toEqual([sha(island)]);
  });
});

describe('nginx sends the same policy', () => {
  it("writes one snippet per app with every page's inline scripts and the other headers, HSTS included", () => {
    const snippet = nginxSnippet(root, true);
    expect(snippet).toContain(
      `add_header Content-Security-Policy "default-src 'self'; script-src 'self' ${sha(island)};`,
    );
    expect(snippet).toContain("img-src 'self' data: blob: http://localhost:1337;");
    // The portal's service worker and web manifest (installable app), from its own origin only.
    expect(snippet).toContain("worker-src 'self'; manifest-src 'self';");
    expect(snippet).toContain('add_header X-Frame-Options "DENY" always;');
    expect(snippet).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(snippet).toContain(
      'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;',
    );
  });

  it('includes the snippet in every block that adds its own headers (nginx adds a header only where a block has none of its own)', async () => {
    const conf = await readFile(path.join(import.meta.dirname, '../../deploy/nginx.conf'), 'utf8');
    const servers = conf.split(/^server \{/m).slice(1);
    expect(servers).toHaveLength(3);
    for (const [i, app] of ['portal', 'backoffice', 'site'].entries()) {
      const block = servers[i] ?? '';
      const include = `include /etc/nginx/snippets/${app}-security-headers.conf;`;
      const ownHeaders = block
        .split('location')
        .slice(1)
        .filter((part) => part.includes('add_header') || part.includes('compressed-assets.conf'));
      expect(ownHeaders.length, app).toBeGreaterThan(0);
      for (const part of ownHeaders) expect(part, app).toContain(include);
    }
  });
});
