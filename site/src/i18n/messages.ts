import type { Locale } from './locales.ts';

const th = {
  meta: {
    title: 'MFund | ลงทุนในกองทุนสินทรัพย์ดิจิทัลอย่างมืออาชีพ',
    description:
      'MFund ผู้จัดการกองทุนสินทรัพย์ดิจิทัลที่ได้รับใบอนุญาตจาก ก.ล.ต. เลือกลงทุนใน 6 กลยุทธ์ที่บริหารโดยผู้เชี่ยวชาญ เปิดบัญชีออนไลน์ได้ในประมาณ 15 นาที',
  },
  nav: {
    label: 'เมนูหลัก',
    register: 'สมัครบัญชี',
    login: 'เข้าสู่ระบบ',
    otherLanguage: 'English',
    otherLanguageLabel: 'Switch to English',
    skipToContent: 'ข้ามไปยังเนื้อหา',
  },
  hero: {
    eyebrow: 'ผู้จัดการกองทุนสินทรัพย์ดิจิทัล ได้รับใบอนุญาตจาก ก.ล.ต.',
    tagline: 'ลงทุนในสินทรัพย์ดิจิทัลอย่างมืออาชีพ ปลอดภัย และโปร่งใส',
    intro: 'เลือกลงทุนในกลยุทธ์สินทรัพย์ดิจิทัลที่บริหารโดยทีมผู้เชี่ยวชาญ ทรัพย์สินของคุณเก็บรักษาโดยผู้รับฝากทรัพย์สินอิสระในนามของคุณ',
  },
  highlights: {
    label: 'จุดเด่น',
    items: [
      { value: '6', text: 'กลยุทธ์การลงทุน ตั้งแต่บิตคอยน์ไปจนถึงโทเคนยุคใหม่' },
      { value: '15', text: 'นาทีโดยประมาณ ในการเปิดบัญชีออนไลน์' },
      { value: '09:00–18:00', text: 'เวลาทำการของทีมบริการลูกค้า' },
    ],
  },
  footer: {
    company: 'MFund บริษัทจัดการกองทุนสินทรัพย์ดิจิทัล',
    risk: 'การลงทุนในสินทรัพย์ดิจิทัลมีความเสี่ยงสูง ผู้ลงทุนควรศึกษาข้อมูลและทำความเข้าใจความเสี่ยงก่อนตัดสินใจลงทุน',
  },
};

type SiteMessages = typeof th;

const en: SiteMessages = {
  meta: {
    title: 'MFund | Professional digital-asset fund investing',
    description:
      'MFund is a digital-asset fund manager licensed by the Thai SEC. Choose from six professionally managed strategies and open an account online in about 15 minutes.',
  },
  nav: {
    label: 'Main menu',
    register: 'Register',
    login: 'Log in',
    otherLanguage: 'ไทย',
    otherLanguageLabel: 'เปลี่ยนเป็นภาษาไทย',
    skipToContent: 'Skip to content',
  },
  hero: {
    eyebrow: 'A digital-asset fund manager licensed by the Thai SEC',
    tagline: 'Invest in digital assets professionally, safely and transparently',
    intro:
      'Choose digital-asset strategies managed by a team of specialists. An independent custodian holds your assets in your name.',
  },
  highlights: {
    label: 'Highlights',
    items: [
      { value: '6', text: 'investment strategies, from bitcoin to next-generation tokens' },
      { value: '15', text: 'minutes or so to open an account online' },
      { value: '09:00–18:00', text: 'customer service business hours' },
    ],
  },
  footer: {
    company: 'MFund, a digital-asset fund management company',
    risk: 'Digital assets carry high risk. Study the information and understand the risks before you invest.',
  },
};

const messages: Record<Locale, SiteMessages> = { th, en };

export function messagesFor(locale: Locale): SiteMessages {
  return messages[locale];
}
