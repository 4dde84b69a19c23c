import { seedArticle } from './article.ts';

export const WELCOME = seedArticle(
  {
    uid: 'welcome-to-our-digital-asset-fund',
    category: 'company',
    publishedDate: '2026-05-04',
    relatedUids: ['open-an-account-in-15-minutes', 'third-party-custody-explained'],
  },
  {
    th: {
      title: 'ยินดีต้อนรับสู่กองทุนสินทรัพย์ดิจิทัล',
      excerpt: 'บทความนี้แสดงการทำงานของระบบจัดการเนื้อหา ใช้สาธิตระบบเท่านั้น ไม่ใช่คำแนะนำการลงทุน',
      body: `เอ็มฟันด์ก่อตั้งขึ้นเมื่อเดือนกุมภาพันธ์ 2563 ด้วยความเชื่อว่านักลงทุนไทยควรเข้าถึงสินทรัพย์ดิจิทัลได้อย่างปลอดภัย โปร่งใส และมีผู้เชี่ยวชาญดูแล

## สิ่งที่เราทำ

เราเป็นผู้จัดการเงินทุนสินทรัพย์ดิจิทัลที่ได้รับใบอนุญาต บริหาร 6 กลยุทธ์การลงทุนตั้งแต่สเตเบิลคอยน์ที่มีความเสี่ยงต่ำกว่า ไปจนถึงโทเคนยุคใหม่ที่มีความเสี่ยงสูงมาก

- **บริหารโดยมืออาชีพ** ทีมผู้จัดการกองทุนติดตามตลาดและปรับพอร์ตตามนโยบายของแต่ละกลยุทธ์
- **เก็บรักษาโดยผู้รับฝากอิสระ** ทรัพย์สินอยู่ในชื่อของคุณ แยกจากทรัพย์สินของบริษัท
- **เริ่มต้นง่าย** เปิดบัญชีออนไลน์ประมาณ 15 นาที ลงทุนขั้นต่ำ 10,000 บาทต่อกลยุทธ์

## ติดต่อเรา

ฝ่ายบริการลูกค้าพร้อมตอบทุกคำถามในเวลาทำการ 09:00-18:00 น.`,
    },
    en: {
      title: 'Welcome to our digital-asset fund',
      excerpt:
        'This article shows the content pipeline at work, for demonstration only; it is not investment advice.',
      body: `MFund was founded in February 2020 on a simple belief: Thai investors deserve access to digital assets that is safe, transparent and looked after by specialists.

## What we do

We are a licensed digital-asset fund manager running six strategies, from stablecoins at the lower end of the risk scale to next-generation tokens at the very top.

- **Professionally managed.** Our fund managers follow the market and rebalance each strategy under its policy.
- **Held by an independent custodian.** Your assets are in your own name, apart from the company's.
- **Easy to start.** Open an account online in about 15 minutes and invest from 10,000 baht per strategy.

## Talk to us

Customer service answers your questions during business hours, 09:00-18:00.`,
    },
  },
);
