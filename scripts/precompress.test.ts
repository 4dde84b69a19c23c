import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

let dir: string;
const script = `console.log(${JSON.stringify('สวัสดี '.repeat(500))});\n`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'precompress-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'assets', 'index-abc.js'), script);
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
  await writeFile(path.join(dir, 'assets', 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes a brotli and a gzip copy of every text file, small ones too, and leaves images alone', async () => {
    expect(await precompress(dir)).toBe(2);
    const js = path.join(dir, 'assets', 'index-abc.js');
    const br = await readFile(`${js}.br`);
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(br.length).toBeLessThan(Buffer.byteLength(script) / 10);
    expect(gunzipSync(await readFile(`${js}.gz`)).toString()).toBe(script);
    expect(gunzipSync(await readFile(path.join(dir, 'index.html.gz'))).toString()).toContain(
      '<title>x</title>',
    );
    await expect(readFile(path.join(dir, 'assets', 'logo.png.br'))).rejects.toThrow();
  });
});
