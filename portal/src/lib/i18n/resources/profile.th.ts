/** Personal information after approval (profile menu): contact details, change requests to compliance. */
export const profileTh = {
  title: 'ข้อมูลส่วนตัว',
  lead: 'เบอร์โทรศัพท์และที่อยู่ปัจจุบันเปลี่ยนได้ทันที ข้อมูลอื่น เช่น อาชีพ รายได้ แหล่งที่มาของเงินลงทุน ผู้รับผลประโยชน์ และสัญชาติ จะส่งให้ทีมตรวจสอบพิจารณาก่อน ระหว่างนี้ท่านยังลงทุนได้ตามปกติ',
  notVerified: 'บัญชีของท่านยังไม่ได้รับการอนุมัติ กรุณากรอกข้อมูลในขั้นตอนการยืนยันตัวตน',
  toVerification: 'ไปหน้าการยืนยันตัวตน',
  sections: {
    general: 'ข้อมูลทั่วไปและที่อยู่',
    personal: 'อาชีพ รายได้ และผู้รับผลประโยชน์',
    bank: 'บัญชีธนาคาร',
  },
  edit: 'แก้ไข',
  phone: 'เบอร์โทรศัพท์',
  currentAddress: 'ที่อยู่ปัจจุบัน',
  occupation: 'อาชีพ',
  monthlyIncome: 'รายได้ต่อเดือน',
  requests: {
    title: 'คำขอเปลี่ยนแปลงข้อมูล',
    none: 'ยังไม่มีคำขอ',
    kind: { PROFILE: 'ข้อมูลส่วนตัว', BANK_ACCOUNT: 'บัญชีธนาคาร' },
    status: { PENDING: 'รอการพิจารณา', APPROVED: 'อนุมัติแล้ว', REJECTED: 'ไม่อนุมัติ' },
    fields: 'ข้อมูลที่ขอเปลี่ยน: {{fields}}',
    reason: 'เหตุผล: {{reason}}',
    sentAt: 'ส่งเมื่อ {{date}}',
  },
  form: {
    note: 'เบอร์โทรศัพท์และที่อยู่ปัจจุบันจะเปลี่ยนทันที ข้อมูลอื่นที่แก้ไขจะส่งให้ทีมตรวจสอบพิจารณา',
    back: 'กลับไปหน้าข้อมูลส่วนตัว',
    submit: 'บันทึกการเปลี่ยนแปลง',
    applied: 'อัปเดตข้อมูลเรียบร้อยแล้ว',
    requested: 'ส่งคำขอเปลี่ยนแปลงให้ทีมตรวจสอบแล้ว',
  },
};

export type ProfileMessages = typeof profileTh;
