import { BRAND_NAME, COMPANY, CONTACT, DEMO_SITE_URL } from './company.ts';
import type { LocaleCode, Localized } from './localized.ts';
import { pageSeo, type SeoContent } from './seo.ts';

export interface StepContent {
  title: string;
  description: string;
}

export interface HomePageContent {
  heroTitle: string;
  heroSubtitle: string;
  heroCta: string;
  howToOpenTitle: string;
  openingMinutes: number;
  stepCount: number;
  steps: StepContent[];
  seo: SeoContent;
}

// The seven KYC steps in the order the portal asks for them (product spec §1 and the FAQ's description).
const STEPS: Localized<StepContent[]> = {
  th: [
    { title: 'เข้าสู่ระบบ', description: 'สมัครสมาชิกหรือเข้าสู่ระบบด้วยอีเมล แล้วยืนยันอีเมลของคุณ' },
    { title: 'ถ่ายภาพบัตรประชาชน', description: 'ถ่ายภาพบัตรประชาชนทั้งด้านหน้าและด้านหลังด้วยโทรศัพท์มือถือ' },
    {
      title: 'กรอกข้อมูลทั่วไป',
      description: 'กรอกข้อมูลให้ตรงกับบัตรประชาชน พร้อมรหัสหลังบัตร (Laser ID)',
    },
    { title: 'ประเมินความเสี่ยง', description: 'ทำแบบประเมินความเหมาะสมในการลงทุน 3 ส่วน เพื่อหากลยุทธ์ที่เหมาะกับคุณ' },
    { title: 'FATCA', description: 'ตอบแบบสอบถามสถานะความเป็นบุคคลอเมริกันตามกฎหมาย FATCA' },
    { title: 'ข้อมูลบัญชีธนาคาร', description: 'ระบุบัญชีธนาคารที่เป็นชื่อของคุณเอง สำหรับรับเงินจากการขายคืน' },
    {
      title: 'ยอมรับสัญญา',
      description: 'อ่านและยอมรับสัญญาการจัดการเงินทุน หนังสือมอบอำนาจ และนโยบายการลงทุน',
    },
  ],
  en: [
    { title: 'Log in', description: 'Sign up or log in with your e-mail address, then verify it.' },
    {
      title: 'ID card photos',
      description: 'Photograph the front and the back of your Thai ID card with your phone.',
    },
    {
      title: 'General information',
      description: 'Enter your details exactly as on your ID card, with the laser code on its back.',
    },
    {
      title: 'Risk assessment',
      description: 'Answer the three-part suitability assessment to find the strategies that fit you.',
    },
    { title: 'FATCA', description: 'Tell us whether you are a US person under FATCA.' },
    {
      title: 'Bank account',
      description: 'Add a bank account in your own name to receive the proceeds of your reductions.',
    },
    {
      title: 'Accept the contract',
      description:
        'Read and accept the management agreement, the power of attorney and the investment policy.',
    },
  ],
};

/** The home page's Organization and FinancialService JSON-LD, which the site embeds as is. */
export function organizationJsonLd(locale: LocaleCode): Record<string, unknown> {
  const url = locale === 'th' ? `${DEMO_SITE_URL}/` : `${DEMO_SITE_URL}/en/`;
  const address = {
    '@type': 'PostalAddress',
    streetAddress: COMPANY[locale].address,
    addressLocality: locale === 'th' ? 'กรุงเทพมหานคร' : 'Bangkok',
    postalCode: '10120',
    addressCountry: 'TH',
  };
  const organizationId = `${DEMO_SITE_URL}/#organization`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organizationId,
        name: COMPANY[locale].name,
        alternateName: BRAND_NAME,
        url,
        foundingDate: '2020-02',
        email: CONTACT.email,
        telephone: CONTACT.phoneInternational,
        address,
      },
      {
        '@type': 'FinancialService',
        '@id': `${DEMO_SITE_URL}/#financial-service`,
        name: locale === 'th' ? 'เอ็มฟันด์ ผู้จัดการเงินทุนสินทรัพย์ดิจิทัล' : 'MFund digital-asset fund management',
        url,
        parentOrganization: { '@id': organizationId },
        areaServed: 'TH',
        availableLanguage: ['th', 'en'],
        telephone: CONTACT.phoneInternational,
        address,
        openingHoursSpecification: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '09:00',
          closes: '18:00',
        },
      },
    ],
  };
}

export const HOME_PAGE: Localized<HomePageContent> = {
  th: {
    heroTitle: 'ลงทุนในสินทรัพย์ดิจิทัลอย่างมืออาชีพ กับผู้จัดการเงินทุนที่ได้รับใบอนุญาต',
    heroSubtitle: `เลือกกลยุทธ์ที่บริหารโดยผู้จัดการกองทุนมืออาชีพ ทรัพย์สินเก็บรักษาโดยผู้รับฝากทรัพย์สินอิสระในชื่อของคุณ เริ่มต้น 10,000 บาทต่อกลยุทธ์`,
    heroCta: 'เปิดบัญชีลงทุน',
    howToOpenTitle: 'เปิดบัญชีออนไลน์ ง่าย ๆ ด้วยตัวเอง',
    openingMinutes: 15,
    stepCount: 7,
    steps: STEPS.th,
    seo: pageSeo(
      'MFund ผู้จัดการเงินทุนสินทรัพย์ดิจิทัลที่ได้รับใบอนุญาต',
      'ลงทุนในบิตคอยน์และสินทรัพย์ดิจิทัลผ่าน 6 กลยุทธ์ที่บริหารโดยมืออาชีพ เปิดบัญชีออนไลน์ใน 15 นาที ทรัพย์สินเก็บรักษาโดยผู้รับฝากอิสระ',
      organizationJsonLd('th'),
    ),
  },
  en: {
    heroTitle: 'Invest in digital assets professionally, with a licensed fund manager',
    heroSubtitle: `Choose strategies run by professional fund managers, with your assets held by an independent custodian in your own name. From 10,000 baht per strategy.`,
    heroCta: 'Open an account',
    howToOpenTitle: 'Open your account online, on your own',
    openingMinutes: 15,
    stepCount: 7,
    steps: STEPS.en,
    seo: pageSeo(
      'MFund: licensed digital-asset fund manager in Thailand',
      'Invest in bitcoin and digital assets through six professionally managed strategies. Open an account online in 15 minutes; an independent custodian holds your assets.',
      organizationJsonLd('en'),
    ),
  },
};
