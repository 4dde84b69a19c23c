import { type Brand, documents } from '@fund/domain';
import { write } from '../contract/pdf.ts';
import { type Language, money, open } from './pdf.ts';
import { pdfT } from './pdf-wording.ts';
import type { StatementFacts } from './statement-facts.ts';

/** The catalogue's name of each kind of transaction (`pdf:orderKinds`). */
const kindKeys: Record<documents.StatementTransaction['kind'], string> = {
  INCREASE: 'increase',
  REDUCE: 'reduce',
  SWITCH_IN: 'switchIn',
  SWITCH_OUT: 'switchOut',
};

const signed = (value: string) => (value.startsWith('-') ? `-${money(value.slice(1))}` : money(value));

/**
 * The monthly statement: the issuing company, the investor, each strategy's opening and closing units and value,
 * the money in and out, the fees and the month's gain, then every transaction of the month.
 */
export function renderStatementPdf(
  facts: StatementFacts,
  language: Language,
  issuer: Brand,
): Promise<Buffer> {
  const t = pdfT(language);
  const title = t('statement.title', { period: documents.monthName(facts.month, language) });
  const { doc, done } = open(title, language, new Date(facts.generatedAt), issuer.legalName[language]);
  const date = (iso: string) => documents.documentDate(iso, language);
  write(doc, issuer.legalName[language], { bold: true });
  write(doc, issuer.address[language], { gap: 0.8 });
  write(doc, title, { size: 16, bold: true });
  write(doc, t('statement.period', { first: date(facts.first), last: date(facts.last) }));
  write(doc, t('statement.investor', { name: facts.investorName }), { gap: 0.8 });

  write(doc, t('statement.summary'), { bold: true });
  const totals = facts.totals;
  write(doc, t('statement.openingValue', { amount: money(totals.openingValue) }));
  write(doc, t('statement.moneyIn', { amount: money(totals.moneyIn) }));
  write(doc, t('statement.moneyOut', { amount: money(totals.moneyOut) }));
  write(doc, t('statement.gain', { amount: signed(totals.gain) }));
  write(doc, t('statement.closingValue', { amount: money(totals.closingValue) }), { bold: true });
  write(doc, t('statement.fees', { amount: money(totals.fees) }));
  write(
    doc,
    totals.returnPercent === null
      ? t('statement.monthReturnNone')
      : t('statement.monthReturn', { percent: totals.returnPercent }),
    { gap: 0.8 },
  );

  for (const line of facts.holdings) {
    const name = facts.strategyNames[line.strategyCode]?.[language] ?? line.strategyCode;
    write(doc, `${line.strategyCode} ${name}`, { bold: true });
    const opening = {
      units: line.openingUnits,
      nav: line.openingNav ?? '-',
      value: money(line.openingValue),
    };
    write(doc, t('statement.opening', opening));
    const closing = {
      units: line.closingUnits,
      nav: line.closingNav ?? '-',
      value: money(line.closingValue),
    };
    write(doc, t('statement.closing', closing));
    write(
      doc,
      t('statement.flows', {
        unitsIn: line.unitsIn,
        unitsOut: line.unitsOut,
        moneyIn: money(line.moneyIn),
        moneyOut: money(line.moneyOut),
      }),
    );
    write(doc, t('statement.feesAndGain', { fees: money(line.fees), gain: signed(line.gain) }), { gap: 0.8 });
  }

  write(doc, t('statement.transactions'), { bold: true });
  if (facts.transactions.length === 0) write(doc, t('statement.noTransactions'));
  for (const tx of facts.transactions) {
    write(
      doc,
      t('statement.transaction', {
        date: date(tx.tradeDate),
        kind: t(`orderKinds.${kindKeys[tx.kind]}`),
        strategy: tx.strategyCode,
        ref: tx.ref ?? '',
        units: tx.units,
        nav: tx.nav,
        amount: money(tx.amount),
        fee: money(tx.fee),
      }),
    );
  }
  doc.moveDown(0.6);
  write(doc, t('statement.footnote'), { size: 9 });
  doc.end();
  return done;
}
