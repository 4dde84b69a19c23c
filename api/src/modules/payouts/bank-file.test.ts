import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bankFile } from './bank-file.ts';

const lines = [
  {
    payoutId: 7,
    orderRef: 'ORD-20261204-12',
    bankCode: '004',
    accountNumber: '123-4-56789-0',
    accountName: 'สมชาย ใจดี',
    amount: '1232.2',
  },
  {
    payoutId: 9,
    orderRef: 'ORD-20261204-15',
    bankCode: '014',
    accountNumber: '9876543210',
    accountName: 'Smith, "Jo"',
    amount: '0.05',
  },
];

describe('the bank payment file', () => {
  it('has a header, one line per payout, the totals and the checksum of everything above it', () => {
    const file = bankFile({ ref: 'PB-20261208-1', valueDate: '2026-12-08', lines });
    const body =
      'H,PB-20261208-1,20261208,THB,2\r\n' +
      'D,1,PO-7,ORD-20261204-12,004,1234567890,สมชาย ใจดี,1232.20\r\n' +
      'D,2,PO-9,ORD-20261204-15,014,9876543210,"Smith, ""Jo""",0.05\r\n' +
      'T,2,1232.25\r\n';
    const sha = createHash('sha256').update(body, 'utf8').digest('hex');
    expect(file.content).toBe(`${body}C,SHA256,${sha}\r\n`);
    expect(file).toMatchObject({
      name: 'PB-20261208-1-20261208.csv',
      sha256: sha,
      count: 2,
      total: '1232.25',
    });
  });

  it('any change to a line changes the checksum', () => {
    const a = bankFile({ ref: 'PB-1', valueDate: '2026-12-08', lines });
    const b = bankFile({
      ref: 'PB-1',
      valueDate: '2026-12-08',
      lines: [{ ...lines[0]!, amount: '1232.21' }, lines[1]!],
    });
    expect(a.sha256).not.toBe(b.sha256);
  });
});
