import { type Brand, documents } from '@fund/domain';
import PDFDocument from 'pdfkit';
import { maskNationalId, write } from '../contract/pdf.ts';
import { fonts } from '../contract/sarabun.ts';
import type { TaxInvoiceRow } from './tax-invoices.ts';

export type Language = 'th' | 'en';

/** What an order confirmation shows: the settled order and, for a reduction, its payout. */
export interface ConfirmationFacts {
  orderId: number;
  ref: string | null;
  kind: 'increase' | 'reduce' | 'switch';
  leg: 'in' | 'out' | null;
  strategyCode: string;
  tradeDate: string;
  nav: string;
  units: string;
  amount: string;
  fee: string;
  paymentType: string | null;
  settledAt: string;
  investorName: string;
  payout: { valueDate: string; amount: string; bankCode: string | null; accountNumber: string | null } | null;
}

export const money = (value: string) => {
  const [whole, fraction] = value.split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction ?? '00'}`;
};

const addressText = (address: Record<string, string> | null) =>
  address
    ? ['houseDetail', 'subDistrict', 'district', 'province', 'state', 'postalCode', 'country']
        .map((key) => address[key])
        .filter((part) => typeof part === 'string' && part.trim() !== '')
        .join(' ')
    : '-';

const feeNames: Record<documents.FeeKind, Record<Language, string>> = {
  INCREASE_FEE: { th: 'ค่าธรรมเนียมการเพิ่มเงินลงทุน', en: 'Increase fee' },
  SWITCH_IN_FEE: { th: 'ค่าธรรมเนียมการสับเปลี่ยนเข้า', en: 'Switch-in fee' },
  REDUCE_FEE: { th: 'ค่าธรรมเนียมการลดเงินลงทุน (จากกำไร)', en: 'Reduce fee (on profit)' },
};

/** An A4 document in Sarabun (embedded, subset by pdfkit), tagged with its title, language and issuing company. */
export function open(title: string, language: Language, at: Date, author: string) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: language === 'th' ? 'th-TH' : 'en-GB',
    displayTitle: true,
    info: { Title: title, Author: author, CreationDate: at, ModDate: at },
  });
  for (const [name, file] of Object.entries(fonts)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** The tax invoice / receipt (Revenue Code s. 86/4 particulars), one language per copy. */
export function renderTaxInvoicePdf(invoice: TaxInvoiceRow, language: Language): Promise<Buffer> {
  const th = language === 'th';
  const title = th ? 'ใบกำกับภาษี / ใบเสร็จรับเงิน' : 'Tax invoice / Receipt';
  const { doc, done } = open(
    `${title} ${invoice.number}`,
    language,
    new Date(invoice.createdAt),
    invoice.seller.legalName[language],
  );
  const date = (iso: string) => documents.documentDate(iso, language);
  write(doc, title, { size: 16, bold: true });
  write(doc, `${th ? 'เลขที่' : 'No.'} ${invoice.number}`, { bold: true });
  write(doc, `${th ? 'วันที่' : 'Date'} ${date(invoice.issueDate)}`, { gap: 0.8 });
  if (invoice.status === 'CANCELLED') {
    write(doc, th ? `ยกเลิกแล้ว: ${invoice.cancelReason}` : `CANCELLED: ${invoice.cancelReason}`, {
      bold: true,
    });
  }
  if (invoice.replacesId !== null) {
    write(doc, th ? 'ออกแทนใบกำกับภาษีที่ยกเลิก' : 'Issued in place of a cancelled tax invoice');
  }
  const seller = invoice.seller;
  write(doc, th ? 'ผู้ขาย' : 'Seller', { bold: true });
  write(doc, seller.legalName[language]);
  write(doc, `${th ? 'เลขประจำตัวผู้เสียภาษี' : 'Tax ID'} ${seller.taxId} (${seller.branch[language]})`);
  write(doc, seller.address[language], { gap: 0.8 });
  write(doc, th ? 'ผู้ซื้อ' : 'Buyer', { bold: true });
  write(doc, th ? invoice.buyerNameTh : invoice.buyerNameEn);
  write(doc, `${th ? 'เลขประจำตัวผู้เสียภาษี' : 'Tax ID'} ${invoice.buyerTaxId}`);
  write(doc, addressText(invoice.buyerAddress), { gap: 0.8 });
  write(doc, th ? 'รายการ' : 'Description', { bold: true });
  write(
    doc,
    `${feeNames[invoice.feeKind][language]} ${invoice.strategyCode}, ${th ? 'คำสั่ง' : 'order'} ${invoice.orderRef ?? invoice.orderId}, ${th ? 'วันทำรายการ' : 'trade date'} ${date(invoice.tradeDate)}`,
    { gap: 0.8 },
  );
  write(doc, `${th ? 'มูลค่าก่อนภาษีมูลค่าเพิ่ม' : 'Amount before VAT'}: ${money(invoice.amountBeforeVat)} THB`);
  write(doc, `${th ? 'ภาษีมูลค่าเพิ่ม' : 'VAT'} ${Number(invoice.vatRatePercent)}%: ${money(invoice.vat)} THB`);
  write(doc, `${th ? 'รวมทั้งสิ้น' : 'Total'}: ${money(invoice.total)} THB`, { bold: true, gap: 0.8 });
  write(
    doc,
    th
      ? 'ค่าธรรมเนียมตามอัตราที่เรียกเก็บรวมภาษีมูลค่าเพิ่มแล้ว เอกสารนี้ออกด้วยระบบคอมพิวเตอร์'
      : 'The fee charged includes VAT. This document was issued electronically.',
    { size: 9 },
  );
  doc.end();
  return done;
}

const kindNames: Record<string, Record<Language, string>> = {
  increase: { th: 'เพิ่มเงินลงทุน', en: 'Increase' },
  reduce: { th: 'ลดเงินลงทุน', en: 'Reduce' },
  'switch-out': { th: 'สับเปลี่ยนออก', en: 'Switch out' },
  'switch-in': { th: 'สับเปลี่ยนเข้า', en: 'Switch in' },
};

/** The confirmation of a settled order: what was traded at which NAV, the fee, and where the money went. */
/** The confirmation of a settled order, issued by the brand's company (its legal name heads the page). */
export function renderConfirmationPdf(
  facts: ConfirmationFacts,
  language: Language,
  issuer: Brand,
): Promise<Buffer> {
  const th = language === 'th';
  const title = th ? 'หนังสือยืนยันการทำรายการ' : 'Order confirmation';
  const { doc, done } = open(
    `${title} ${facts.ref ?? facts.orderId}`,
    language,
    new Date(facts.settledAt),
    issuer.legalName[language],
  );
  const date = (iso: string) => documents.documentDate(iso, language);
  const kind = kindNames[facts.kind === 'switch' ? `switch-${facts.leg}` : facts.kind]![language];
  write(doc, issuer.legalName[language], { bold: true });
  write(doc, issuer.address[language]);
  write(doc, `${th ? 'เลขทะเบียนนิติบุคคล' : 'Registration No.'} ${issuer.registrationNumber}`, { gap: 0.8 });
  write(doc, title, { size: 16, bold: true });
  write(doc, `${th ? 'คำสั่ง' : 'Order'} ${facts.ref ?? facts.orderId}`, { bold: true });
  write(doc, `${th ? 'ผู้ลงทุน' : 'Investor'}: ${facts.investorName}`, { gap: 0.8 });
  const lines: [string, string][] = [
    [th ? 'ประเภท' : 'Type', kind],
    [th ? 'กลยุทธ์' : 'Strategy', facts.strategyCode],
    [th ? 'วันทำรายการ' : 'Trade date', date(facts.tradeDate)],
    ['NAV', facts.nav],
    [th ? 'จำนวนหน่วย' : 'Units', facts.units],
    [th ? 'จำนวนเงิน' : 'Amount', `${money(facts.amount)} THB`],
    [th ? 'ค่าธรรมเนียม (รวมภาษีมูลค่าเพิ่ม)' : 'Fee (VAT included)', `${money(facts.fee)} THB`],
  ];
  for (const [label, value] of lines) write(doc, `${label}: ${value}`);
  doc.moveDown(0.6);
  if (facts.payout) {
    write(doc, th ? 'การจ่ายเงิน' : 'Payout', { bold: true });
    write(doc, `${th ? 'จำนวนเงินที่จ่าย' : 'Amount paid out'}: ${money(facts.payout.amount)} THB`);
    write(doc, `${th ? 'วันที่จ่าย' : 'Value date'}: ${date(facts.payout.valueDate)}`);
    write(
      doc,
      `${th ? 'บัญชี' : 'Account'}: ${facts.payout.bankCode ?? '-'} ${maskNationalId(facts.payout.accountNumber)}`,
    );
  } else if (facts.paymentType) {
    const payment =
      facts.paymentType === 'QR_PAYMENT' ? 'PromptPay QR' : th ? 'โอนเงินผ่านธนาคาร' : 'Bank transfer';
    write(doc, `${th ? 'ชำระเงินโดย' : 'Paid by'}: ${payment}`);
  }
  doc.end();
  return done;
}
