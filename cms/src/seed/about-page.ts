import { COMPANY, CONTACT, REGISTRATION_NUMBER } from './company.ts';
import type { Localized } from './localized.ts';
import { pageSeo, type SeoContent } from './seo.ts';

export interface FinancialStatementContent {
  title: string;
  year: number;
}

export interface AboutPageContent {
  title: string;
  registrationDetails: string;
  established: string;
  registeredCapital: string;
  editorNote: string;
  businessHours: string;
  financialStatements: FinancialStatementContent[];
  assetStorage: string;
  seo: SeoContent;
}

// Product spec §9: the source copy gives 95.2 million baht in Thai and 44 million baht in English. Each
// language keeps its own figure until the company confirms one; the note tells editors so.
const EDITOR_NOTE: Localized<string> = {
  th: 'หมายเหตุสำหรับบรรณาธิการ: ต้นฉบับระบุทุนจดทะเบียนไม่ตรงกัน ฉบับภาษาไทยระบุ 95.2 ล้านบาท ฉบับภาษาอังกฤษระบุ 44 ล้านบาท แต่ละภาษาคงตัวเลขตามต้นฉบับไว้ โปรดยืนยันตัวเลขที่ถูกต้องกับหนังสือรับรองบริษัท แล้วแก้ไขให้ตรงกันทั้งสองภาษา',
  en: "Editors' note: the source copy gives two registered-capital figures, 95.2 million baht in the Thai copy and 44 million baht in the English copy. Each language keeps its own figure as given. Confirm the correct figure against the company's certificate of registration, then make both languages agree.",
};

export const ABOUT_PAGE: Localized<AboutPageContent> = {
  th: {
    title: 'เกี่ยวกับเรา',
    registrationDetails: `**${COMPANY.th.name}**

- เลขทะเบียนนิติบุคคล ${REGISTRATION_NUMBER}
- ได้รับใบอนุญาตประกอบธุรกิจผู้จัดการเงินทุนสินทรัพย์ดิจิทัลตามพระราชกำหนดการประกอบธุรกิจสินทรัพย์ดิจิทัล พ.ศ. 2561 อยู่ภายใต้การกำกับดูแลของสำนักงาน ก.ล.ต.
- สำนักงานใหญ่ ${COMPANY.th.address}
- โทร. ${CONTACT.phone} อีเมล ${CONTACT.email}`,
    established: 'กุมภาพันธ์ 2563',
    registeredCapital: '95.2 ล้านบาท',
    editorNote: EDITOR_NOTE.th,
    businessHours: CONTACT.businessHours,
    financialStatements: [
      { title: 'งบการเงินประจำปี 2568 (ตรวจสอบโดยผู้สอบบัญชีรับอนุญาต)', year: 2025 },
      { title: 'งบการเงินประจำปี 2567 (ตรวจสอบโดยผู้สอบบัญชีรับอนุญาต)', year: 2024 },
      { title: 'งบการเงินประจำปี 2566 (ตรวจสอบโดยผู้สอบบัญชีรับอนุญาต)', year: 2023 },
    ],
    assetStorage: `ทรัพย์สินของลูกค้าทั้งเงินสดและสินทรัพย์ดิจิทัลเก็บรักษาโดย**ผู้รับฝากทรัพย์สินอิสระ**ที่ได้รับอนุญาต ในชื่อของลูกค้าแต่ละราย

- แยกออกจากทรัพย์สินของบริษัทโดยสิ้นเชิง
- สินทรัพย์ดิจิทัลส่วนใหญ่เก็บในระบบที่ไม่เชื่อมต่ออินเทอร์เน็ต (Cold Wallet)
- การโอนออกต้องได้รับอนุมัติจากผู้มีอำนาจหลายคน (Multi-signature)
- กระทบยอดทรัพย์สินกับผู้รับฝากทุกวันทำการ`,
    seo: pageSeo(
      'เกี่ยวกับเอ็มฟันด์ | ผู้จัดการเงินทุนสินทรัพย์ดิจิทัล',
      'ข้อมูลบริษัท ใบอนุญาต ทุนจดทะเบียน เวลาทำการ 09:00-18:00 น. งบการเงิน และการเก็บรักษาทรัพย์สินของลูกค้าโดยผู้รับฝากอิสระ',
    ),
  },
  en: {
    title: 'About us',
    registrationDetails: `**${COMPANY.en.name}**

- Company registration number ${REGISTRATION_NUMBER}
- Licensed as a digital-asset fund manager under the Emergency Decree on Digital Asset Businesses B.E. 2561 (2018), supervised by the Thai SEC
- Head office: ${COMPANY.en.address}
- Tel. ${CONTACT.phone}, e-mail ${CONTACT.email}`,
    established: 'February 2020',
    registeredCapital: '44 million baht',
    editorNote: EDITOR_NOTE.en,
    businessHours: CONTACT.businessHours,
    financialStatements: [
      { title: 'Audited financial statements 2025', year: 2025 },
      { title: 'Audited financial statements 2024', year: 2024 },
      { title: 'Audited financial statements 2023', year: 2023 },
    ],
    assetStorage: `Customers' cash and digital assets are held by a licensed **independent custodian**, in each customer's own name.

- Kept entirely apart from the company's assets
- Most digital assets are stored offline (cold wallets)
- Withdrawals need the approval of several authorised people (multi-signature)
- Balances are reconciled with the custodian every business day`,
    seo: pageSeo(
      'About MFund | Digital-asset fund manager',
      'Company details, licence, registered capital, business hours 09:00-18:00, financial statements and how an independent custodian holds customer assets.',
    ),
  },
};
