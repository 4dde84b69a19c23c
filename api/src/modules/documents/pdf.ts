import { type Brand, documents } from '@fund/domain';
import { a4Document, maskNationalId, write } from '../contract/pdf.ts';
import { pdfT } from './pdf-wording.ts';
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

/** An A4 document in Sarabun, tagged with its title, language and issuing company. */
export function open(title: string, language: Language, at: Date, author: string) {
  return a4Document({
    lang: language === 'th' ? 'th-TH' : 'en-GB',
    displayTitle: true,
    info: { Title: title, Author: author, CreationDate: at, ModDate: at },
  });
}

/** The tax invoice / receipt (Revenue Code s. 86/4 particulars), one language per copy. */
export function renderTaxInvoicePdf(invoice: TaxInvoiceRow, language: Language): Promise<Buffer> {
  const t = pdfT(language);
  const title = t('taxInvoice.title');
  const { doc, done } = open(
    `${title} ${invoice.number}`,
    language,
    new Date(invoice.createdAt),
    invoice.seller.legalName[language],
  );
  const date = (iso: string) => documents.documentDate(iso, language);
  write(doc, title, { size: 16, bold: true });
  write(doc, t('taxInvoice.number', { number: invoice.number }), { bold: true });
  write(doc, t('taxInvoice.date', { date: date(invoice.issueDate) }), { gap: 0.8 });
  if (invoice.status === 'CANCELLED') {
    write(doc, t('taxInvoice.cancelled', { reason: invoice.cancelReason ?? '' }), { bold: true });
  }
  if (invoice.replacesId !== null) write(doc, t('taxInvoice.replaces'));
  const seller = invoice.seller;
  write(doc, t('taxInvoice.seller'), { bold: true });
  write(doc, seller.legalName[language]);
  write(doc, t('taxInvoice.sellerTaxId', { taxId: seller.taxId, branch: seller.branch[language] }));
  write(doc, seller.address[language], { gap: 0.8 });
  write(doc, t('taxInvoice.buyer'), { bold: true });
  write(doc, language === 'th' ? invoice.buyerNameTh : invoice.buyerNameEn);
  write(doc, t('taxInvoice.buyerTaxId', { taxId: invoice.buyerTaxId }));
  write(doc, addressText(invoice.buyerAddress), { gap: 0.8 });
  write(doc, t('taxInvoice.description'), { bold: true });
  write(
    doc,
    t('taxInvoice.item', {
      fee: t(`feeKinds.${invoice.feeKind}`),
      strategy: invoice.strategyCode,
      order: invoice.orderRef ?? invoice.orderId,
      date: date(invoice.tradeDate),
    }),
    { gap: 0.8 },
  );
  write(doc, t('taxInvoice.amountBeforeVat', { amount: money(invoice.amountBeforeVat) }));
  write(doc, t('taxInvoice.vat', { rate: Number(invoice.vatRatePercent), amount: money(invoice.vat) }));
  write(doc, t('taxInvoice.total', { amount: money(invoice.total) }), { bold: true, gap: 0.8 });
  write(doc, t('taxInvoice.footnote'), { size: 9 });
  doc.end();
  return done;
}

/** The catalogue's name of an order's kind (`pdf:orderKinds`), a switch named by its leg. */
const kindKey = (facts: Pick<ConfirmationFacts, 'kind' | 'leg'>) =>
  facts.kind === 'switch' ? (facts.leg === 'in' ? 'switchIn' : 'switchOut') : facts.kind;

/** The confirmation of a settled order, issued by the brand's company (its legal name heads the page). */
export function renderConfirmationPdf(
  facts: ConfirmationFacts,
  language: Language,
  issuer: Brand,
): Promise<Buffer> {
  const t = pdfT(language);
  const title = t('confirmation.title');
  const order = facts.ref ?? facts.orderId;
  const { doc, done } = open(
    `${title} ${order}`,
    language,
    new Date(facts.settledAt),
    issuer.legalName[language],
  );
  const date = (iso: string) => documents.documentDate(iso, language);
  write(doc, issuer.legalName[language], { bold: true });
  write(doc, issuer.address[language]);
  write(doc, t('confirmation.registrationNumber', { number: issuer.registrationNumber }), { gap: 0.8 });
  write(doc, title, { size: 16, bold: true });
  write(doc, t('confirmation.order', { order }), { bold: true });
  write(doc, t('confirmation.investor', { name: facts.investorName }), { gap: 0.8 });
  write(doc, t('confirmation.kind', { kind: t(`orderKinds.${kindKey(facts)}`) }));
  write(doc, t('confirmation.strategy', { strategy: facts.strategyCode }));
  write(doc, t('confirmation.tradeDate', { date: date(facts.tradeDate) }));
  write(doc, t('confirmation.nav', { nav: facts.nav }));
  write(doc, t('confirmation.units', { units: facts.units }));
  write(doc, t('confirmation.amount', { amount: money(facts.amount) }));
  write(doc, t('confirmation.fee', { amount: money(facts.fee) }));
  doc.moveDown(0.6);
  if (facts.payout) {
    write(doc, t('confirmation.payout'), { bold: true });
    write(doc, t('confirmation.payoutAmount', { amount: money(facts.payout.amount) }));
    write(doc, t('confirmation.valueDate', { date: date(facts.payout.valueDate) }));
    write(
      doc,
      t('confirmation.account', {
        bank: facts.payout.bankCode ?? '-',
        account: maskNationalId(facts.payout.accountNumber),
      }),
    );
  } else if (facts.paymentType) {
    const method = t(
      facts.paymentType === 'QR_PAYMENT' ? 'confirmation.promptPay' : 'confirmation.bankTransfer',
    );
    write(doc, t('confirmation.paidBy', { method }));
  }
  doc.end();
  return done;
}
