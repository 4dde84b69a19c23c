import { createHash } from 'node:crypto';
import { investing } from '@fund/domain';

export interface BankFileLine {
  payoutId: number;
  orderRef: string;
  bankCode: string;
  accountNumber: string;
  accountName: string;
  amount: string;
}

export interface BankFile {
  name: string;
  content: string;
  sha256: string;
  count: number;
  total: string;
}

/** RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled. */
const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const row = (fields: (string | number)[]) => `${fields.map((f) => field(String(f))).join(',')}\r\n`;

/**
 * A batch file: a header, one detail line per payout, a totals line, and a checksum line holding the SHA-256 of
 * every byte before it, so the receiver (and operations) can tell a complete, unaltered file from a truncated or
 * edited one.
 */
function checksummedFile(
  batch: { ref: string; valueDate: string },
  lines: { amount: string; fields: string[] }[],
): BankFile {
  const total = lines.reduce((sum, l) => sum.plus(l.amount), investing.dec(0)).toFixed(2);
  const valueDate = batch.valueDate.replaceAll('-', '');
  let body = row(['H', batch.ref, valueDate, 'THB', lines.length]);
  lines.forEach((l, index) => {
    body += row(['D', index + 1, ...l.fields, investing.dec(l.amount).toFixed(2)]);
  });
  body += row(['T', lines.length, total]);
  const sha256 = createHash('sha256').update(body, 'utf8').digest('hex');
  return {
    name: `${batch.ref}-${valueDate}.csv`,
    content: body + row(['C', 'SHA256', sha256]),
    sha256,
    count: lines.length,
    total,
  };
}

/** The bank payment file of a batch, in the layout the API README documents ("Payout bank file"). */
export const bankFile = (batch: { ref: string; valueDate: string; lines: BankFileLine[] }): BankFile =>
  checksummedFile(
    batch,
    batch.lines.map((l) => ({
      amount: l.amount,
      fields: [`PO-${l.payoutId}`, l.orderRef, l.bankCode, l.accountNumber.replace(/\D/g, ''), l.accountName],
    })),
  );

export interface WalletFileLine {
  payoutId: number;
  orderRef: string;
  network: string;
  address: string;
  amount: string;
}

/**
 * The custodian's transfer instruction of a wallet batch: the same framing as the bank file, each detail line
 * naming the network and the address instead of the bank account.
 */
export const walletFile = (batch: { ref: string; valueDate: string; lines: WalletFileLine[] }): BankFile =>
  checksummedFile(
    batch,
    batch.lines.map((l) => ({
      amount: l.amount,
      fields: [`PO-${l.payoutId}`, l.orderRef, l.network, l.address],
    })),
  );
