import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

/**
 * Sarabun (the Thai government's standard typeface) from its npm package. The package splits the face by
 * script, so Thai runs are set in the Thai file and everything else in the Latin one.
 */
const fontFile = (script: 'thai' | 'latin', weight: 400 | 700) =>
  createRequire(import.meta.url).resolve(`@fontsource/sarabun/files/sarabun-${script}-${weight}-normal.woff`);

/**
 * A WOFF file unpacked into the plain TrueType/OpenType file it wraps: the same tables, inflated, behind an sfnt
 * directory. The font reader behind pdfkit inflates a WOFF table again every time it reads it, and shaping and
 * subsetting read the glyph and layout tables many times per document; an unpacked file is read in place.
 */
export function unpackWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    table.tag.copy(header, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

const unpacked = (script: 'thai' | 'latin', weight: 400 | 700) =>
  unpackWoff(readFileSync(fontFile(script, weight)));

/** The four faces, read and unpacked once per process; every document registers these same bytes. */
export const fonts = {
  thai: unpacked('thai', 400),
  latin: unpacked('latin', 400),
  thaiBold: unpacked('thai', 700),
  latinBold: unpacked('latin', 700),
};
