/** Thai, the default language; English must carry exactly these keys. */
export const th = {
  app: {
    name: 'MFund',
    tagline: 'ลงทุนในกองทุนสินทรัพย์ดิจิทัลอย่างมืออาชีพ',
    skipToContent: 'ข้ามไปยังเนื้อหา',
    footer: 'บริษัทจัดการกองทุนสินทรัพย์ดิจิทัล ได้รับใบอนุญาตจากสำนักงาน ก.ล.ต.',
  },
  language: { label: 'ภาษา', th: 'ไทย', en: 'English' },
  progress: { label: 'กำลังโหลดหน้า' },
  toast: { close: 'ปิดการแจ้งเตือน' },
  home: {
    title: 'ยินดีต้อนรับสู่ MFund',
    lead: 'เปิดบัญชี ยืนยันตัวตน และลงทุนในกลยุทธ์สินทรัพย์ดิจิทัลที่บริหารโดยผู้เชี่ยวชาญ ได้ในที่เดียว',
    login: 'เข้าสู่ระบบ',
  },
  login: {
    title: 'เข้าสู่ระบบ',
    subtitle: 'ใช้อีเมลและรหัสผ่านของบัญชี MFund',
    email: 'อีเมล',
    password: 'รหัสผ่าน',
    submit: 'เข้าสู่ระบบ',
    submitting: 'กำลังเข้าสู่ระบบ…',
    success: 'เข้าสู่ระบบสำเร็จ',
  },
  suspended: {
    title: 'บัญชีของคุณถูกระงับชั่วคราว',
    body: 'เพื่อความปลอดภัย บัญชีนี้ถูกล็อกไว้ กรุณาติดต่อฝ่ายบริการลูกค้าเพื่อปลดล็อกบัญชี',
    hours: 'เวลาทำการ 09:00–18:00 น.',
    contact: 'ติดต่อผ่าน LINE {{lineId}}',
  },
  notFound: {
    title: 'ไม่พบหน้าที่ต้องการ',
    body: 'หน้านี้อาจถูกย้ายหรือไม่มีอยู่แล้ว',
    back: 'กลับหน้าแรก',
  },
};

export type Messages = typeof th;
