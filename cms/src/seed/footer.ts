import { COMPANY, CONTACT, sitePath } from './company.ts';
import { DEMO_MARK, type LocaleCode, type Localized } from './localized.ts';

export interface LinkContent {
  label: string;
  url: string;
}

export interface FooterContent {
  links: LinkContent[];
  disclaimers: string;
  address: string;
  phone: string;
  email: string;
  lineId: string;
}

const LINK_LABELS: Localized<Record<'about' | 'faq' | 'disclosure' | 'complaint' | 'licence', string>> = {
  th: {
    about: 'เกี่ยวกับเรา',
    faq: 'คำถามที่พบบ่อย',
    disclosure: 'การเปิดเผยข้อมูลและคำเตือนความเสี่ยง',
    complaint: 'แจ้งเรื่องร้องเรียน',
    licence: 'ตรวจสอบผู้ได้รับอนุญาตกับ ก.ล.ต.',
  },
  en: {
    about: 'About us',
    faq: 'FAQ',
    disclosure: 'Public disclosure and risk notice',
    complaint: 'Make a complaint',
    licence: 'Check licensed businesses with the SEC',
  },
};

function links(locale: LocaleCode): LinkContent[] {
  const label = LINK_LABELS[locale];
  return [
    { label: label.about, url: sitePath(locale, 'about') },
    { label: label.faq, url: sitePath(locale, 'faq') },
    { label: label.disclosure, url: sitePath(locale, 'disclosure') },
    { label: label.complaint, url: sitePath(locale, 'complaint') },
    { label: label.licence, url: 'https://www.sec.or.th' },
  ];
}

const contact = { phone: CONTACT.phone, email: CONTACT.email, lineId: CONTACT.lineId };

export const FOOTER: Localized<FooterContent> = {
  th: {
    links: links('th'),
    disclaimers: `**คริปโทเคอร์เรนซีและโทเคนดิจิทัลมีความเสี่ยงสูงมาก ผู้ลงทุนอาจสูญเสียเงินลงทุนทั้งจำนวน ควรศึกษาและทำความเข้าใจความเสี่ยงก่อนตัดสินใจลงทุน**

ผลการดำเนินงานในอดีตไม่ได้เป็นสิ่งยืนยันผลการดำเนินงานในอนาคต ข้อมูลบนเว็บไซต์นี้ไม่ใช่คำแนะนำการลงทุน

_${DEMO_MARK.th}: เว็บไซต์นี้ใช้สาธิตระบบ ชื่อบริษัท บุคคล และตัวเลขทั้งหมดเป็นข้อมูลสมมติ_`,
    address: COMPANY.th.address,
    ...contact,
  },
  en: {
    links: links('en'),
    disclaimers: `**Cryptocurrencies and digital tokens are very high risk. You may lose all of the money you invest. Study and understand the risks before you decide to invest.**

Past performance is not a guarantee of future results. Nothing on this website is investment advice.

_${DEMO_MARK.en}: this website demonstrates the platform; the company, people and figures are fictional._`,
    address: COMPANY.en.address,
    ...contact,
  },
};
