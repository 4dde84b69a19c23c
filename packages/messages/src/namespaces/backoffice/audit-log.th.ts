/** The back office's audit-log screens in Thai. */
export const auditLogTh = {
  'audit-log': {
    name: 'บันทึกการตรวจสอบ',
    fields: {
      createdAt: 'เวลา',
      actor: 'ผู้ดำเนินการ',
      action: 'การดำเนินการ',
      subject: 'รายการที่ถูกดำเนินการ',
      ip: 'IP',
      requestId: 'รหัสคำขอ',
      before: 'ก่อนเปลี่ยน',
      after: 'หลังเปลี่ยน',
    },
    actions: {
      users_lock: 'ล็อกบัญชี',
      users_unlock: 'ปลดล็อกบัญชี',
      users_role: 'เปลี่ยนบทบาท',
      'app-settings_update': 'แก้ไขการตั้งค่าระบบ',
      'feature-flags_update': 'แก้ไขฟีเจอร์แฟล็ก',
      inbox_update: 'อัปเดตกล่องข้อความ',
    },
    system: 'ระบบ',
    subject_helper: 'ตรงทั้งหมด เช่น users/4',
  },
};
