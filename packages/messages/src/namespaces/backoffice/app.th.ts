/**
 * The back office's frame in Thai: sign-in, two-factor, dashboard, menu, decision dialogs. The brand's name
 * (`VITE_BRAND`) is given to every text as {{brand}}, so staff see which company's back office they are in.
 */
export const appTh = {
  title: '{{brand}} · ระบบหลังบ้าน',
  // A value shown alone, through the catalogue's formats (`@fund/messages/i18n`): 08/12/2569, 1,234.5678.
  formats: {
    business_date: '{{value, businessDate}}',
    business_date_weekday: '{{value, businessDate(weekday: true)}}',
    decimal: '{{value, decimal}}',
    date_time: '{{value, instant}}',
    file_size: '{{value, fileSize}}',
  },
  maintenance: {
    banner: 'ระบบอยู่ระหว่างปิดปรับปรุง: ผู้ลงทุนยังดูข้อมูลได้ แต่ส่งคำสั่ง ฝากเงิน หรือแก้ไขข้อมูลไม่ได้ เจ้าหน้าที่ทำงานได้ตามปกติ',
  },
  login: {
    title: '{{brand}} · ระบบหลังบ้าน',
    subtitle: 'สำหรับเจ้าหน้าที่',
    two_factor: '$t(security.twoFactorCode, {"ns": "common"})',
    two_factor_help: 'รหัส 6 หลักจากแอปยืนยันตัวตน หรือรหัสกู้คืน (เฉพาะผู้ที่เปิดใช้การยืนยันตัวตนสองขั้นตอนแล้ว)',
  },
  two_factor: {
    title: 'การยืนยันตัวตนสองขั้นตอน',
    intro:
      'เมื่อเปิดใช้ การเข้าสู่ระบบจะต้องใช้รหัส 6 หลักจากแอปยืนยันตัวตน (เช่น Google Authenticator) ทุกครั้ง นอกเหนือจากรหัสผ่าน',
    start: 'เริ่มตั้งค่า',
    scan: 'สแกนคิวอาร์โค้ดนี้ด้วยแอปยืนยันตัวตน หรือพิมพ์รหัสลับด้านล่าง แล้วกรอกรหัส 6 หลักที่แอปแสดง',
    qr_alt: '$t(security.qrAlt, {"ns": "common"})',
    secret: 'รหัสลับ: {{secret}}',
    code: 'รหัส 6 หลักจากแอป',
    confirm: 'ยืนยันและเปิดใช้',
    enabled: 'เปิดใช้การยืนยันตัวตนสองขั้นตอนแล้ว ครั้งต่อไปให้กรอกรหัสจากแอปพร้อมรหัสผ่าน',
    on: 'เปิดใช้การยืนยันตัวตนสองขั้นตอนอยู่ การเข้าสู่ระบบต้องใช้รหัสจากแอปหรือรหัสกู้คืนพร้อมรหัสผ่าน',
    forced_intro:
      'บัญชีเจ้าหน้าที่ต้องเปิดใช้การยืนยันตัวตนสองขั้นตอนก่อนใช้งานระบบหลังบ้าน ตั้งค่าด้วยแอปยืนยันตัวตน (เช่น Google Authenticator) แล้วจึงทำงานต่อได้',
    continue: 'ไปที่ระบบหลังบ้าน',
    sign_out: 'ออกจากระบบ',
    recovery: {
      title: 'รหัสกู้คืน',
      shown_once:
        'รหัสกู้คืน 10 รหัสนี้แสดงเพียงครั้งเดียว กรุณาคัดลอกหรือดาวน์โหลดเก็บไว้ในที่ปลอดภัย หากไม่มีโทรศัพท์ ใช้รหัสกู้คืนแทนรหัสจากแอปได้ครั้งละหนึ่งรหัส และแต่ละรหัสใช้ได้ครั้งเดียว',
      copy: 'คัดลอกรหัส',
      download: 'ดาวน์โหลด',
      copied: 'คัดลอกรหัสกู้คืนแล้ว',
      copy_failed: 'คัดลอกไม่สำเร็จ กรุณาดาวน์โหลดหรือจดรหัสไว้',
      regenerate_title: 'ขอรหัสกู้คืนชุดใหม่',
      regenerate_intro: 'กรอกรหัส 6 หลักจากแอปเพื่อรับรหัสกู้คืนชุดใหม่ รหัสชุดเดิมจะใช้ไม่ได้อีก',
      regenerate: 'ขอรหัสชุดใหม่',
    },
  },
  session: {
    idle: '$t(AUTH_SESSION_IDLE, {"ns": "errors"})',
  },
  dashboard: {
    signed_in_as: 'เข้าสู่ระบบในชื่อ {{email}}',
    role: 'บทบาท: {{role}}',
    title: 'งานที่รอดำเนินการ',
    load_failed: 'โหลดจำนวนงานที่รอไม่สำเร็จ กรุณาโหลดหน้าใหม่',
    count_link: '{{label}}: {{count, number}} รายการ',
    kyc_title: 'คำขอเปิดบัญชี (KYC)',
    kyc_by_age: 'รอการอนุมัติ ตามระยะเวลารอ (สัญญา 1-2 วัน)',
    kyc_by_status: 'ตามสถานะ',
    ages: {
      UNDER_1_DAY: 'ส่งวันนี้ (ไม่ถึง 1 วัน)',
      DAYS_1_TO_2: 'รอ 1-2 วัน',
      OVER_2_DAYS: 'รอเกิน 2 วัน (เกินกำหนด)',
    },
    orders_title: 'คำสั่งซื้อขาย',
    orders_label: 'คำสั่งรอการอนุมัติ',
    deposits_title: 'เงินฝาก',
    deposits_label: '$t(paymentStatus.PENDING, {"ns": "glossary"})',
    navs_title: 'NAV',
    navs_label: 'บันทึกแล้ว รอเจ้าหน้าที่อีกคนอนุมัติ',
    payouts_title: 'การจ่ายเงินคืน',
    payouts: {
      PENDING: 'รอจัดทำไฟล์โอนเงิน',
      HELD: 'ระงับไว้ รอฝ่ายกำกับตรวจสอบบัญชี',
    },
  },
  bulk_approve: {
    title: 'อนุมัติ {{smart_count}} รายการที่เลือก?',
    content: 'แต่ละรายการจะถูกตรวจสอบและบันทึกการดำเนินการแยกกัน เหมือนอนุมัติทีละรายการ: {{refs}}',
    done: 'อนุมัติแล้ว {{smart_count}} รายการ',
    refused_title: 'อนุมัติไม่ได้ {{smart_count}} รายการ',
    close: 'ปิด',
  },
  roles: {
    compliance: 'ฝ่ายกำกับดูแลการปฏิบัติงาน',
    operations: 'ฝ่ายปฏิบัติการ',
    support: 'ฝ่ายบริการลูกค้า',
    admin: 'ผู้ดูแลระบบ',
  },
  decision_dialog: {
    cancel: 'ยกเลิก',
    reason: 'เหตุผล',
    reason_helper: 'ไม่เกิน {{max}} ตัวอักษร',
    reason_required: 'ใส่เหตุผล {{min}}-{{max}} ตัวอักษร',
  },
};
