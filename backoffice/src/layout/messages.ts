export const layoutMessages = {
  th: {
    app: {
      title: 'ระบบหลังบ้าน',
      login: { title: 'ระบบหลังบ้าน', subtitle: 'สำหรับเจ้าหน้าที่' },
      dashboard: {
        signed_in_as: 'เข้าสู่ระบบในชื่อ %{email}',
        role: 'บทบาท: %{role}',
      },
      roles: {
        compliance: 'ฝ่ายกำกับดูแลการปฏิบัติงาน',
        operations: 'ฝ่ายปฏิบัติการ',
        support: 'ฝ่ายบริการลูกค้า',
        admin: 'ผู้ดูแลระบบ',
      },
    },
  },
  en: {
    app: {
      title: 'Back office',
      login: { title: 'Back office', subtitle: 'For staff' },
      dashboard: {
        signed_in_as: 'Signed in as %{email}',
        role: 'Role: %{role}',
      },
      roles: {
        compliance: 'Compliance',
        operations: 'Operations',
        support: 'Customer support',
        admin: 'Administrator',
      },
    },
  },
};
