/** The site's small islands, in Thai: FAQ search, the consent popup, the interest popup and the scammer alert. */
export const siteIslands = {
  faqSearch: {
    label: 'ค้นหาคำถาม',
    placeholder: 'พิมพ์คำที่ต้องการค้นหา เช่น ค่าธรรมเนียม',
    countAll: 'คำถามทั้งหมด {{total}} ข้อ',
    countFound: 'พบ {{shown}} จาก {{total}} คำถาม',
    none: 'ไม่พบคำถามที่ตรงกับ “{{query}}”',
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
