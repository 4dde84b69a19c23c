import { inBothLanguages, type Localized } from './localized.ts';

export interface TeamMemberContent {
  name: string;
  position: string;
  bio: string;
  order: number;
}

function teamMember(order: number, text: Localized<Omit<TeamMemberContent, 'order'>>) {
  return inBothLanguages(
    { order },
    {
      th: text.th,
      en: text.en,
    },
  );
}

export const TEAM_MEMBERS: Localized<TeamMemberContent>[] = [
  teamMember(1, {
    th: {
      name: 'ดร.ณัฐพล วงศ์สวัสดิ์',
      position: 'ประธานเจ้าหน้าที่บริหาร',
      bio: 'ประสบการณ์กว่า 20 ปีในธุรกิจจัดการกองทุนและตลาดทุน ก่อตั้งเอ็มฟันด์ในปี 2563 เพื่อเปิดการลงทุนในสินทรัพย์ดิจิทัลที่มีมาตรฐานให้นักลงทุนไทย',
    },
    en: {
      name: 'Dr. Nattapon Wongsawat',
      position: 'Chief Executive Officer',
      bio: 'Over 20 years in fund management and capital markets. Founded MFund in 2020 to bring Thai investors digital-asset investing held to professional standards.',
    },
  }),
  teamMember(2, {
    th: {
      name: 'กมลวรรณ ศรีสุข, CFA',
      position: 'ประธานเจ้าหน้าที่การลงทุน',
      bio: 'ผู้จัดการกองทุนที่ได้รับความเห็นชอบจาก ก.ล.ต. ดูแลนโยบายการลงทุนของทั้ง 6 กลยุทธ์ เคยบริหารกองทุนหุ้นต่างประเทศมากว่า 12 ปี',
    },
    en: {
      name: 'Kamonwan Srisuk, CFA',
      position: 'Chief Investment Officer',
      bio: 'An SEC-approved fund manager who sets the investment policy of all six strategies, after 12 years managing global equity funds.',
    },
  }),
  teamMember(3, {
    th: {
      name: 'ธีรวัฒน์ จันทร์เพ็ญ',
      position: 'ผู้อำนวยการฝ่ายบริหารความเสี่ยง',
      bio: 'ดูแลการวัดและควบคุมความเสี่ยงของพอร์ต ตั้งแต่ความผันผวนและการขาดทุนสูงสุด ไปจนถึงความเสี่ยงจากผู้รับฝากทรัพย์สินและคู่ค้า',
    },
    en: {
      name: 'Teerawat Chanpen',
      position: 'Head of Risk Management',
      bio: 'Measures and controls portfolio risk, from volatility and drawdown to custodian and counterparty risk.',
    },
  }),
  teamMember(4, {
    th: {
      name: 'พิมพ์ชนก อินทรวงศ์',
      position: 'ผู้อำนวยการฝ่ายกำกับดูแลการปฏิบัติงาน',
      bio: 'รับผิดชอบการปฏิบัติตามเกณฑ์ของ ก.ล.ต. การรู้จักลูกค้า (KYC) และการป้องกันการฟอกเงิน พร้อมประสบการณ์ด้านกำกับดูแลในธนาคารพาณิชย์',
    },
    en: {
      name: 'Pimchanok Intarawong',
      position: 'Head of Compliance',
      bio: 'Responsible for SEC rules, know-your-customer checks and anti-money-laundering, with a background in compliance at a commercial bank.',
    },
  }),
  teamMember(5, {
    th: {
      name: 'อนุชา ประเสริฐกุล',
      position: 'ผู้อำนวยการฝ่ายปฏิบัติการและเทคโนโลยี',
      bio: 'ดูแลระบบซื้อขาย การคำนวณ NAV และการกระทบยอดกับผู้รับฝากทรัพย์สินทุกวันทำการ',
    },
    en: {
      name: 'Anucha Prasertkul',
      position: 'Head of Operations and Technology',
      bio: 'Runs the trading systems, the NAV calculation and the daily reconciliation with the custodian.',
    },
  }),
];
