import type { Locale } from './locales.ts';

/** Wording of the small islands: FAQ search, the consent popup, the interest popup and the scammer alert. */
const th = {
  faqSearch: {
    label: 'ค้นหาคำถาม',
    placeholder: 'พิมพ์คำที่ต้องการค้นหา เช่น ค่าธรรมเนียม',
    count: (shown: number, total: number) =>
      shown === total ? `คำถามทั้งหมด ${total} ข้อ` : `พบ ${shown} จาก ${total} คำถาม`,
    none: (query: string) => `ไม่พบคำถามที่ตรงกับ “${query}”`,
    clear: 'ล้างคำค้นหา',
    topics: { 'why-invest': 'ทำไมต้องลงทุน', security: 'ความปลอดภัย', popular: 'หัวข้อยอดนิยม' },
  },
  consent: {
    title: 'ความเป็นส่วนตัวและการเปิดเผยข้อมูล',
    text: 'เราใช้ข้อมูลส่วนบุคคลตามนโยบายความเป็นส่วนตัว และขอความยินยอมในการเปิดเผยข้อมูลเพื่อพัฒนาบริการและแจ้งข่าวสารที่เกี่ยวข้อง คุณเปลี่ยนใจได้ทุกเมื่อโดยติดต่อฝ่ายบริการลูกค้า',
    accept: 'ยอมรับ',
    decline: 'ปฏิเสธ',
  },
  interest: {
    open: 'สนใจลงทุน',
    title: 'สนใจลงทุน',
    intro: 'ฝากข้อมูลไว้ เจ้าหน้าที่จะติดต่อกลับเพื่อแนะนำกลยุทธ์ที่เหมาะกับคุณ',
    close: 'ปิด',
  },
  scammerAlert: { label: 'คำเตือนมิจฉาชีพ' },
};

export type IslandMessages = typeof th;

const en: IslandMessages = {
  faqSearch: {
    label: 'Search the questions',
    placeholder: 'Type a word, e.g. fees',
    count: (shown: number, total: number) =>
      shown === total ? `All ${total} questions` : `${shown} of ${total} questions`,
    none: (query: string) => `No question matches “${query}”`,
    clear: 'Clear search',
    topics: { 'why-invest': 'Why invest', security: 'Security', popular: 'Popular topics' },
  },
  consent: {
    title: 'Privacy and publicity of information',
    text: 'We use personal data under our privacy policy and ask your consent to the publicity of information, so we can improve our service and send you relevant news. You can change your mind at any time through customer service.',
    accept: 'Accept',
    decline: 'Decline',
  },
  interest: {
    open: 'Interested?',
    title: 'Interested in investing?',
    intro: 'Leave your details and we will call you back to suggest the strategies that suit you.',
    close: 'Close',
  },
  scammerAlert: { label: 'Scam warning' },
};

const messages: Record<Locale, IslandMessages> = { th, en };

export function islandMessagesFor(locale: Locale): IslandMessages {
  return messages[locale];
}
