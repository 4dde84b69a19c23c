import type { Language } from '@fund/domain';

export interface RenderedMail {
  subject: string;
  text: string;
}

interface EnquiryAck {
  reference: string;
  name?: string | null;
}

const signature = {
  th: 'ทีมบริการลูกค้า\nโทร 02-000-0000 (จันทร์-ศุกร์ 09:00-18:00 น.) · LINE @mfundsupport',
  en: 'Customer Service\nTel. +66 2 000 0000 (Mon-Fri 09:00-18:00) · LINE @mfundsupport',
};

/** Every e-mail the system sends, in Thai and English; the recipient's language picks one. */
export const mailTemplates = {
  'contact-ack': (language: Language, { reference, name }: EnquiryAck): RenderedMail =>
    language === 'th'
      ? {
          subject: `เราได้รับคำขอให้ติดต่อกลับแล้ว (${reference})`,
          text: `เรียน ${name ?? 'ลูกค้า'}\n\nเราได้รับคำขอให้ติดต่อกลับของท่านแล้ว หมายเลขอ้างอิง ${reference}\nเจ้าหน้าที่จะติดต่อกลับภายในวันทำการถัดไป\n\n${signature.th}`,
        }
      : {
          subject: `We received your contact request (${reference})`,
          text: `Dear ${name ?? 'customer'},\n\nWe received your request to be contacted. Your reference is ${reference}.\nOur team will call you back within the next business day.\n\n${signature.en}`,
        },
  'complaint-ack': (language: Language, { reference }: EnquiryAck): RenderedMail =>
    language === 'th'
      ? {
          subject: `เราได้รับเรื่องร้องเรียนของท่านแล้ว (${reference})`,
          text: `เรียน ลูกค้า\n\nเราได้รับเรื่องร้องเรียนของท่านแล้ว หมายเลขอ้างอิง ${reference}\nเจ้าหน้าที่จะตรวจสอบและแจ้งผลให้ท่านทราบโดยเร็ว\n\n${signature.th}`,
        }
      : {
          subject: `We received your complaint (${reference})`,
          text: `Dear customer,\n\nWe received your complaint. Your reference is ${reference}.\nWe will look into it and reply to you as soon as possible.\n\n${signature.en}`,
        },
  otp: (language: Language, { code, minutes }: { code: string; minutes: number }): RenderedMail =>
    language === 'th'
      ? {
          subject: `รหัส OTP ของท่านคือ ${code}`,
          text: `รหัส OTP สำหรับยืนยันตัวตนของท่านคือ ${code}\nรหัสนี้ใช้ได้ ${minutes} นาที ห้ามเปิดเผยรหัสนี้กับผู้อื่น เจ้าหน้าที่จะไม่ขอรหัสนี้จากท่าน\n\n${signature.th}`,
        }
      : {
          subject: `Your OTP is ${code}`,
          text: `Your one-time code is ${code}.\nIt is valid for ${minutes} minutes. Never share it: our staff will never ask you for it.\n\n${signature.en}`,
        },
  // An SMS: no signature, one short line; the subject only labels it in the outbox.
  'otp-sms': (language: Language, { code, minutes }: { code: string; minutes: number }): RenderedMail =>
    language === 'th'
      ? {
          subject: 'SMS: รหัส OTP',
          text: `MFund: รหัส OTP ของท่านคือ ${code} ใช้ได้ ${minutes} นาที ห้ามเปิดเผยรหัสนี้กับผู้อื่น`,
        }
      : {
          subject: 'SMS: OTP',
          text: `MFund: your OTP is ${code}, valid for ${minutes} minutes. Never share it.`,
        },
  'account-locked': (
    language: Language,
    { link, minutes }: { link: string; minutes: number },
  ): RenderedMail =>
    language === 'th'
      ? {
          subject: 'บัญชีของท่านถูกระงับชั่วคราว',
          text: `มีการกรอกรหัสผ่านผิดหลายครั้ง บัญชีของท่านจึงถูกระงับชั่วคราวเพื่อความปลอดภัย\nหากเป็นท่าน กรุณากู้คืนบัญชีผ่านลิงก์นี้ภายใน ${minutes} นาที แล้วตั้งรหัสผ่านใหม่:\n${link}\n\nหากไม่ใช่ท่าน กรุณาติดต่อเจ้าหน้าที่\n\n${signature.th}`,
        }
      : {
          subject: 'Your account has been locked',
          text: `There were several wrong password attempts, so your account was locked for your safety.\nIf it was you, recover your account with this link within ${minutes} minutes, then set a new password:\n${link}\n\nIf it was not you, please contact us.\n\n${signature.en}`,
        },
  'account-recovered': (language: Language, _data: Record<string, never>): RenderedMail =>
    language === 'th'
      ? {
          subject: 'กู้คืนบัญชีของท่านแล้ว',
          text: `บัญชีของท่านได้รับการกู้คืนและปลดล็อกแล้ว กรุณาตั้งรหัสผ่านใหม่เพื่อเข้าสู่ระบบ\nหากท่านไม่ได้ทำรายการนี้ กรุณาติดต่อเจ้าหน้าที่ทันที\n\n${signature.th}`,
        }
      : {
          subject: 'Your account has been recovered',
          text: `Your account was recovered and unlocked. Please set a new password to sign in.\nIf this was not you, contact us at once.\n\n${signature.en}`,
        },
  'password-changed': (language: Language, _data: Record<string, never>): RenderedMail =>
    language === 'th'
      ? {
          subject: 'รหัสผ่านของท่านถูกเปลี่ยนแล้ว',
          text: `รหัสผ่านของบัญชีท่านถูกเปลี่ยนแล้ว และทุกอุปกรณ์ได้ออกจากระบบ กรุณาเข้าสู่ระบบด้วยรหัสผ่านใหม่\nหากท่านไม่ได้เปลี่ยนรหัสผ่าน กรุณาติดต่อเจ้าหน้าที่ทันที\n\n${signature.th}`,
        }
      : {
          subject: 'Your password was changed',
          text: `The password of your account was changed and every device was signed out. Sign in with the new password.\nIf you did not change it, contact us at once.\n\n${signature.en}`,
        },
  'password-reset': (
    language: Language,
    { link, minutes }: { link: string; minutes: number },
  ): RenderedMail =>
    language === 'th'
      ? {
          subject: 'ตั้งรหัสผ่านใหม่',
          text: `มีคำขอตั้งรหัสผ่านใหม่สำหรับบัญชีของท่าน กรุณาเปิดลิงก์นี้ภายใน ${minutes} นาที:\n${link}\n\nหากท่านไม่ได้ขอ กรุณาเพิกเฉยอีเมลนี้ รหัสผ่านเดิมยังใช้ได้\n\n${signature.th}`,
        }
      : {
          subject: 'Reset your password',
          text: `Someone asked to reset the password of your account. Open this link within ${minutes} minutes:\n${link}\n\nIf it was not you, ignore this e-mail: your password stays the same.\n\n${signature.en}`,
        },
} as const;

export type MailTemplate = keyof typeof mailTemplates;
