import { type Brand, documents } from '@fund/domain';
import { write } from '../contract/pdf.ts';
import { type Language, money, open } from './pdf.ts';
import type { StatementFacts } from './statement-facts.ts';

const kindNames: Record<documents.StatementTransaction['kind'], Record<Language, string>> = {
  INCREASE: { th: 'เพิ่มเงินลงทุน', en: 'Increase' },
  REDUCE: { th: 'ลดเงินลงทุน', en: 'Reduce' },
  SWITCH_IN: { th: 'สับเปลี่ยนเข้า', en: 'Switch in' },
  SWITCH_OUT: { th: 'สับเปลี่ยนออก', en: 'Switch out' },
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
  const th = language === 'th';
  const title = th ? 'รายงานสรุปการลงทุนรายเดือน' : 'Monthly statement';
  const period = documents.monthName(facts.month, language);
  const { doc, done } = open(
    `${title} ${period}`,
    language,
    new Date(facts.generatedAt),
    issuer.legalName[language],
  );
  const date = (iso: string) => documents.documentDate(iso, language);
  write(doc, issuer.legalName[language], { bold: true });
  write(doc, issuer.address[language], { gap: 0.8 });
  write(doc, `${title} ${period}`, { size: 16, bold: true });
  write(doc, `${th ? 'ช่วงเวลา' : 'Period'}: ${date(facts.first)} - ${date(facts.last)}`);
  write(doc, `${th ? 'ผู้ลงทุน' : 'Investor'}: ${facts.investorName}`, { gap: 0.8 });

  write(doc, th ? 'สรุป' : 'Summary', { bold: true });
  const t = facts.totals;
  write(doc, `${th ? 'มูลค่าต้นเดือน' : 'Opening value'}: ${money(t.openingValue)} THB`);
  write(doc, `${th ? 'เงินลงทุนเข้า' : 'Money in'}: ${money(t.moneyIn)} THB`);
  write(doc, `${th ? 'เงินลงทุนออก' : 'Money out'}: ${money(t.moneyOut)} THB`);
  write(doc, `${th ? 'กำไร (ขาดทุน) หลังหักค่าธรรมเนียม' : 'Gain (loss) after fees'}: ${signed(t.gain)} THB`);
  write(doc, `${th ? 'มูลค่าสิ้นเดือน' : 'Closing value'}: ${money(t.closingValue)} THB`, { bold: true });
  write(doc, `${th ? 'ค่าธรรมเนียมที่เรียกเก็บ' : 'Fees charged'}: ${money(t.fees)} THB`);
  write(
    doc,
    `${th ? 'ผลตอบแทนของเดือน' : "The month's return"}: ${t.returnPercent === null ? '-' : `${t.returnPercent}%`}`,
    { gap: 0.8 },
  );

  for (const line of facts.holdings) {
    const name = facts.strategyNames[line.strategyCode]?.[language] ?? line.strategyCode;
    write(doc, `${line.strategyCode} ${name}`, { bold: true });
    write(
      doc,
      `${th ? 'ต้นเดือน' : 'Opening'}: ${line.openingUnits} ${th ? 'หน่วย' : 'units'} × NAV ${line.openingNav ?? '-'} = ${money(line.openingValue)} THB`,
    );
    write(
      doc,
      `${th ? 'สิ้นเดือน' : 'Closing'}: ${line.closingUnits} ${th ? 'หน่วย' : 'units'} × NAV ${line.closingNav ?? '-'} = ${money(line.closingValue)} THB`,
    );
    write(
      doc,
      `${th ? 'หน่วยเข้า / ออก' : 'Units in / out'}: ${line.unitsIn} / ${line.unitsOut}; ${th ? 'เงินเข้า / ออก' : 'money in / out'}: ${money(line.moneyIn)} / ${money(line.moneyOut)} THB`,
    );
    write(
      doc,
      `${th ? 'ค่าธรรมเนียม' : 'Fees'}: ${money(line.fees)} THB; ${th ? 'กำไร (ขาดทุน)' : 'gain (loss)'}: ${signed(line.gain)} THB`,
      { gap: 0.8 },
    );
  }

  write(doc, th ? 'รายการระหว่างเดือน' : 'Transactions in the month', { bold: true });
  if (facts.transactions.length === 0) write(doc, th ? 'ไม่มีรายการ' : 'None');
  for (const tx of facts.transactions) {
    write(
      doc,
      `${date(tx.tradeDate)} ${kindNames[tx.kind][language]} ${tx.strategyCode} ${tx.ref ?? ''}: ${tx.units} ${th ? 'หน่วย' : 'units'} @ ${tx.nav}, ${money(tx.amount)} THB, ${th ? 'ค่าธรรมเนียม' : 'fee'} ${money(tx.fee)} THB`,
    );
  }
  doc.moveDown(0.6);
  write(
    doc,
    th
      ? 'มูลค่าคำนวณจากจำนวนหน่วย × NAV ที่อนุมัติล่าสุดของแต่ละช่วง ค่าธรรมเนียมรวมภาษีมูลค่าเพิ่มแล้ว เอกสารนี้ออกด้วยระบบคอมพิวเตอร์'
      : 'Values are units × the latest approved NAV of each date. Fees include VAT. This document was issued electronically.',
    { size: 9 },
  );
  doc.end();
  return done;
}
