import { isThaiNationalId } from '../kyc/thai-id.ts';
import type { BilingualText as Text } from '../text.ts';

/**
 * One of the two brands the product runs under (spec §1). Everything that names the company (site, portal, back
 * office, e-mails, PDFs, the maintenance screen) reads it from here, so a brand has one legal name everywhere.
 */
export interface Brand {
  key: string;
  /** The trading name in headers, titles and the authenticator app. */
  name: string;
  /** The registered company: the one name used in footers, invoices, statements and as the deposit payee. */
  legalName: Text;
  /** The letters tax invoice numbers start with (each brand numbers its own). */
  invoicePrefix: string;
  /** Juristic person registration number, which is also the tax id: 13 digits with the national-ID check digit. */
  registrationNumber: string;
  address: Text;
  /** The letters in the logo mark. */
  logoText: string;
  colours: {
    /** Buttons, links and headings on white; must keep 4.5:1 contrast with white text. */
    primary: string;
    /** Accents and borders, never behind text. */
    accent: string;
    /** Soft backgrounds behind dark text. */
    soft: string;
  };
  /** The LINE official account customers reach support through. */
  lineId: string;
  support: {
    /** Written the local way in Thai and the international way in English. */
    phone: Text;
    email: string;
    hours: Text;
  };
  /** Who the e-mails come from. */
  mailSender: { name: string; address: string };
  /** The demo web address; `.example` so nothing reaches a real company. */
  siteUrl: string;
}

export const brands = {
  merit: {
    key: 'merit',
    name: 'Merit Asset',
    legalName: { th: 'บริษัท เมอริท แอสเซท จำกัด', en: 'Merit Asset Company Limited' },
    invoicePrefix: 'MA',
    registrationNumber: '0105559123454',
    address: {
      th: 'ชั้น 15 อาคารเมอริททาวเวอร์ เลขที่ 1 ถนนวิทยุ แขวงลุมพินี เขตปทุมวัน กรุงเทพมหานคร 10330',
      en: '15th Floor, Merit Tower, 1 Wireless Road, Lumphini, Pathum Wan, Bangkok 10330, Thailand',
    },
    logoText: 'MA',
    colours: { primary: '#1e3a8a', accent: '#f59e0b', soft: '#eff6ff' },
    lineId: '@meritasset',
    support: {
      phone: { th: '02-000-0001', en: '+66 2 000 0001' },
      email: 'support@meritasset.example',
      hours: { th: 'จันทร์-ศุกร์ 09:00-18:00 น.', en: 'Mon-Fri 09:00-18:00' },
    },
    mailSender: { name: 'Merit Asset', address: 'no-reply@meritasset.example' },
    siteUrl: 'https://www.meritasset.example',
  },
  mfund: {
    key: 'mfund',
    name: 'MFund',
    legalName: {
      th: 'บริษัท เอ็มฟันด์ แอสเซท แมเนจเมนท์ จำกัด',
      en: 'MFund Asset Management Company Limited',
    },
    invoicePrefix: 'MF',
    registrationNumber: '0105561000003',
    address: {
      th: 'ชั้น 20 อาคารเอ็มฟันด์ทาวเวอร์ เลขที่ 99 ถนนสาทรใต้ แขวงทุ่งมหาเมฆ เขตสาทร กรุงเทพมหานคร 10120',
      en: '20th Floor, MFund Tower, 99 South Sathorn Road, Thung Maha Mek, Sathon, Bangkok 10120, Thailand',
    },
    logoText: 'M',
    colours: { primary: '#0f766e', accent: '#14b8a6', soft: '#f0fdfa' },
    lineId: '@mfundsupport',
    support: {
      phone: { th: '02-000-0000', en: '+66 2 000 0000' },
      email: 'support@mfund.example',
      hours: { th: 'จันทร์-ศุกร์ 09:00-18:00 น.', en: 'Mon-Fri 09:00-18:00' },
    },
    mailSender: { name: 'MFund', address: 'no-reply@mfund.example' },
    siteUrl: 'https://www.mfund.example',
  },
} as const satisfies Record<string, Brand>;

export type BrandKey = keyof typeof brands;

export const brandKeys = Object.keys(brands) as BrandKey[];

/** The second brand is the active one (spec §1), so it is the default. */
export const defaultBrandKey: BrandKey = 'mfund';

/**
 * The brand a setting names (`BRAND`, `SITE_BRAND`, `VITE_BRAND`); empty means the default. An unknown name is
 * refused rather than shipping or serving the wrong company's name.
 */
export function selectBrand(value: string | undefined | null, setting = 'BRAND'): Brand {
  const key = value?.trim() || defaultBrandKey;
  if (!Object.hasOwn(brands, key)) {
    throw new Error(`${setting} "${key}" is not a brand; use one of: ${brandKeys.join(', ')}.`);
  }
  return brands[key as BrandKey];
}

export function isBrandKey(value: string): value is BrandKey {
  return Object.hasOwn(brands, value);
}

/** Juristic registration numbers use the national ID's 13 digits and mod-11 check digit. */
export function isRegistrationNumber(value: string): boolean {
  return isThaiNationalId(value);
}

/** The LINE link that opens a chat with the brand's official account. */
export function brandLineUrl(brand: Brand): string {
  return `https://line.me/R/ti/p/${brand.lineId}`;
}

/** The name of the client money account deposits are transferred to: always the brand's legal name. */
export function depositPayee(brand: Brand): Text {
  return { th: `${brand.legalName.th} เพื่อลูกค้า`, en: `${brand.legalName.en} for Clients` };
}

/** The foot of every e-mail: the team, the company by its legal name, then phone, hours and LINE. */
export function supportSignature(brand: Brand): Text {
  const { phone, hours } = brand.support;
  return {
    th: `ทีมบริการลูกค้า\n${brand.legalName.th}\nโทร ${phone.th} (${hours.th}) · LINE ${brand.lineId}`,
    en: `Customer Service\n${brand.legalName.en}\nTel. ${phone.en} (${hours.en}) · LINE ${brand.lineId}`,
  };
}

/** The `From` header of every e-mail. */
export function mailFrom(brand: Brand): string {
  return `${brand.mailSender.name} <${brand.mailSender.address}>`;
}

/** What front ends may show about the brand: nothing here is secret. */
export function publicBrand(brand: Brand) {
  return {
    key: brand.key,
    name: brand.name,
    legalName: brand.legalName,
    registrationNumber: brand.registrationNumber,
    address: brand.address,
    logoText: brand.logoText,
    colours: brand.colours,
    lineId: brand.lineId,
    lineUrl: brandLineUrl(brand),
    support: brand.support,
  };
}

export type PublicBrand = ReturnType<typeof publicBrand>;
