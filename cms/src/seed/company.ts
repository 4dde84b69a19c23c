import type { Localized } from './localized.ts';

// A fictional company for the demo: the reserved .example domain and the all-zero numbers cannot reach
// anyone real. Editors replace these with the licensed company's details.
//
// The CMS is seeded for the active brand (the second one, spec §1). These are that brand's details from the
// domain package's brand configuration, written out because the CMS runs as compiled JavaScript without the
// workspace packages; company.test.ts fails the moment the two differ.
export const DEMO_SITE_URL = 'https://www.mfund.example';

/** The trading name. */
export const BRAND_NAME = 'MFund';

/** The juristic person registration number, which is also the tax id. */
export const REGISTRATION_NUMBER = '0105561000003';

export const COMPANY: Localized<{ name: string; address: string }> = {
  th: {
    name: 'บริษัท เอ็มฟันด์ แอสเซท แมเนจเมนท์ จำกัด',
    address: 'ชั้น 20 อาคารเอ็มฟันด์ทาวเวอร์ เลขที่ 99 ถนนสาทรใต้ แขวงทุ่งมหาเมฆ เขตสาทร กรุงเทพมหานคร 10120',
  },
  en: {
    name: 'MFund Asset Management Company Limited',
    address:
      '20th Floor, MFund Tower, 99 South Sathorn Road, Thung Maha Mek, Sathon, Bangkok 10120, Thailand',
  },
};

export const CONTACT = {
  phone: '02-000-0000',
  phoneInternational: '+66-2-000-0000',
  email: 'support@mfund.example',
  lineId: '@mfundsupport',
  businessHours: '09:00-18:00',
} as const;

/** A page's address on the site: Thai at the root, English under /en, with the static build's trailing slash. */
export function sitePath(locale: keyof typeof COMPANY, page: string): string {
  return `${locale === 'th' ? '' : '/en'}/${page}/`;
}
