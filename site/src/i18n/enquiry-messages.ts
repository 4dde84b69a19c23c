import type { Locale } from './locales.ts';

/** Wording of the contact-back and complaint forms; the validation lines are spec §8's, Thai and English. */
const th = {
  name: 'ชื่อ-นามสกุล',
  email: 'อีเมล',
  phone: 'เบอร์โทรศัพท์',
  registeredPhone: 'เบอร์โทรศัพท์ที่ลงทะเบียนไว้',
  phoneHint: 'ตัวเลข 9-10 หลัก เช่น 081-234-5678',
  topic: 'เรื่องที่ต้องการติดต่อ',
  problemType: 'ประเภทปัญหา',
  detail: 'รายละเอียด',
  file: 'ไฟล์แนบ',
  fileHint: 'ไฟล์ .jpg, .jpeg, .png หรือ .pdf ขนาดไม่เกิน 5 MB',
  choose: 'กรุณาเลือก',
  required: 'จำเป็น',
  contactSubmit: 'ให้เราติดต่อกลับ',
  complaintSubmit: 'ส่งเรื่องร้องเรียน',
  sending: 'กำลังส่ง…',
  contactSuccess: 'ได้รับข้อมูลของคุณแล้ว เจ้าหน้าที่จะติดต่อกลับโดยเร็ว',
  complaintSuccess: 'ส่งเรื่องร้องเรียนเรียบร้อยแล้ว',
  reference: (reference: string) => `เลขที่อ้างอิง ${reference}`,
  fixErrors: 'กรุณาตรวจสอบข้อมูลที่ไฮไลต์ไว้',
  networkError: 'ไม่สามารถเชื่อมต่อระบบได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองใหม่อีกครั้ง',
  errors: {
    nameRequired: 'กรุณากรอกชื่อ',
    emailRequired: 'กรุณากรอกอีเมล',
    emailInvalid: 'กรุณากรอกอีเมลให้ถูกต้อง',
    phoneRequired: 'กรุณากรอกเบอร์โทรศัพท์',
    phoneInvalid: 'กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง',
    topicRequired: 'กรุณาเลือกเรื่องที่ต้องการติดต่อ',
    problemTypeRequired: 'กรุณาเลือกประเภทปัญหา',
    detailRequired: 'กรุณาระบุปัญหา',
    detailTooLong: (max: number) => `รายละเอียดต้องไม่เกิน ${max.toLocaleString('th-TH')} ตัวอักษร`,
  },
};

export type EnquiryMessages = typeof th;

const en: EnquiryMessages = {
  name: 'Full name',
  email: 'E-mail',
  phone: 'Phone number',
  registeredPhone: 'Registered phone number',
  phoneHint: '9-10 digits, e.g. 081-234-5678',
  topic: 'Topic',
  problemType: 'Problem type',
  detail: 'Details',
  file: 'Attachment',
  fileHint: 'A .jpg, .jpeg, .png or .pdf file of up to 5 MB',
  choose: 'Please choose',
  required: 'required',
  contactSubmit: 'Call me back',
  complaintSubmit: 'Submit complaint',
  sending: 'Sending…',
  contactSuccess: 'Thank you. We have your details and will call you back soon.',
  complaintSuccess: 'Complaint submitted',
  reference: (reference: string) => `Reference ${reference}`,
  fixErrors: 'Please check the highlighted fields.',
  networkError: 'We could not reach our server. Check your connection and try again.',
  errors: {
    nameRequired: 'Please enter your name',
    emailRequired: 'Please enter email',
    emailInvalid: 'Please enter a valid email address',
    phoneRequired: 'Please enter your phone number',
    phoneInvalid: 'Please enter a valid phone number',
    topicRequired: 'Please choose a topic',
    problemTypeRequired: 'Please choose the problem type',
    detailRequired: 'Please specify the problem',
    detailTooLong: (max: number) =>
      `Please keep the details within ${max.toLocaleString('en-US')} characters`,
  },
};

const messages: Record<Locale, EnquiryMessages> = { th, en };

export function enquiryMessagesFor(locale: Locale): EnquiryMessages {
  return messages[locale];
}
