import { amlHighRiskCountries } from '@fund/domain';
import { countryOptions } from '../../reference/countries.ts';
import type { AmlContent, QuestionnaireItem } from '../types.ts';

const otherOption = {
  value: 'OTHER',
  label: { th: 'อื่น ๆ (โปรดระบุ)', en: 'Other (please specify)' },
  other: true,
};

function selectItem(item: Omit<QuestionnaireItem, 'select' | 'calculate' | 'multipleChoice' | 'required'>) {
  return { ...item, select: true, calculate: false, multipleChoice: false, required: true };
}

/** Version 1 of the AML questionnaire (the spec's newAml items, Thailand first in the country list). */
export const amlV1: AmlContent = {
  title: { th: 'แบบสอบถามเพื่อการป้องกันการฟอกเงิน', en: 'Anti-money-laundering questionnaire' },
  items: [
    selectItem({
      key: 'countryIncome',
      label: { th: 'ประเทศของแหล่งที่มาของรายได้', en: 'Country of source of income' },
      options: countryOptions().map(({ value, th, en }) => ({ value, label: { th, en } })),
      other: false,
    }),
    selectItem({
      key: 'typeOfIncome',
      label: { th: 'ประเภทของทรัพย์สินที่ประสงค์จะลงทุน', en: 'Type of assets you plan to invest' },
      options: [{ value: 'TRANSFER', label: { th: 'เงินโอน', en: 'Transferred money' } }],
      other: false,
    }),
    selectItem({
      key: 'incomeRange',
      label: { th: 'รายได้เฉลี่ยต่อเดือน', en: 'Average monthly income' },
      options: [
        { value: 'OVER_500K', label: { th: 'มากกว่า 500,000 บาท', en: 'More than 500,000 baht' } },
        { value: 'FROM_100K', label: { th: '100,000 - 499,999 บาท', en: '100,000 - 499,999 baht' } },
        { value: 'FROM_20K', label: { th: '20,000 - 99,999 บาท', en: '20,000 - 99,999 baht' } },
        { value: 'UNDER_20K', label: { th: 'น้อยกว่า 20,000 บาท', en: 'Less than 20,000 baht' } },
        otherOption,
      ],
      other: true,
    }),
    selectItem({
      key: 'incomeRatio',
      label: { th: 'สัดส่วนรายได้ในประเทศและต่างประเทศ', en: 'Share of income from Thailand and abroad' },
      options: [
        { value: 'TH_ONLY', label: { th: 'รายได้ทั้งหมดมาจากประเทศไทย', en: 'All income from Thailand' } },
        {
          value: 'TH_AND_ABROAD',
          label: { th: 'รายได้มาจากทั้งในประเทศไทยและต่างประเทศ', en: 'Income from both Thailand and abroad' },
        },
        { value: 'ABROAD_ONLY', label: { th: 'รายได้ทั้งหมดมาจากต่างประเทศ', en: 'All income from abroad' } },
        otherOption,
      ],
      other: true,
    }),
  ],
  edd: {
    highRiskCountries: [...amlHighRiskCountries],
    description: {
      th: 'บริษัทต้องตรวจสอบเพิ่มเติม (Enhanced Due Diligence) กรุณาอัปโหลดรายการเดินบัญชีธนาคารย้อนหลัง 6 เดือน และเอกสารประกอบอย่างน้อย 1 รายการ',
      en: 'We need to check further (enhanced due diligence). Please upload your bank statements for the past 6 months and at least one supporting document.',
    },
    documents: [
      { th: 'รายการเดินบัญชีธนาคารย้อนหลัง 6 เดือน', en: 'Bank statements for the past 6 months' },
      { th: 'สำเนาทะเบียนบ้าน', en: 'House registration' },
      { th: 'ใบแจ้งค่าสาธารณูปโภค', en: 'Utility bill' },
      { th: 'ใบอนุญาตขับขี่', en: "Driver's license" },
      { th: 'เอกสารที่ออกโดยหน่วยงานราชการ', en: 'Government documents' },
    ],
  },
};
