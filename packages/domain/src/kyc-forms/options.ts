/**
 * The choices of the general and personal information forms (spec §3 "Personal information", "Nationality and
 * income questions"), each with its Thai and English label. The API stores the `value`; the portal shows the label.
 * Countries are not here: the API serves its one country list (Thailand first) with these in `GET /kyc/options`.
 */
export interface FormOption {
  value: string;
  th: string;
  en: string;
}

const option = (value: string, th: string, en: string): FormOption => ({ value, th, en });

/** The value whose choice asks for free text. */
export const otherOption = 'OTHER';

export const genders = [
  option('MALE', 'ชาย', 'Male'),
  option('FEMALE', 'หญิง', 'Female'),
  option('UNSPECIFIED', 'อื่น ๆ / ไม่ระบุ', 'Other / prefer not to say'),
];

export const maritalStatuses = [option('SINGLE', 'โสด', 'Single'), option('MARRIED', 'สมรส', 'Married')];

export const titlesTh = ['นาย', 'นาง', 'นางสาว'] as const;
export const titlesEn = ['Mr.', 'Mrs.', 'Miss', 'Ms.'] as const;

export const occupations = [
  option('EMPLOYEE', 'พนักงานบริษัทเอกชน', 'Private company employee'),
  option('GOVERNMENT', 'ข้าราชการ / พนักงานรัฐวิสาหกิจ', 'Government or state-enterprise officer'),
  option('BUSINESS_OWNER', 'เจ้าของกิจการ / ค้าขาย', 'Business owner / trader'),
  option('FREELANCE', 'อาชีพอิสระ', 'Freelance / self-employed'),
  option('PROFESSIONAL', 'ผู้ประกอบวิชาชีพ (แพทย์ ทนายความ ฯลฯ)', 'Professional (doctor, lawyer, etc.)'),
  option('INVESTOR', 'นักลงทุน', 'Investor'),
  option('STUDENT', 'นักเรียน / นักศึกษา', 'Student'),
  option('RETIRED', 'เกษียณอายุ', 'Retired'),
  option('HOUSEWIFE', 'แม่บ้าน / พ่อบ้าน', 'Homemaker'),
  option('POLITICIAN', 'นักการเมือง', 'Politician'),
  option(otherOption, 'อื่น ๆ', 'Other'),
];

export const businessTypes = [
  option('FINANCE', 'การเงิน / ธนาคาร / ประกันภัย', 'Finance, banking, insurance'),
  option('DIGITAL_ASSET', 'สินทรัพย์ดิจิทัล', 'Digital assets'),
  option('TECHNOLOGY', 'เทคโนโลยีสารสนเทศ', 'Information technology'),
  option('TRADE', 'ค้าปลีก / ค้าส่ง', 'Retail / wholesale'),
  option('MANUFACTURING', 'อุตสาหกรรม / การผลิต', 'Manufacturing'),
  option('REAL_ESTATE', 'อสังหาริมทรัพย์ / ก่อสร้าง', 'Real estate / construction'),
  option('GOVERNMENT', 'หน่วยงานรัฐ', 'Government'),
  option('EDUCATION', 'การศึกษา', 'Education'),
  option('HEALTH', 'การแพทย์ / สุขภาพ', 'Healthcare'),
  option('CASINO_GAMBLING', 'คาสิโน / การพนัน', 'Casino / gambling'),
  option('GOLD_JEWELRY', 'ค้าทอง / อัญมณี', 'Gold / jewellery trading'),
  option('MONEY_TRANSFER', 'รับแลกเปลี่ยนเงิน / โอนเงิน', 'Money exchange / remittance'),
  option('ARMS', 'ค้าอาวุธ', 'Arms trading'),
  option('NOT_APPLICABLE', 'ไม่มี', 'None'),
  option(otherOption, 'อื่น ๆ', 'Other'),
];

export const positions = [
  option('EXECUTIVE', 'ผู้บริหารระดับสูง', 'Executive'),
  option('MANAGER', 'ผู้จัดการ', 'Manager'),
  option('OFFICER', 'พนักงาน / เจ้าหน้าที่', 'Officer / staff'),
  option('OWNER', 'เจ้าของ', 'Owner'),
  option('NOT_APPLICABLE', 'ไม่มี', 'None'),
  option(otherOption, 'อื่น ๆ', 'Other'),
];

/** Spec §3 "sourceOfIncome": salary/wages, investment, royalties and contract assets, rent, others. */
export const sourcesOfIncome = [
  option('SALARY', 'เงินเดือน / ค่าจ้าง', 'Salary / wages'),
  option('INVESTMENT', 'การลงทุน', 'Investment'),
  option('ROYALTIES', 'ค่าลิขสิทธิ์และทรัพย์สินตามสัญญา', 'Royalties and contract assets'),
  option('RENT', 'ค่าเช่า', 'Rent'),
  option(otherOption, 'อื่น ๆ', 'Others'),
];

/** Spec §3 "sourceOfIncomeType" (source of investment funds). */
export const sourcesOfFunds = [
  option('INHERITANCE', 'มรดก', 'Inheritance'),
  option('SALARY', 'เงินเดือน / ค่าจ้าง', 'Salary / wages'),
  option('SAVINGS', 'เงินออม', 'Savings'),
  option('PENSION', 'เงินบำนาญ / กองทุนเลี้ยงชีพ', 'Pension / retirement funds'),
  option('DONATION', 'เงินที่ได้รับจากการให้', 'Donation'),
  option(otherOption, 'อื่น ๆ', 'Others'),
];

export const monthlyIncomes = [
  option('LT_15K', 'น้อยกว่า 15,000 บาท', 'Less than 15,000 baht'),
  option('15K_30K', '15,000 - 30,000 บาท', '15,000 - 30,000 baht'),
  option('30K_50K', '30,001 - 50,000 บาท', '30,001 - 50,000 baht'),
  option('50K_100K', '50,001 - 100,000 บาท', '50,001 - 100,000 baht'),
  option('100K_500K', '100,001 - 500,000 บาท', '100,001 - 500,000 baht'),
  option('GT_500K', 'มากกว่า 500,000 บาท', 'More than 500,000 baht'),
];

export const incomeRatios = [
  option('DOMESTIC_ONLY', 'รายได้ในประเทศทั้งหมด', 'All domestic'),
  option('MOSTLY_DOMESTIC', 'ในประเทศมากกว่าต่างประเทศ', 'Mostly domestic'),
  option('HALF', 'ในประเทศและต่างประเทศเท่า ๆ กัน', 'Half domestic, half foreign'),
  option('MOSTLY_FOREIGN', 'ต่างประเทศมากกว่าในประเทศ', 'Mostly foreign'),
  option('FOREIGN_ONLY', 'รายได้จากต่างประเทศทั้งหมด', 'All foreign'),
];

export const plannedAssetTypes = [
  option('CASH', 'เงินสด / เงินฝาก', 'Cash / deposits'),
  option('SECURITIES', 'หลักทรัพย์ / กองทุนรวม', 'Securities / mutual funds'),
  option('DIGITAL_ASSETS', 'สินทรัพย์ดิจิทัล', 'Digital assets'),
  option('REAL_ESTATE', 'อสังหาริมทรัพย์', 'Real estate'),
  option(otherOption, 'อื่น ๆ', 'Other'),
];

export const beneficiaryTypes = [
  option('SELF', 'ตนเองเป็นผู้รับประโยชน์ที่แท้จริง', 'I am the real beneficiary'),
  option(
    'NOMINEE',
    'ลงทุนแทนผู้อื่น (ผู้รับประโยชน์ที่แท้จริงเป็นบุคคลอื่น)',
    'Nominee (someone else is the real beneficiary)',
  ),
];

export const addressKinds = [
  option('THAI', 'ที่อยู่ในประเทศไทย', 'Address in Thailand'),
  option('FOREIGN', 'ที่อยู่ต่างประเทศ', 'Address abroad'),
];

/** "Same as": the current address may copy the ID card's; the work address the ID card's or the current one. */
export const currentAddressCopies = ['ID_CARD'] as const;
export const workAddressCopies = [...currentAddressCopies, 'CURRENT'] as const;

export const kycFormOptions = {
  genders,
  maritalStatuses,
  titlesTh: titlesTh.map((t) => option(t, t, t)),
  titlesEn: titlesEn.map((t) => option(t, t, t)),
  occupations,
  businessTypes,
  positions,
  sourcesOfIncome,
  sourcesOfFunds,
  monthlyIncomes,
  incomeRatios,
  plannedAssetTypes,
  beneficiaryTypes,
  addressKinds,
} as const;

export type KycFormOptionList = keyof typeof kycFormOptions;

export const optionValues = (list: KycFormOptionList): string[] => kycFormOptions[list].map((o) => o.value);
