import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../precompress.ts';
import { serveStatic } from './static-server.ts';

let root: string;
let server: Server;
let base: string;
const script = `export const words = ${JSON.stringify('ยินดีต้อนรับ welcome '.repeat(400))};\n`;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'static-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'assets', 'index-abc123.js'), script);
  await writeFile(
    path.join(root, 'index.html'),
    `<!doctype html><title>app</title>${'<p>x</p>'.repeat(300)}`,
  );
  await mkdir(path.join(root, '.well-known'));
  await writeFile(path.join(root, '.well-known', 'assetlinks.json'), '[{"relation":[]}]\n');
  await writeFile(path.join(root, '.well-known', 'apple-app-site-association'), '{"applinks":{}}\n');
  server = await serveStatic({ name: 'test', root, port: 0, apiUrl: 'http://127.0.0.1:9', spa: true });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

/** The bytes as sent (fetch would decode them), asking for the given encodings as a browser does. */
function rawGet(pathname: string, acceptEncoding: string) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${pathname}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('the static server compresses what it sends', () => {
  it('answers brotli to a browser that takes it, keeping the long cache of hashed assets', async () => {
    const { headers, body } = await rawGet('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(headers['content-encoding']).toBe('br');
    expect(headers.vary).toMatch(/accept-encoding/i);
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(body).toString()).toBe(script);
    expect(body.length).toBeLessThan(Buffer.byteLength(script) / 5);
  });

  it('answers gzip to a client without brotli, and the plain file to one that takes neither', async () => {
    const gzip = await rawGet('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await rawGet('/assets/index-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it("compresses the single-page app's fallback page too", async () => {
    const { headers, body } = await rawGet('/auth/login', 'br');
    expect(headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(body).toString()).toContain('<title>app</title>');
  });
});

describe('the static server sends what the build compressed', () => {
  let pages: string;
  let site: Server;
  let siteBase: string;
  const page = `<!doctype html><title>หน้าแรก</title>${'<p>ยินดีต้อนรับ</p>'.repeat(300)}`;

  beforeAll(async () => {
    pages = await mkdtemp(path.join(tmpdir(), 'static-pre-'));
    await mkdir(path.join(pages, 'faq'));
    await mkdir(path.join(pages, '_astro'));
    await writeFile(path.join(pages, 'faq', 'index.html'), page);
    await writeFile(path.join(pages, '_astro', 'shell-abc123.js'), script);
    await writeFile(path.join(pages, 'robots.txt'), 'User-agent: *\n');
    await precompress(pages);
    // A build's own file, changed so the test tells which one was sent.
    await writeFile(path.join(pages, 'faq', 'index.html.br'), brotliCompressSync(`${page}<!-- br -->`));
    site = await serveStatic({
      name: 'pages',
      root: pages,
      port: 0,
      apiUrl: 'http://127.0.0.1:9',
      spa: false,
    });
    siteBase = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => site.close(resolve));
    await rm(pages, { recursive: true, force: true });
  });

  function get(pathname: string, acceptEncoding: string) {
    return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${siteBase}${pathname}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    });
  }

  it("answers a folder's page with its .br file, as a page, with the page's policy and no long cache", async () => {
    const { headers, body } = await get('/faq/', 'gzip, deflate, br, zstd');
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers.vary).toMatch(/accept-encoding/i);
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['accept-ranges']).toBeUndefined();
    expect(brotliDecompressSync(body).toString()).toBe(`${page}<!-- br -->`);
  });

  it('answers the .gz file to a client without brotli, and the page itself to one that takes neither', async () => {
    const gzip = await get('/faq/', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(page);
    const plain = await get('/faq/', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it('keeps the long cache of hashed scripts and the type of each file', async () => {
    const js = await get('/_astro/shell-abc123.js', 'br');
    expect(js.headers['content-encoding']).toBe('br');
    const asItIs = await get('/_astro/shell-abc123.js', 'identity');
    expect(asItIs.headers['content-encoding']).toBeUndefined();
    expect(js.headers['content-type']).toBe(asItIs.headers['content-type']);
    expect(js.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(js.body).toString()).toBe(script);
    const text = await get('/robots.txt', 'br');
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('still sends a folder without its slash to the page, and nothing outside the build', async () => {
    const folder = await get('/faq', 'br');
    expect(folder.status).toBe(301);
    expect(folder.headers.location).toBe('/faq/');
    const outside = await get('/%2e%2e/%2e%2e/etc/passwd', 'br');
    expect(outside.status).toBe(404);
    const compressedItself = await get('/faq/index.html.br', 'identity');
    expect(compressedItself.headers['content-encoding']).toBeUndefined();
  });
});

describe('the proxy to the API names the real client', () => {
  let api: Server;
  let front: Server;
  let frontBase: string;
  const root2 = mkdtemp(path.join(tmpdir(), 'static-proxy-'));

  beforeAll(async () => {
    // A stand-in API that answers with the forwarding headers it received.
    api = http.createServer((req, res) => {
      const forwarded = Object.fromEntries(
        Object.entries(req.headers).filter(([k]) => k.startsWith('x-forwarded-')),
      );
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(forwarded));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    front = await serveStatic({ name: 'proxy', root: await root2, port: 0, apiUrl, spa: false });
    frontBase = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await Promise.all([
      new Promise((resolve) => front.close(resolve)),
      new Promise((resolve) => api.close(resolve)),
    ]);
    await rm(await root2, { recursive: true, force: true });
  });

  it('overwrites a forged X-Forwarded-For with the peer address and drops the other forged X-Forwarded-* headers', async () => {
    const res = await fetch(`${frontBase}/api/healthz`, {
      headers: { 'x-forwarded-for': '203.0.113.9, 10.0.0.1', 'x-forwarded-host': 'evil.example' },
    });
    const seen = (await res.json()) as Record<string, string>;
    expect(seen['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(seen['x-forwarded-host']).toBeUndefined();
  });
});

describe("the app links' association files", () => {
  it.each([
    ['/.well-known/assetlinks.json', [{ relation: [] }]],
    ['/.well-known/apple-app-site-association', { applinks: {} }],
  ])('serves %s as JSON at its own address, with no redirect', async (pathname, content) => {
    const response = await fetch(`${base}${pathname}`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(content);
  });

  it('answers 404, not the app page, for another file there', async () => {
    const response = await fetch(`${base}/.well-known/other.json`, {
      headers: { accept: 'application/json' },
    });
    expect(response.status).toBe(404);
  });
});
