/** The back office's feature-flags screens in Thai. */
export const featureFlagsTh = {
  'feature-flags': {
    name_other: 'ฟีเจอร์แฟล็ก',
    fields: {
      id: 'แฟล็กและผลของการเปิดปิด',
      governs: 'ผลของการเปิดและปิด',
      enabled: 'เปิดใช้งาน',
      updatedAt: 'เปลี่ยนล่าสุด',
      q: 'ค้นหา',
    },
    never_changed: 'ใช้ค่าเริ่มต้น ยังไม่เคยเปลี่ยน',
    toggle: 'เปิดใช้งาน {{name}}',
    edit_title: 'แก้ไขแฟล็ก {{name}}',
    notifications: {
      updated: 'บันทึกแฟล็กแล้ว',
    },
  },
};
