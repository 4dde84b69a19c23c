import { describe, expect, it } from 'vitest';
import { fonts } from './sarabun.ts';

/** The OpenType table checksum: the table read as big-endian 32-bit words (zero-padded), summed modulo 2^32. */
function tableChecksum(table: Buffer, tag: string): number {
  const words = Buffer.alloc((table.length + 3) & ~3);
  table.copy(words);
  if (tag === 'head') words.fill(0, 8, 12); // checkSumAdjustment counts as zero in the head table's own checksum
  let sum = 0;
  for (let at = 0; at < words.length; at += 4) sum = (sum + words.readUInt32BE(at)) >>> 0;
  return sum;
}

describe('Sarabun unpacked once per process', () => {
  it.each(Object.entries(fonts))(
    '%s is a plain font file whose every table matches its recorded checksum',
    (_, font) => {
      expect([0x00010000, 0x4f54544f]).toContain(font.readUInt32BE(0)); // TrueType or CFF outlines
      const numTables = font.readUInt16BE(4);
      expect(numTables).toBeGreaterThan(5);
      const tags: string[] = [];
      for (let i = 0; i < numTables; i += 1) {
        const at = 12 + i * 16;
        const tag = font.toString('latin1', at, at + 4);
        const offset = font.readUInt32BE(at + 8);
        const table = font.subarray(offset, offset + font.readUInt32BE(at + 12));
        expect(tableChecksum(table, tag), tag).toBe(font.readUInt32BE(at + 4));
        tags.push(tag);
      }
      expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'hmtx', 'GSUB']));
    },
  );
});
