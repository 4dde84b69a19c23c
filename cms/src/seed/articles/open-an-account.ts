import { seedArticle } from './article.ts';

export const OPEN_AN_ACCOUNT = seedArticle(
  {
    uid: 'open-an-account-in-15-minutes',
    category: 'education',
    publishedDate: '2026-06-15',
    relatedUids: [
      'cut-off-time-and-nav-explained',
      'third-party-custody-explained',
      'welcome-to-our-digital-asset-fund',
    ],
  },
  {
    th: {
      title: 'เปิดบัญชีลงทุนสินทรัพย์ดิจิทัลใน 15 นาที ทำอย่างไร',
      excerpt: 'รู้จัก 7 ขั้นตอนการเปิดบัญชีออนไลน์ ตั้งแต่ถ่ายภาพบัตรประชาชนจนถึงยอมรับสัญญา และเตรียมเอกสารให้พร้อมก่อนเริ่ม',
      body: `การเปิดบัญชีกับเอ็มฟันด์ทำได้ด้วยตัวเองผ่านโทรศัพท์มือถือ ใช้เวลาประมาณ 15 นาที

## เตรียมให้พร้อมก่อนเริ่ม

- บัตรประชาชนตัวจริง (ต้องมีอายุ 20 ปีบริบูรณ์ขึ้นไป)
- บัญชีธนาคารที่เป็นชื่อของคุณเอง
- อีเมลและเบอร์โทรศัพท์ที่ใช้งานได้

## 7 ขั้นตอน

1. **เข้าสู่ระบบ** และยืนยันอีเมล
2. **ถ่ายภาพบัตรประชาชน** ด้านหน้าและด้านหลัง
3. **กรอกข้อมูลทั่วไป** ให้ตรงกับบัตร พร้อมรหัสหลังบัตร (Laser ID)
4. **ประเมินความเสี่ยง** 3 ส่วน เพื่อหากลยุทธ์ที่เหมาะกับคุณ
5. **ตอบแบบ FATCA** เรื่องสถานะบุคคลอเมริกัน
6. **กรอกข้อมูลบัญชีธนาคาร** ที่ชื่อบัญชีตรงกับผู้สมัคร
7. **ยอมรับสัญญา** การจัดการเงินทุน หนังสือมอบอำนาจ และนโยบายการลงทุน

## หลังส่งข้อมูล

เจ้าหน้าที่ตรวจสอบภายใน 1-2 วัน แล้วแจ้งผลทางอีเมล หากข้อมูลไม่ครบ คุณจะได้รับอีเมลขอให้แก้ไขและส่งใหม่ได้ทันที

บัญชีนิติบุคคลเปิดผ่านฝ่ายบริการลูกค้าเท่านั้น`,
    },
    en: {
      title: 'How to open a digital-asset investment account in 15 minutes',
      excerpt:
        'The seven steps of opening an account online, from photographing your ID card to accepting the contract, and what to have ready first.',
      body: `You can open an MFund account on your own, on your phone, in about 15 minutes.

## Have these ready

- Your Thai ID card (you must be 20 or over)
- A bank account in your own name
- An e-mail address and a phone number you use

## The seven steps

1. **Log in** and verify your e-mail address
2. **Photograph your ID card**, front and back
3. **Enter your general information** as on the card, with the laser code on its back
4. **Take the risk assessment**, in three parts, to find the strategies that fit you
5. **Answer the FATCA form** about US-person status
6. **Add your bank account**, whose name must match yours
7. **Accept the contract**: the management agreement, the power of attorney and the investment policy

## After you submit

Our staff review your application within 1-2 days and e-mail you the result. If something is missing, the e-mail asks you to correct it, and you can resubmit at once.

Corporate accounts are opened through customer service only.`,
    },
  },
);
