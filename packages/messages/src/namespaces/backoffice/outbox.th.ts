/** The back office's outbox screens in Thai. */
export const outboxTh = {
  outbox: {
    name: 'อีเมลขาออก',
    fields: {
      recipient: 'ผู้รับ',
      channel: 'ช่องทาง',
      template: 'แม่แบบ',
      subject: 'หัวเรื่อง',
      status: 'สถานะ',
      createdAt: 'สร้างเมื่อ',
      sentAt: 'ส่งเมื่อ',
      attempts: 'จำนวนครั้งที่พยายามส่ง',
      lastError: 'ข้อผิดพลาดล่าสุด',
    },
    channels: {
      email: 'อีเมล',
      sms: 'SMS',
    },
    templates: {
      'contact-ack': 'ยืนยันคำขอให้ติดต่อกลับ',
      'complaint-ack': 'ยืนยันการรับเรื่องร้องเรียน',
      otp: 'รหัส OTP',
      'account-locked': 'แจ้งบัญชีถูกล็อก',
      'password-reset': 'ลิงก์ตั้งรหัสผ่านใหม่',
    },
    statuses: {
      SENT: 'ส่งแล้ว',
      PENDING: 'รอส่ง',
      RETRYING: 'ส่งไม่สำเร็จ รอส่งใหม่',
      FAILED: 'ส่งไม่สำเร็จ',
    },
    body_not_available: 'เนื้อหาอีเมลไม่แสดงในหน้านี้',
  },
};
