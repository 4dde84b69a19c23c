import { seedArticle } from './article.ts';

export const SPOTTING_SCAMS = seedArticle(
  {
    uid: 'spotting-investment-scams',
    category: 'news',
    publishedDate: '2026-11-09',
    relatedUids: ['third-party-custody-explained', 'welcome-to-our-digital-asset-fund'],
  },
  {
    th: {
      title: 'เตือนภัย: มิจฉาชีพแอบอ้างชื่อบริษัทชักชวนลงทุน',
      excerpt: 'พบกลุ่มไลน์และเพจปลอมแอบอ้างชื่อเอ็มฟันด์ชักชวนลงทุนโดยรับประกันผลตอบแทน รู้ทัน 5 สัญญาณอันตรายก่อนโอนเงิน',
      body: `ช่วงนี้พบบัญชีโซเชียลมีเดียและกลุ่มแชตปลอมใช้ชื่อและโลโก้ของบริษัท ชักชวนให้ลงทุนโดยสัญญาผลตอบแทนสูง

## 5 สัญญาณอันตราย

1. รับประกันผลตอบแทน หรือให้ผลตอบแทนสูงเกินจริงในเวลาสั้น
2. ให้โอนเงินเข้าบัญชีบุคคลธรรมดา
3. ขอรหัสผ่าน รหัส OTP หรือรหัส PIN
4. เร่งให้ตัดสินใจทันที อ้างว่าเป็นโอกาสพิเศษ
5. ส่งลิงก์ให้ดาวน์โหลดแอปนอก App Store หรือ Google Play

## ช่องทางที่ถูกต้อง

- การลงทุนทำผ่านระบบของบริษัทเท่านั้น และเงินลงทุนโอนเข้าบัญชีที่แสดงในระบบหลังเข้าสู่ระบบ
- ตรวจสอบว่าผู้ให้บริการได้รับใบอนุญาตได้ที่เว็บไซต์ ก.ล.ต.
- หากสงสัย โทรหาฝ่ายบริการลูกค้าตามเบอร์บนเว็บไซต์นี้ หรือแจ้งความออนไลน์ที่ thaipoliceonline.go.th`,
    },
    en: {
      title: 'Warning: scammers are using our name to solicit investments',
      excerpt:
        'Fake LINE groups and pages use the MFund name to promise guaranteed returns. Know the five warning signs before you transfer any money.',
      body: `Fake social-media accounts and chat groups are using our company's name and logo to lure people with promises of high returns.

## Five warning signs

1. Guaranteed returns, or returns that are unrealistically high in a short time
2. Requests to transfer money to a personal bank account
3. Requests for your password, OTP or PIN
4. Pressure to decide at once, for a "special opportunity"
5. Links to download apps from outside the App Store or Google Play

## The right channels

- Investing happens only in the company's system, and money goes only to the account shown there after you log in.
- Check that a provider is licensed on the SEC website.
- If in doubt, call customer service on the number on this website, or report online at thaipoliceonline.go.th.`,
    },
  },
);
