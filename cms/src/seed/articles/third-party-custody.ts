import { seedArticle } from './article.ts';

export const THIRD_PARTY_CUSTODY = seedArticle(
  {
    uid: 'third-party-custody-explained',
    category: 'company',
    publishedDate: '2026-08-24',
    relatedUids: ['spotting-investment-scams', 'open-an-account-in-15-minutes'],
  },
  {
    th: {
      title: 'ผู้รับฝากทรัพย์สินอิสระ: ทำไมทรัพย์สินของคุณจึงอยู่ในชื่อของคุณเอง',
      metaTitle: 'ผู้รับฝากทรัพย์สินอิสระ: ทรัพย์สินอยู่ในชื่อของคุณเอง',
      excerpt: 'ผู้จัดการเงินทุนบริหารการลงทุน แต่ผู้รับฝากทรัพย์สินอิสระเป็นผู้เก็บรักษา มาดูว่าการแยกหน้าที่นี้ปกป้องนักลงทุนอย่างไร',
      body: `การแยก "ผู้บริหาร" ออกจาก "ผู้เก็บรักษา" เป็นหลักพื้นฐานของการจัดการลงทุนที่ดี

## หน้าที่ที่แยกกัน

- **ผู้จัดการเงินทุน (เอ็มฟันด์)** ตัดสินใจลงทุนตามนโยบายของกลยุทธ์
- **ผู้รับฝากทรัพย์สิน (Custodian)** เก็บรักษาสินทรัพย์ดิจิทัลและเงินสดในชื่อของลูกค้าแต่ละราย

บริษัทจึงสั่งซื้อขายได้ตามนโยบายเท่านั้น แต่ไม่สามารถโอนทรัพย์สินของลูกค้าออกไปใช้เพื่อการอื่น

## ปลอดภัยอย่างไร

- ทรัพย์สินของลูกค้าแยกจากทรัพย์สินของบริษัท หากบริษัทมีปัญหาทางการเงิน ทรัพย์สินของลูกค้าไม่ถูกนำไปชำระหนี้ของบริษัท
- สินทรัพย์ดิจิทัลส่วนใหญ่เก็บในระบบที่ไม่เชื่อมต่ออินเทอร์เน็ต (Cold Wallet) และการเคลื่อนย้ายต้องได้รับอนุมัติจากผู้มีอำนาจหลายคน
- ยอดทรัพย์สินกระทบยอดระหว่างบริษัทกับผู้รับฝากทุกวันทำการ

ดูรายละเอียดเพิ่มเติมได้ที่หน้าการเปิดเผยข้อมูลและคำเตือนความเสี่ยง`,
    },
    en: {
      title: 'Independent custody: why your assets stay in your own name',
      excerpt:
        'The fund manager manages your investments; an independent custodian holds them. How this separation of duties protects investors.',
      body: `Separating whoever manages the money from whoever holds it is a basic rule of sound investment management.

## Separate duties

- **The fund manager (MFund)** makes investment decisions under each strategy's policy.
- **The custodian** holds the digital assets and cash in each customer's own name.

The company can therefore trade under the policy, but it cannot move customers' assets for any other purpose.

## Why it is safer

- Customers' assets are kept apart from the company's. Should the company get into financial difficulty, customers' assets do not pay its debts.
- Most digital assets are kept offline (cold wallets), and moving them needs the approval of several authorised people.
- Balances are reconciled between the company and the custodian every business day.

More details are on the public disclosure and risk notice page.`,
    },
  },
);
