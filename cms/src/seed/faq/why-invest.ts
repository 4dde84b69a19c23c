import { faqItem } from './faq-item.ts';

export const WHY_INVEST_FAQ = [
  faqItem('why-invest', 1, {
    th: {
      question: 'ทำไมต้องลงทุนในสินทรัพย์ดิจิทัลผ่านผู้จัดการเงินทุน แทนการซื้อเอง',
      answer:
        'ผู้จัดการเงินทุนดูแลการลงทุนแทนคุณตามนโยบายของแต่ละกลยุทธ์ ทั้งการคัดเลือกสินทรัพย์ การปรับสัดส่วน และการบริหารความเสี่ยง โดยบริษัทได้รับใบอนุญาตผู้จัดการเงินทุนสินทรัพย์ดิจิทัลและอยู่ภายใต้การกำกับของ ก.ล.ต. คุณจึงไม่ต้องจัดการกระเป๋าเงินดิจิทัลหรือติดตามตลาดตลอด 24 ชั่วโมงด้วยตัวเอง',
    },
    en: {
      question: 'Why invest in digital assets through a fund manager instead of buying them myself?',
      answer:
        'The fund manager invests on your behalf under each strategy’s policy: it selects the assets, rebalances and manages risk. The company holds a digital-asset fund manager licence supervised by the Thai SEC, so you need not run a wallet or watch a market that never closes.',
    },
  }),
  faqItem('why-invest', 2, {
    th: {
      question: 'มีกลยุทธ์การลงทุนให้เลือกกี่แบบ',
      answer:
        'มี 6 กลยุทธ์ ได้แก่ กลยุทธ์บิตคอยน์ กลยุทธ์สินทรัพย์ดิจิทัลขนาดใหญ่ กลยุทธ์โครงสร้างพื้นฐานบล็อกเชน กลยุทธ์เมตาเวิร์ส กลยุทธ์สเตเบิลคอยน์ และกลยุทธ์โทเคนยุคใหม่ รหัสของทุกกลยุทธ์ขึ้นต้นด้วย M- และแต่ละกลยุทธ์มีระดับความเสี่ยงของตัวเอง',
    },
    en: {
      question: 'How many investment strategies can I choose from?',
      answer:
        'Six: a bitcoin strategy, a large-cap strategy, a blockchain-infrastructure strategy, a metaverse strategy, a stablecoin strategy and a next-generation token strategy. Every strategy code starts with M-, and each has its own risk level.',
    },
  }),
  faqItem('why-invest', 3, {
    th: {
      question: 'ต้องใช้เงินลงทุนขั้นต่ำเท่าไร',
      answer:
        'ลงทุนครั้งแรกขั้นต่ำ 10,000 บาทต่อกลยุทธ์ และลงทุนเพิ่มแต่ละครั้งขั้นต่ำ 10,000 บาท หากยอดคงเหลือหลังขายคืนต่ำกว่า 1 หน่วย ระบบจะขายคืนทั้งหมดให้',
    },
    en: {
      question: 'What is the minimum investment?',
      answer:
        'Your first investment is at least 10,000 baht per strategy, and each top-up is at least 10,000 baht. If a reduction would leave less than 1 unit, the whole holding is sold.',
    },
  }),
  faqItem('why-invest', 4, {
    th: {
      question: 'จะรู้ได้อย่างไรว่ากลยุทธ์ไหนเหมาะกับฉัน',
      answer:
        'แบบประเมินความเหมาะสมในการลงทุน 3 ส่วน (ฐานะการเงิน ประสบการณ์และความรู้ และการยอมรับความเสี่ยง) จะจัดคุณอยู่ในระดับความเสี่ยงต่ำ ปานกลาง สูง หรือสูงมาก พร้อมสัดส่วนเงินลงทุนที่แนะนำ หากเลือกกลยุทธ์ที่เสี่ยงกว่าระดับของคุณ ระบบจะแจ้งเตือนและให้ยืนยันก่อนทุกครั้ง',
    },
    en: {
      question: 'How do I know which strategy suits me?',
      answer:
        'The three-part suitability assessment (financial situation, experience and knowledge, risk tolerance) places you at low, moderate, high or very high risk, with a suggested share of your investable money. If you choose a strategy riskier than your level, you are warned and asked to confirm each time.',
    },
  }),
  faqItem('why-invest', 5, {
    th: {
      question: 'มีค่าธรรมเนียมอะไรบ้าง',
      answer:
        'ค่าธรรมเนียมประกอบด้วย ค่าธรรมเนียมการจัดการที่คิดเป็นรายวันจากมูลค่ารวมของวันนั้น ค่าธรรมเนียมตามผลการดำเนินงาน ค่าธรรมเนียมการลงทุนเพิ่ม ค่าธรรมเนียมการสับเปลี่ยนเข้า และค่าธรรมเนียมการขายคืนซึ่งคิดจากกำไร อัตราของแต่ละกลยุทธ์แสดงในหนังสือชี้ชวนสรุป (Factsheet)',
    },
    en: {
      question: 'What fees are there?',
      answer:
        'A management fee accrued daily on that day’s total value, a performance fee, an increase fee on investments and top-ups, a switch-in fee, and a reduce fee charged on profits. Each strategy’s rates are in its factsheet.',
    },
  }),
];
