import { inBothLanguages, type Localized } from './localized.ts';

export interface CryptoNewsItemContent {
  title: string;
  summary: string;
  source: string;
  url: string;
  publishedDate: string;
}

const SOURCE: Localized<string> = { th: 'ฝ่ายวิจัยเอ็มฟันด์', en: 'MFund Research' };

function newsItem(
  slug: string,
  publishedDate: string,
  text: Localized<{ title: string; summary: string }>,
): Localized<CryptoNewsItemContent> {
  return inBothLanguages(
    { url: `https://www.mfund.example/research/${slug}`, publishedDate },
    {
      th: { ...text.th, source: SOURCE.th },
      en: { ...text.en, source: SOURCE.en },
    },
  );
}

export const CRYPTO_NEWS_ITEMS: Localized<CryptoNewsItemContent>[] = [
  newsItem('weekly-market-wrap', '2026-11-20', {
    th: {
      title: 'สรุปตลาดรายสัปดาห์: บิตคอยน์แกว่งตัวในกรอบแคบ รอตัวเลขเงินเฟ้อสหรัฐฯ',
      summary: 'ปริมาณการซื้อขายลดลงเมื่อเทียบกับสัปดาห์ก่อน ขณะที่นักลงทุนรอสัญญาณนโยบายดอกเบี้ยจากธนาคารกลางสหรัฐฯ',
    },
    en: {
      title: 'Weekly wrap: bitcoin trades in a narrow range ahead of US inflation data',
      summary:
        'Trading volumes fell from the week before as investors waited for signals on US interest-rate policy.',
    },
  }),
  newsItem('stablecoin-supply', '2026-11-16', {
    th: {
      title: 'ปริมาณสเตเบิลคอยน์ในระบบเพิ่มขึ้นต่อเนื่อง สะท้อนการใช้ชำระเงินบนบล็อกเชน',
      summary: 'มูลค่าสเตเบิลคอยน์หมุนเวียนเพิ่มขึ้นตามการใช้งานโอนเงินข้ามประเทศและการชำระราคาบนบล็อกเชน',
    },
    en: {
      title: 'Stablecoin supply keeps growing as on-chain payments spread',
      summary:
        'The value of stablecoins in circulation rose with their use in cross-border transfers and on-chain settlement.',
    },
  }),
  newsItem('layer-two-activity', '2026-11-11', {
    th: {
      title: 'ธุรกรรมบนเครือข่ายเลเยอร์ 2 ของอีเธอเรียมทำสถิติใหม่',
      summary: 'ค่าธรรมเนียมที่ต่ำลงดึงผู้ใช้งานแอปพลิเคชันการเงินแบบกระจายศูนย์ไปยังเครือข่ายเลเยอร์ 2 มากขึ้น',
    },
    en: {
      title: 'Transactions on Ethereum layer-2 networks reach a record',
      summary: 'Lower fees drew more users of decentralised finance applications to layer-2 networks.',
    },
  }),
  newsItem('tokenised-assets', '2026-11-04', {
    th: {
      title: 'สถาบันการเงินทั่วโลกเร่งนำสินทรัพย์จริงขึ้นบล็อกเชน',
      summary: 'พันธบัตรและกองทุนตลาดเงินในรูปโทเคนดิจิทัลเติบโตเร็ว เมื่อธนาคารและผู้จัดการกองทุนรายใหญ่ทดลองใช้งานจริง',
    },
    en: {
      title: 'Global financial institutions speed up tokenising real-world assets',
      summary:
        'Tokenised bonds and money-market funds grow fast as large banks and fund managers put pilots into production.',
    },
  }),
  newsItem('check-licences', '2026-10-28', {
    th: {
      title: 'ย้ำเตือนนักลงทุน: ตรวจสอบใบอนุญาตก่อนลงทุนในสินทรัพย์ดิจิทัลทุกครั้ง',
      summary: 'ผู้ให้บริการสินทรัพย์ดิจิทัลในไทยต้องได้รับใบอนุญาต ตรวจสอบรายชื่อได้ที่เว็บไซต์ ก.ล.ต. ก่อนโอนเงินทุกครั้ง',
    },
    en: {
      title: 'A reminder to investors: check the licence before investing in digital assets',
      summary:
        'Digital-asset businesses in Thailand must be licensed; check the list on the SEC website before any transfer.',
    },
  }),
];
