/** Personal information after approval (profile menu): contact details, change requests to compliance. */
export const profileTh = {
  title: '$t(common:kyc.personalInfo)',
  lead: 'เบอร์โทรศัพท์และที่อยู่ปัจจุบันเปลี่ยนได้ทันที ข้อมูลอื่น เช่น อาชีพ รายได้ แหล่งที่มาของเงินลงทุน ผู้รับผลประโยชน์ และสัญชาติ จะส่งให้ทีมตรวจสอบพิจารณาก่อน ระหว่างนี้ท่านยังลงทุนได้ตามปกติ',
  notVerified: 'บัญชีของท่านยังไม่ได้รับการอนุมัติ กรุณากรอกข้อมูลในขั้นตอนการยืนยันตัวตน',
  toVerification: 'ไปหน้าการยืนยันตัวตน',
  sections: {
    general: 'ข้อมูลทั่วไปและที่อยู่',
    personal: 'อาชีพ รายได้ และผู้รับผลประโยชน์',
    bank: 'บัญชีธนาคาร',
    wallet: '$t(common:kyc.payoutWallet)',
  },
  wallet: {
    lead: 'ท่านสามารถเลือกรับเงินค่าขายคืนเข้ากระเป๋าเงินดิจิทัลของท่านเองได้ ทีมตรวจสอบจะยืนยันกระเป๋าเงินก่อนใช้งานครั้งแรก และทุกครั้งที่เปลี่ยน',
    none: 'ยังไม่มีกระเป๋าเงินที่ผ่านการตรวจสอบ',
    inUse: 'กระเป๋าเงินที่ใช้อยู่',
    pending: 'รอการตรวจสอบ: {{network}} {{address}}',
    network: 'เครือข่าย',
    address: 'ที่อยู่กระเป๋าเงิน',
    addressHint: 'คัดลอกจากแอปกระเป๋าเงินของท่าน ที่อยู่ต้องเป็นของเครือข่ายที่เลือก',
    chooseNetwork: 'เลือกเครือข่าย',
    networkRequired: 'กรุณาเลือกเครือข่าย',
    submit: 'ส่งให้ทีมตรวจสอบ',
    submitting: 'กำลังส่ง…',
    saved: 'บันทึกที่อยู่กระเป๋าเงินแล้ว ทีมตรวจสอบจะยืนยันก่อนใช้งาน',
    field: { network: 'เครือข่ายกระเป๋าเงิน', address: 'ที่อยู่กระเป๋าเงิน' },
  },
  edit: 'แก้ไข',
  phone: '$t(common:kyc.phone)',
  phoneVerification: {
    notVerified: 'เบอร์มือถือนี้ยังไม่ได้ยืนยัน ยืนยันด้วยรหัส OTP ทาง SMS เพื่อให้เราติดต่อท่านได้',
    send: 'ส่งรหัสทาง SMS',
    sent: 'ส่งรหัส 6 หลักไปที่เบอร์ที่ลงท้ายด้วย {{ending}} แล้ว รหัสใช้ได้ {{minutes}} นาที',
    confirm: 'ยืนยันเบอร์มือถือ',
    done: 'ตั้งค่า SMS เรียบร้อยแล้ว',
    verified: 'ยืนยันเบอร์มือถือทาง SMS แล้ว ({{date}})',
  },
  currentAddress: '$t(common:kyc.currentAddress)',
  occupation: 'อาชีพ',
  monthlyIncome: '$t(common:kyc.monthlyIncome)',
  requests: {
    title: '$t(common:kyc.changeRequests)',
    none: 'ยังไม่มีคำขอ',
    kind: {
      PROFILE: '$t(common:kyc.personalInfo)',
      BANK_ACCOUNT: 'บัญชีธนาคาร',
      WALLET: '$t(common:kyc.payoutWallet)',
    },
    status: { PENDING: 'รอการพิจารณา', APPROVED: 'อนุมัติแล้ว', REJECTED: 'ไม่อนุมัติ' },
    fields: 'ข้อมูลที่ขอเปลี่ยน: {{fields}}',
    reason: 'เหตุผล: {{reason}}',
    sentAt: 'ส่งเมื่อ {{date}}',
  },
  form: {
    eddNeeded:
      'แหล่งที่มาของรายได้ใหม่อยู่ในประเทศที่มีความเสี่ยงสูง กรุณาแนบรายการเดินบัญชีย้อนหลัง 6 เดือนและเอกสารประกอบไปกับคำขอนี้',
    eddNeededNationality:
      'สัญชาติใหม่เป็นของประเทศที่มีความเสี่ยงสูง กรุณาแนบรายการเดินบัญชีย้อนหลัง 6 เดือนและเอกสารประกอบไปกับคำขอนี้',
    note: 'เบอร์โทรศัพท์และที่อยู่ปัจจุบันจะเปลี่ยนทันที ข้อมูลอื่นที่แก้ไขจะส่งให้ทีมตรวจสอบพิจารณา',
    back: 'กลับไปหน้าข้อมูลส่วนตัว',
    submit: 'บันทึกการเปลี่ยนแปลง',
    applied: 'อัปเดตข้อมูลเรียบร้อยแล้ว',
    requested: 'ส่งคำขอเปลี่ยนแปลงให้ทีมตรวจสอบแล้ว',
  },
};

export type ProfileMessages = typeof profileTh;
