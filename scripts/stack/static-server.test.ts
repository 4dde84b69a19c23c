import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
