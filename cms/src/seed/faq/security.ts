import { faqItem } from './faq-item.ts';

export const SECURITY_FAQ = [
  faqItem('security', 6, {
    th: {
      question: 'ใครเป็นผู้เก็บรักษาทรัพย์สินของฉัน',
      answer:
        'ทรัพย์สินของลูกค้าเก็บรักษาโดยผู้รับฝากทรัพย์สินอิสระ (Custodian) ในชื่อของลูกค้าแต่ละราย แยกออกจากทรัพย์สินของบริษัทอย่างชัดเจน บริษัทมีหน้าที่บริหารการลงทุนเท่านั้น และไม่สามารถนำทรัพย์สินของลูกค้าไปใช้เพื่อประโยชน์อื่นได้',
    },
    en: {
      question: 'Who holds my assets?',
      answer:
        'An independent third-party custodian holds customers’ assets in each customer’s own name, kept apart from the company’s assets. The company only manages the investments and cannot use customers’ assets for any other purpose.',
    },
  }),
  faqItem('security', 7, {
    th: {
      question: 'บริษัทได้รับอนุญาตและอยู่ภายใต้การกำกับของหน่วยงานใด',
      answer:
        'บริษัทได้รับใบอนุญาตประกอบธุรกิจผู้จัดการเงินทุนสินทรัพย์ดิจิทัล และอยู่ภายใต้การกำกับดูแลของสำนักงานคณะกรรมการกำกับหลักทรัพย์และตลาดหลักทรัพย์ (ก.ล.ต.) รวมทั้งปฏิบัติตามกฎหมายป้องกันและปราบปรามการฟอกเงินภายใต้การกำกับของ ปปง. ตรวจสอบรายชื่อผู้ได้รับอนุญาตได้ที่เว็บไซต์ ก.ล.ต.',
    },
    en: {
      question: 'Is the company licensed, and who supervises it?',
      answer:
        'The company holds a digital-asset fund manager licence and is supervised by the Securities and Exchange Commission, Thailand (SEC). It also follows the anti-money-laundering law supervised by the Anti-Money Laundering Office (AMLO). You can check the list of licensed businesses on the SEC website.',
    },
  }),
  faqItem('security', 8, {
    th: {
      question: 'บัญชีของฉันได้รับการปกป้องอย่างไร',
      answer:
        'บัญชีของคุณป้องกันด้วยรหัสผ่านที่รัดกุม รหัส PIN 6 หลักสำหรับยืนยันรายการ และการยืนยันตัวตนสองขั้นตอน (2FA) ที่เปิดใช้ได้ในเมนูความปลอดภัย ข้อมูลทั้งหมดรับส่งผ่านการเข้ารหัส และบัญชีจะถูกล็อกชั่วคราวเมื่อพบการเข้าสู่ระบบที่ผิดปกติ',
    },
    en: {
      question: 'How is my account protected?',
      answer:
        'A strong password, a 6-digit PIN to confirm transactions and two-factor authentication (2FA), which you can turn on under Security, protect your account. All data travels encrypted, and an account is locked temporarily when unusual sign-ins are detected.',
    },
  }),
  faqItem('security', 9, {
    th: {
      question: 'จะสังเกตมิจฉาชีพที่แอบอ้างชื่อบริษัทได้อย่างไร',
      answer:
        'บริษัทไม่เคยขอรหัสผ่าน รหัส OTP หรือรหัส PIN ของคุณ ไม่ชักชวนลงทุนโดยรับประกันผลตอบแทน และไม่ให้โอนเงินเข้าบัญชีบุคคล หากพบการแอบอ้าง โปรดแจ้งฝ่ายบริการลูกค้าทันทีผ่านช่องทางที่ระบุบนเว็บไซต์นี้เท่านั้น',
    },
    en: {
      question: 'How can I spot scammers using the company’s name?',
      answer:
        'The company never asks for your password, OTP or PIN, never promises guaranteed returns and never asks you to transfer money to a personal account. If someone impersonates us, tell customer service at once, using only the contacts on this website.',
    },
  }),
  faqItem('security', 10, {
    th: {
      question: 'บริษัทดูแลข้อมูลส่วนบุคคลของฉันอย่างไร',
      answer:
        'บริษัทเก็บและใช้ข้อมูลส่วนบุคคลเท่าที่จำเป็นต่อการเปิดบัญชี การรู้จักลูกค้า (KYC) และการให้บริการ ตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562 และเปิดเผยต่อหน่วยงานของรัฐเฉพาะเมื่อกฎหมายกำหนด',
    },
    en: {
      question: 'How does the company look after my personal data?',
      answer:
        'The company collects and uses personal data only as needed to open your account, know its customers (KYC) and serve you, under the Personal Data Protection Act B.E. 2562 (2019), and discloses it to authorities only where the law requires.',
    },
  }),
];
