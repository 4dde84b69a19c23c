import { inBothLanguages, type Localized } from './localized.ts';

export interface TestimonialContent {
  name: string;
  role: string;
  quote: string;
  order: number;
}

function testimonial(order: number, text: Localized<Omit<TestimonialContent, 'order'>>) {
  return inBothLanguages(
    { order },
    {
      th: text.th,
      en: text.en,
    },
  );
}

export const TESTIMONIALS: Localized<TestimonialContent>[] = [
  testimonial(1, {
    th: {
      name: 'คุณวิภาดา ส.',
      role: 'พนักงานบริษัท ลงทุนตั้งแต่ปี 2565',
      quote: 'เปิดบัญชีเสร็จในช่วงพักกลางวัน ทุกขั้นตอนทำผ่านมือถือ และได้อีเมลอนุมัติในวันถัดมา',
    },
    en: {
      name: 'Wipada S.',
      role: 'Office worker, investing since 2022',
      quote:
        'I opened my account over a lunch break, all on my phone, and had the approval e-mail the next day.',
    },
  }),
  testimonial(2, {
    th: {
      name: 'คุณธนกร ล.',
      role: 'เจ้าของธุรกิจ ลงทุนตั้งแต่ปี 2564',
      quote: 'อุ่นใจที่ทรัพย์สินอยู่กับผู้รับฝากอิสระในชื่อของผมเอง ไม่ต้องดูแลกระเป๋าเงินดิจิทัลเองอีกต่อไป',
    },
    en: {
      name: 'Thanakorn L.',
      role: 'Business owner, investing since 2021',
      quote:
        'It is reassuring that an independent custodian holds my assets in my own name. I no longer look after a crypto wallet myself.',
    },
  }),
  testimonial(3, {
    th: {
      name: 'คุณปวีณา ร.',
      role: 'แพทย์ ลงทุนตั้งแต่ปี 2566',
      quote: 'แบบประเมินความเสี่ยงช่วยให้เลือกกลยุทธ์ได้เหมาะกับตัวเอง และรายงานผลการลงทุนอ่านเข้าใจง่าย',
    },
    en: {
      name: 'Paweena R.',
      role: 'Doctor, investing since 2023',
      quote:
        'The risk assessment helped me pick strategies that suit me, and the performance reports are easy to read.',
    },
  }),
];
