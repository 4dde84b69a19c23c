import { faqItem } from './faq-item.ts';

export const POPULAR_FAQ = [
  faqItem('popular', 11, {
    th: {
      question: 'เปิดบัญชีใช้เวลานานเท่าไร และมีขั้นตอนอะไรบ้าง',
      answer:
        'ใช้เวลาประมาณ 15 นาที มี 7 ขั้นตอน ได้แก่ เข้าสู่ระบบ ถ่ายภาพบัตรประชาชนด้านหน้าและด้านหลัง กรอกข้อมูลทั่วไปให้ตรงกับบัตรประชาชนพร้อมรหัสหลังบัตร ทำแบบประเมินความเสี่ยง ตอบแบบ FATCA กรอกข้อมูลบัญชีธนาคาร และยอมรับสัญญา',
    },
    en: {
      question: 'How long does opening an account take, and what are the steps?',
      answer:
        'About 15 minutes, in 7 steps: log in, photograph the front and back of your ID card, enter your general information as on the card with the code on its back, take the risk assessment, answer the FATCA form, add your bank account and accept the contract.',
    },
  }),
  faqItem('popular', 12, {
    th: {
      question: 'หลังส่งข้อมูลแล้ว ต้องรอการอนุมัตินานเท่าไร',
      answer:
        'เจ้าหน้าที่ตรวจสอบข้อมูลภายใน 1-2 วัน (การตรวจสอบภาพใบหน้าและตัวตนอาจใช้เวลา 2-3 วันทำการ) เมื่อเสร็จแล้วคุณจะได้รับอีเมลแจ้งอนุมัติ หรืออีเมลขอให้แก้ไขข้อมูล',
    },
    en: {
      question: 'How long does the review take after I submit?',
      answer:
        'Our staff review your information within 1-2 days (the face and identity check can take 2-3 working days). You then receive an e-mail: either your approval or a request to correct your data.',
    },
  }),
  faqItem('popular', 13, {
    th: {
      question: 'คำสั่งซื้อขายจะได้ราคา NAV ของวันไหน',
      answer:
        'คำสั่งที่ส่งก่อน 14:00 น. ของวันทำการจะได้ NAV ของวันนั้น (T) คำสั่งหลัง 14:00 น. จะได้ NAV ของวันทำการถัดไป (T+1) บริษัทประกาศ NAV ประมาณ 18:00 น. และชำระราคาภายใน T+1 ไม่เกิน 2 วันทำการ',
    },
    en: {
      question: 'At which day’s NAV is my order traded?',
      answer:
        'Orders placed before 14:00 on a business day trade at that day’s NAV (T); orders after 14:00 trade at the next business day’s NAV (T+1). NAV is announced at about 18:00, and settlement is on T+1, within 2 business days.',
    },
  }),
  faqItem('popular', 14, {
    th: {
      question: 'นิติบุคคลเปิดบัญชีได้หรือไม่',
      answer:
        'ได้ แต่บัญชีนิติบุคคลไม่สามารถเปิดด้วยตนเองผ่านระบบออนไลน์ได้ โปรดติดต่อฝ่ายบริการลูกค้าในเวลาทำการ 09:00-18:00 น. เจ้าหน้าที่จะแนะนำเอกสารและขั้นตอนให้',
    },
    en: {
      question: 'Can a company open an account?',
      answer:
        'Yes, but corporate accounts cannot be opened online by yourself. Please contact customer service during business hours, 09:00-18:00; our staff will guide you through the documents and steps.',
    },
  }),
  faqItem('popular', 15, {
    th: {
      question: 'ใครสามารถเปิดบัญชีได้บ้าง',
      answer:
        'บุคคลธรรมดาที่มีอายุ 20 ปีบริบูรณ์ขึ้นไปและมีบัตรประชาชนไทย ผู้ที่อายุต่ำกว่า 20 ปีไม่สามารถเปิดบัญชีได้ และบริษัทไม่ให้บริการแก่ผู้ที่มีสถานะเป็นบุคคลอเมริกันตาม FATCA',
    },
    en: {
      question: 'Who can open an account?',
      answer:
        'Individuals aged 20 or over with a Thai ID card. Applicants under 20 cannot open an account, and the company does not serve US persons under FATCA.',
    },
  }),
];
