import { describe, expect, it } from 'vitest';
import { contentHashOf, currentContract } from './content/index.ts';
import { bangkokDateTime, maskNationalId, renderContractPdf } from './pdf.ts';

describe('contract PDF', () => {
  it('shows only the last 4 digits of the national ID, whatever separators were typed', () => {
    expect(maskNationalId('1101700230708')).toBe('XXXXXXXXX0708');
    expect(maskNationalId('1-1017-00230-70-8')).toBe('XXXXXXXXX0708');
    expect(maskNationalId(null)).toBe('-');
  });

  it('writes the signing time in Asia/Bangkok, across midnight UTC', () => {
    expect(bangkokDateTime(new Date('2026-11-23T06:15:09Z'))).toBe('23/11/2026 13:15:09');
    expect(bangkokDateTime(new Date('2026-12-31T17:00:00Z'))).toBe('01/01/2027 00:00:00');
  });

  it('the same facts give the same document, and a different signing time a different one', async () => {
    const facts = {
      content: currentContract,
      contentHash: contentHashOf(currentContract),
      applicant: { nameTh: 'นาย สมชาย ใจดี', nameEn: 'Mr. Somchai Jaidee', nationalIdMasked: 'XXXXXXXXX0708' },
      signedAt: new Date('2026-11-23T06:15:00Z'),
      ip: '203.0.113.7',
      userAgent: 'Test',
    };
    const first = await renderContractPdf(facts);
    expect((await renderContractPdf(facts)).equals(first)).toBe(true);
    const later = await renderContractPdf({ ...facts, signedAt: new Date('2026-11-23T06:16:00Z') });
    expect(later.equals(first)).toBe(false);
  });

  it('the content hash changes with any word of the texts', () => {
    const [first, ...rest] = currentContract.agreements;
    const edited = {
      ...currentContract,
      agreements: [{ ...first!, paragraphs: { ...first!.paragraphs, en: ['Edited.'] } }, ...rest],
    };
    expect(contentHashOf(currentContract)).toMatch(/^[0-9a-f]{64}$/);
    expect(contentHashOf(edited)).not.toBe(contentHashOf(currentContract));
  });
});
