import { brands } from '@fund/domain';
import PDFDocument from 'pdfkit';
import { describe, expect, it, vi } from 'vitest';
import { type ConfirmationFacts, type Language, renderConfirmationPdf, renderTaxInvoicePdf } from './pdf.ts';
import { defaultSeller } from './seller.ts';
import type { StatementFacts } from './statement-facts.ts';
import { renderStatementPdf } from './statement-pdf.ts';
import type { TaxInvoiceRow } from './tax-invoices.ts';

// The words of every PDF, as each document writes them (title, then every run of text in order), in both
// languages and along every branch: the snapshot beside this file is the text the documents print.

const brand = brands.merit;

const invoice: TaxInvoiceRow = {
  id: 7,
  number: 'MA2026-000007',
  brand: 'MA',
  year: 2026,
  sequence: 7,
  orderId: 41,
  userId: 3,
  orderRef: 'ORD-41',
  strategyCode: 'BTC50',
  feeKind: 'INCREASE_FEE',
  issueDate: '2026-03-02',
  tradeDate: '2026-02-27',
  seller: defaultSeller(brand),
  buyerNameTh: 'นาย ทดสอบ ระบบ',
  buyerNameEn: 'Mr Test System',
  buyerTaxId: '1100700000001',
  buyerAddress: {
    houseDetail: '9/9',
    subDistrict: 'ลุมพินี',
    district: 'ปทุมวัน',
    province: 'กรุงเทพฯ',
    postalCode: '10330',
  },
  vatRatePercent: '7.00',
  amountBeforeVat: '1234.58',
  vat: '86.42',
  total: '1321.00',
  status: 'ISSUED',
  replacesId: null,
  replacedById: null,
  cancelReason: null,
  cancelledAt: null,
  createdAt: '2026-03-02T03:00:00.000Z',
};

const cancelled: TaxInvoiceRow = {
  ...invoice,
  status: 'CANCELLED',
  cancelReason: 'ชื่อผู้ซื้อผิด',
  replacesId: 5,
  orderRef: null,
  feeKind: 'REDUCE_FEE',
  buyerAddress: null,
};

const confirmation: ConfirmationFacts = {
  orderId: 41,
  ref: 'ORD-41',
  kind: 'increase',
  leg: null,
  strategyCode: 'BTC50',
  tradeDate: '2026-02-27',
  nav: '12.3456',
  units: '1000.1234',
  amount: '1250000.00',
  fee: '1321.00',
  paymentType: 'QR_PAYMENT',
  settledAt: '2026-03-02T03:00:00.000Z',
  investorName: 'นาย ทดสอบ ระบบ',
  payout: null,
};

const confirmations: ConfirmationFacts[] = [
  confirmation,
  { ...confirmation, ref: null, paymentType: 'BANK_TRANSFER' },
  { ...confirmation, kind: 'switch', leg: 'in', paymentType: null },
  { ...confirmation, kind: 'switch', leg: 'out', paymentType: null },
  {
    ...confirmation,
    kind: 'reduce',
    paymentType: null,
    payout: { valueDate: '2026-03-04', amount: '98765.43', bankCode: '014', accountNumber: '1234567890' },
  },
  {
    ...confirmation,
    kind: 'reduce',
    paymentType: null,
    payout: { valueDate: '2026-03-04', amount: '5.00', bankCode: null, accountNumber: null },
  },
];

const statement: StatementFacts = {
  statementId: 3,
  userId: 3,
  month: '2026-02',
  first: '2026-02-01',
  last: '2026-02-28',
  investorName: 'Mr Test System',
  strategyNames: { BTC50: { th: 'บิทคอยน์ 50', en: 'Bitcoin 50' } },
  generatedAt: '2026-03-01T01:00:00.000Z',
  holdings: [
    {
      strategyCode: 'BTC50',
      openingUnits: '100.0000',
      openingNav: '10.0000',
      openingValue: '1000.00',
      unitsIn: '50.0000',
      unitsOut: '0.0000',
      closingUnits: '150.0000',
      closingNav: '11.0000',
      closingValue: '1650.00',
      moneyIn: '510.00',
      moneyOut: '0.00',
      fees: '10.00',
      gain: '140.00',
      returnPercent: '9.27',
    },
    {
      strategyCode: 'ETH30',
      openingUnits: '0.0000',
      openingNav: null,
      openingValue: '0.00',
      unitsIn: '0.0000',
      unitsOut: '0.0000',
      closingUnits: '0.0000',
      closingNav: null,
      closingValue: '0.00',
      moneyIn: '0.00',
      moneyOut: '0.00',
      fees: '0.00',
      gain: '-12.50',
      returnPercent: null,
    },
  ],
  totals: {
    openingValue: '1000.00',
    closingValue: '1650.00',
    moneyIn: '510.00',
    moneyOut: '0.00',
    fees: '10.00',
    gain: '-1140.00',
    returnPercent: '9.27',
  },
  transactions: [
    {
      tradeDate: '2026-02-10',
      ref: 'ORD-40',
      strategyCode: 'BTC50',
      kind: 'INCREASE',
      nav: '10.2000',
      units: '50.0000',
      amount: '510.00',
      fee: '10.00',
    },
    {
      tradeDate: '2026-02-11',
      ref: null,
      strategyCode: 'BTC50',
      kind: 'REDUCE',
      nav: '10.3000',
      units: '-1.0000',
      amount: '10.30',
      fee: '0.00',
    },
    {
      tradeDate: '2026-02-12',
      ref: 'ORD-42',
      strategyCode: 'BTC50',
      kind: 'SWITCH_OUT',
      nav: '10.4000',
      units: '-1.0000',
      amount: '10.40',
      fee: '0.00',
    },
    {
      tradeDate: '2026-02-12',
      ref: 'ORD-42',
      strategyCode: 'ETH30',
      kind: 'SWITCH_IN',
      nav: '1.0000',
      units: '10.4000',
      amount: '10.40',
      fee: '0.00',
    },
  ],
};

const quiet: StatementFacts = {
  ...statement,
  holdings: [],
  transactions: [],
  totals: { ...statement.totals, returnPercent: null, gain: '0.00' },
};

/** The title and every run of text a rendering writes, in order. */
async function textOf(render: () => Promise<Buffer>): Promise<string[]> {
  const runs: string[] = [];
  const text = PDFDocument.prototype.text;
  const spy = vi.spyOn(PDFDocument.prototype, 'text').mockImplementation(function (
    this: PDFKit.PDFDocument,
    ...args: Parameters<typeof text>
  ) {
    if (runs.length === 0) runs.push(`Title: ${String(this.info.Title)}`);
    runs.push(String(args[0]));
    return text.apply(this, args);
  });
  try {
    await render();
  } finally {
    spy.mockRestore();
  }
  return runs;
}

describe('the text of the PDFs', () => {
  for (const language of ['th', 'en'] as Language[]) {
    it(`tax invoices, ${language}`, async () => {
      expect(await textOf(() => renderTaxInvoicePdf(invoice, language))).toMatchSnapshot();
      expect(await textOf(() => renderTaxInvoicePdf(cancelled, language))).toMatchSnapshot();
    });

    it(`order confirmations, ${language}`, async () => {
      for (const facts of confirmations) {
        expect(await textOf(() => renderConfirmationPdf(facts, language, brand))).toMatchSnapshot();
      }
    });

    it(`monthly statements, ${language}`, async () => {
      expect(await textOf(() => renderStatementPdf(statement, language, brand))).toMatchSnapshot();
      expect(await textOf(() => renderStatementPdf(quiet, language, brand))).toMatchSnapshot();
    });
  }
});
