import { birthDateMessage, underAgeMessage } from '../kyc/birth-date.ts';
import { nationalIdMessage } from '../kyc/thai-id.ts';
import type { ErrorCode } from './codes.ts';

export type Language = 'th' | 'en';

/** What a person reads for each error code, in Thai (the default) and English. */
export const errorMessages: Record<ErrorCode, Record<Language, string>> = {
  VALIDATION_FAILED: {
    th: 'ข้อมูลไม่ครบถ้วนหรือไม่ถูกต้อง กรุณาตรวจสอบและกรอกใหม่อีกครั้ง',
    en: 'Your information is invalid, please check and retry again',
  },
  NOT_FOUND: { th: 'ไม่พบข้อมูลที่ต้องการ', en: 'The requested item was not found' },
  ROUTE_NOT_FOUND: { th: 'ไม่พบหน้าที่ต้องการ', en: 'This address does not exist' },
  MAINTENANCE: {
    th: 'ระบบปิดปรับปรุงชั่วคราว รายการของท่านยังไม่ถูกบันทึก กรุณาลองใหม่เมื่อระบบเปิดให้บริการ',
    en: 'We are under maintenance: nothing was saved. Please try again once we are back',
  },
  INTERNAL_ERROR: {
    th: 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง',
    en: 'Something went wrong on our side. Please try again.',
  },
  SERVICE_UNAVAILABLE: {
    th: 'ระบบไม่พร้อมให้บริการชั่วครู่ กรุณาลองใหม่อีกครั้งในอีกสักครู่',
    en: 'We are briefly unavailable. Please try again in a moment',
  },
  AUTH_REQUIRED: { th: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง', en: 'Unauthorized, please login again' },
  AUTH_INVALID_CREDENTIALS: {
    th: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง',
    en: 'The email or password is incorrect',
  },
  AUTH_FORBIDDEN: {
    th: 'คุณไม่มีสิทธิ์ทำรายการนี้',
    en: 'You do not have permission to do this',
  },
  CSRF_REJECTED: {
    th: 'คำขอไม่ปลอดภัย กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง',
    en: 'The request was refused for your safety. Reload the page and try again.',
  },
  PAYLOAD_TOO_LARGE: { th: 'ข้อมูลมีขนาดใหญ่เกินไป', en: 'The request is too large' },
  MALFORMED_JSON: { th: 'รูปแบบข้อมูลไม่ถูกต้อง', en: 'The request body is not valid JSON' },
  RATE_LIMITED: {
    th: 'ส่งคำขอบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่',
    en: 'Too many requests. Please wait a moment and try again.',
  },
  FILE_REQUIRED: { th: 'กรุณาเลือกไฟล์', en: 'Please select file' },
  FILE_TYPE_NOT_ALLOWED: {
    th: 'รองรับเฉพาะไฟล์ JPG, PNG หรือ PDF',
    en: 'Only JPG, PNG or PDF files are accepted',
  },
  PDF_ACTIVE_CONTENT: {
    th: 'ไฟล์ PDF นี้มีสคริปต์ ไฟล์แนบ หรือคำสั่งที่ทำงานเองเมื่อเปิด จึงรับไม่ได้ กรุณาบันทึกเป็น PDF ใหม่ (สั่งพิมพ์เป็น PDF) หรือส่งเป็นรูปภาพ',
    en: 'This PDF contains scripts, attached files or actions that run when it is opened, so it cannot be accepted. Please save it again as a new PDF (print to PDF) or send a photo instead',
  },
  PDF_UNREADABLE: {
    th: 'ไม่สามารถอ่านไฟล์ PDF นี้ได้ (ไฟล์อาจเสียหายหรือตั้งรหัสผ่านไว้) กรุณาส่งไฟล์ที่ไม่มีรหัสผ่าน หรือส่งเป็นรูปภาพ',
    en: 'This PDF cannot be read (it may be damaged or protected by a password). Please send a file without a password, or a photo',
  },
  FILE_MISSING: {
    th: 'ไม่พบไฟล์นี้ในระบบจัดเก็บ เจ้าหน้าที่ได้รับแจ้งแล้ว',
    en: 'This file could not be found in storage; our staff have been told',
  },
  FILE_TOO_LARGE: { th: 'ไฟล์ต้องมีขนาดไม่เกิน 5 MB', en: 'The file must be 5 MB or smaller' },
  KYC_FILE_TOO_LARGE: { th: 'ไฟล์ต้องมีขนาดไม่เกิน 10 MB', en: 'The file must be 10 MB or smaller' },
  AUTH_PASSWORD_TOO_COMMON: {
    th: 'รหัสผ่านนี้ถูกใช้บ่อยเกินไป กรุณาตั้งรหัสผ่านอื่น',
    en: 'This password is too common. Please choose another one.',
  },
  AUTH_SALE_CODE_UNKNOWN: {
    th: 'รหัสผู้แนะนำไม่ถูกต้อง กรุณากรอกรหัสผู้แนะนำให้ถูกต้อง',
    en: 'Sale code is not correct, please fill the correct Sale code',
  },
  AUTH_OTP_COOLDOWN: {
    th: 'กรุณารอสักครู่ก่อนขอรหัส OTP ใหม่',
    en: 'Please wait before asking for a new OTP',
  },
  AUTH_OTP_INVALID: {
    th: 'รหัส OTP ไม่ถูกต้อง กรุณาตรวจสอบและกรอกรหัสอีกครั้ง',
    en: 'The OTP you entered is incorrect, please check and enter the code again',
  },
  AUTH_RESET_LINK_INVALID: {
    th: 'ลิงก์ตั้งรหัสผ่านใหม่หมดอายุหรือถูกใช้แล้ว กรุณาขอลิงก์ใหม่',
    en: 'This reset link has expired or was already used. Please ask for a new one.',
  },
  AUTH_OTP_EXPIRED: {
    th: 'รหัส OTP หมดอายุหรือถูกใช้ครบจำนวนครั้งแล้ว กรุณาขอรหัสใหม่',
    en: 'This OTP has expired or was tried too many times. Please ask for a new one.',
  },
  AUTH_PROVIDER_TOKEN_INVALID: {
    th: 'ยืนยันตัวตนกับผู้ให้บริการไม่สำเร็จ กรุณาลองเข้าสู่ระบบอีกครั้ง',
    en: 'Sign-in with this provider could not be verified. Please try again.',
  },
  AUTH_PROVIDER_STATE_INVALID: {
    th: 'ลิงก์เข้าสู่ระบบนี้ไม่ได้เริ่มจากเบราว์เซอร์นี้หรือหมดอายุแล้ว กรุณาเริ่มเข้าสู่ระบบใหม่',
    en: 'This sign-in was not started in this browser or has expired. Please start signing in again.',
  },
  AUTH_PROVIDER_UNAVAILABLE: {
    th: 'ไม่สามารถติดต่อผู้ให้บริการเข้าสู่ระบบได้ในขณะนี้ กรุณาลองใหม่ภายหลัง',
    en: 'The sign-in provider cannot be reached right now. Please try again later.',
  },
  AUTH_PROVIDER_DISABLED: {
    th: 'ปิดการเข้าสู่ระบบด้วยบริการนี้อยู่ กรุณาเข้าสู่ระบบด้วยอีเมลและรหัสผ่าน',
    en: 'Sign-in with this service is turned off. Please sign in with your e-mail and password.',
  },
  AUTH_PROVIDER_EMAIL_UNVERIFIED: {
    th: 'อีเมลของบัญชีนี้ยังไม่ได้รับการยืนยันกับผู้ให้บริการ กรุณายืนยันอีเมลก่อนเข้าสู่ระบบ',
    en: "The provider has not verified this account's email. Please verify it there first.",
  },
  AUTH_PROVIDER_PROFILE_MISMATCH: {
    th: 'ข้อมูลบัญชีวอลเล็ตไม่ตรงกัน กรุณาเข้าสู่ระบบผ่านแอปอีกครั้ง',
    en: 'The wallet account details do not match. Please sign in through the app again.',
  },
  AUTH_CONSENT_REQUIRED: {
    th: 'กรุณายอมรับนโยบายความเป็นส่วนตัวและข้อกำหนดและเงื่อนไขก่อนเปิดบัญชีด้วยผู้ให้บริการนี้',
    en: 'Please accept the Privacy Policy and the terms and conditions to open an account with this provider.',
  },
  AUTH_PENDING_SIGN_IN_INVALID: {
    th: 'คำขอเข้าสู่ระบบนี้หมดอายุหรือถูกใช้แล้ว กรุณาเริ่มเข้าสู่ระบบใหม่อีกครั้ง',
    en: 'This sign-in has expired or was already used. Please start the sign-in again.',
  },
  AUTH_CURRENT_PASSWORD_WRONG: {
    th: 'รหัสผ่านปัจจุบันไม่ถูกต้อง',
    en: 'Your current password is incorrect',
  },
  AUTH_SESSION_IDLE: {
    th: 'ออกจากระบบแล้ว เนื่องจากไม่มีการใช้งานนาน 30 นาที กรุณาเข้าสู่ระบบอีกครั้ง',
    en: 'Signed out after 30 minutes without activity. Please sign in again.',
  },
  STAFF_2FA_ENROLMENT_REQUIRED: {
    th: 'บัญชีเจ้าหน้าที่ต้องตั้งค่าการยืนยันตัวตนสองขั้นตอนก่อนใช้งาน',
    en: 'Staff accounts must set up two-factor sign-in before anything else',
  },
  STAFF_2FA_RESET_SELF: {
    th: 'ไม่สามารถรีเซ็ตการยืนยันตัวตนสองขั้นตอนของตนเองได้ ให้ผู้ดูแลระบบท่านอื่นดำเนินการ',
    en: 'You cannot reset your own two-factor sign-in; another administrator must do it',
  },
  STAFF_2FA_KEEP: {
    th: 'เจ้าหน้าที่ต้องใช้การยืนยันตัวตนสองขั้นตอนตลอดเวลา ปิดเองไม่ได้ หากเปลี่ยนโทรศัพท์ ให้ผู้ดูแลระบบท่านอื่นรีเซ็ตให้',
    en: 'Staff must keep two-factor sign-in on. If you changed your phone, ask another administrator to reset it',
  },
  AUTH_2FA_REQUIRED: {
    th: 'กรุณากรอกรหัสยืนยันตัวตนสองขั้นตอนจากแอปของท่าน',
    en: 'Please enter the two-factor code from your authenticator app',
  },
  AUTH_2FA_INVALID: {
    th: 'รหัสยืนยันตัวตนสองขั้นตอนไม่ถูกต้อง กรุณาลองใหม่อีกครั้ง',
    en: 'The two-factor code is incorrect, please try again',
  },
  AUTH_2FA_ALREADY_ENABLED: {
    th: 'เปิดใช้งานการยืนยันตัวตนสองขั้นตอนอยู่แล้ว',
    en: 'Two-factor authentication is already enabled',
  },
  AUTH_2FA_NOT_ENABLED: {
    th: 'ยังไม่ได้เปิดใช้งานการยืนยันตัวตนสองขั้นตอน',
    en: 'Two-factor authentication is not enabled',
  },
  AUTH_RECOVERY_LINK_INVALID: {
    th: 'ลิงก์กู้คืนบัญชีหมดอายุหรือถูกใช้แล้ว กรุณาติดต่อเจ้าหน้าที่',
    en: 'This recovery link has expired or was already used. Please contact us.',
  },
  AUTH_RECOVERY_DATA_MISMATCH: {
    th: 'ข้อมูลไม่ตรงกับบัญชี กรุณาตรวจสอบและลองใหม่อีกครั้ง',
    en: 'The details do not match this account. Please check and try again.',
  },
  AUTH_SMS_UNAVAILABLE: {
    th: 'ขณะนี้ไม่สามารถส่ง SMS ได้ กรุณารับรหัส OTP ทางอีเมล',
    en: 'We cannot send SMS right now. Please get the OTP by e-mail.',
  },
  PHONE_SMS_UNAVAILABLE: {
    th: 'ตั้งค่า SMS ไม่สำเร็จ ขณะนี้ไม่สามารถส่ง SMS ได้ กรุณาลองใหม่ภายหลัง',
    en: 'SMS setup failed: we cannot send SMS right now. Please try again later.',
  },
  PHONE_NOT_MOBILE: {
    th: 'หมายเลขโทรศัพท์ในข้อมูลของท่านไม่ใช่หมายเลขมือถือที่รับ SMS ได้ กรุณาแก้ไขหมายเลขโทรศัพท์ก่อน',
    en: 'The phone number in your profile is not a mobile number that can receive SMS. Please change it first.',
  },
  PHONE_CODE_LIMIT: {
    th: 'ส่งรหัสไปยังหมายเลขนี้ครบจำนวนแล้ว กรุณาลองใหม่ในอีก 1 ชั่วโมง',
    en: 'We have sent as many codes to this number as we can for now. Please try again in an hour.',
  },
  PIN_MISMATCH: { th: 'รหัส PIN ไม่ตรงกัน', en: 'Pincodes do not match' },
  PIN_TOO_SIMPLE: {
    th: 'รหัส PIN นี้เดาง่ายเกินไป ห้ามใช้ตัวเลขเรียงกัน (เช่น 123456) ตัวเลขซ้ำ (เช่น 111111) หรือชุดตัวเลขที่ซ้ำกัน (เช่น 121212)',
    en: 'This pincode is too easy to guess: avoid runs (such as 123456), one repeated digit (such as 111111) and repeated groups (such as 121212)',
  },
  PIN_REQUIRED: { th: 'กรุณากรอกรหัส PIN', en: 'Please enter your pincode' },
  PIN_INVALID: { th: 'รหัส PIN ไม่ถูกต้อง', en: 'The pincode is incorrect' },
  PIN_BLOCKED: {
    th: 'รหัส PIN ถูกระงับเนื่องจากกรอกผิดหลายครั้ง กรุณาตั้งรหัส PIN ใหม่ด้วย OTP',
    en: 'Your pincode is blocked after too many wrong tries. Please reset it with an OTP.',
  },
  KYC_NATIONAL_ID_INVALID: nationalIdMessage,
  // Thirteen digits were typed: "enter 13 digits" would be wrong; the number itself is not a valid ID.
  KYC_NATIONAL_ID_CHECK_DIGIT: {
    th: 'เลขบัตรประชาชนนี้ไม่ถูกต้อง: เลขหลักสุดท้าย (เลขตรวจสอบ) ไม่ตรงกับ 12 หลักแรก กรุณาตรวจสอบกับบัตรอีกครั้ง',
    en: 'This national ID number is not valid: its last digit (the check digit) does not match the first 12. Please check it against your card.',
  },
  KYC_BIRTH_DATE_INVALID: birthDateMessage,
  KYC_UNDER_AGE: underAgeMessage,
  KYC_BLOCK_DISABLED: {
    th: 'ปิดการระงับบัญชีอยู่ (useBlockedStatus) กรุณาปฏิเสธหรือขอให้แก้ไขข้อมูลแทน',
    en: 'Blocking accounts is turned off (useBlockedStatus). Reject the case or ask for a revision instead.',
  },
  KYC_BLOCKED: {
    th: 'ขออภัย ท่านไม่สามารถดำเนินการต่อได้ตามนโยบายของบริษัท กรุณาติดต่อฝ่ายบริการลูกค้า',
    en: "Sorry, you cannot proceed under the company's onboarding policy. Please contact customer service.",
  },
  KYC_NOT_FOR_JURISTIC: {
    th: 'ลูกค้านิติบุคคลไม่ต้องทำแบบฟอร์มนี้ กรุณาติดต่อฝ่ายบริการลูกค้า',
    en: 'Juristic customers do not fill in this form. Please contact customer service.',
  },
  KYC_ASSESSMENT_NOT_DONE: {
    th: 'คุณยังไม่ได้ทำแบบประเมินนี้',
    en: 'You have not completed this assessment yet',
  },
  KYC_FATCA_AGREEMENT_REQUIRED: {
    th: 'กรุณายอมรับข้อตกลงก่อนดำเนินการต่อ',
    en: 'Please accept the terms to proceed',
  },
  QUESTIONNAIRE_VERSION_STALE: {
    th: 'แบบสอบถามมีการปรับปรุง กรุณาโหลดหน้าใหม่และตอบอีกครั้ง',
    en: 'The questionnaire has been updated. Please reload it and answer again.',
  },
  KYC_LASER_ID_INVALID: {
    th: 'กรุณากรอกรหัสหลังบัตรประชาชน (Laser ID) ตัวอักษร 2 ตัวและตัวเลข 10 หลัก',
    en: 'Please enter the laser ID from the back of your card: 2 letters and 10 digits',
  },
  KYC_ID_EXPIRY_INVALID: {
    th: 'กรุณากรอกวันบัตรหมดอายุ (วว/ดด/ปปปป) หรือเลือกตลอดชีพ',
    en: 'Please enter the card expiry date (DD/MM/YYYY) or choose lifetime',
  },
  KYC_ID_EXPIRED: {
    th: 'บัตรประจำตัวประชาชนหมดอายุแล้ว กรุณาใช้บัตรที่ยังไม่หมดอายุ',
    en: 'Your identification card has expired. Please use a valid card.',
  },
  // One field of the identity form that DOPA's record of the card does not match (the form marks each).
  KYC_IDENTITY_FIELD_MISMATCH: {
    th: 'ไม่ตรงกับข้อมูลบัตรประชาชนที่กรมการปกครอง กรุณาตรวจสอบกับบัตร',
    en: 'Does not match the card registered with the Department of Provincial Administration; please check it against your card',
  },
  KYC_IDENTITY_MISMATCH: {
    th: 'ข้อมูลยืนยันตัวตนไม่ถูกต้อง กรุณาตรวจสอบและลองใหม่อีกครั้ง',
    en: 'Your information is invalid, please check and retry again',
  },
  KYC_ID_HELD_BY_ANOTHER_ACCOUNT: {
    th: 'เลขบัตรประชาชนหรือเลขหลังบัตรนี้ใช้เปิดบัญชีอื่นไว้แล้ว หนึ่งคนเปิดได้หนึ่งบัญชี หากเป็นบัญชีของคุณ กรุณากู้คืนบัญชีเดิม',
    en: 'This national ID or laser ID is already used by another account. One person can hold one account: if it is yours, recover that account.',
  },
  KYC_LIVENESS_FAILED: {
    th: 'การยืนยันตัวตนไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
    en: 'Identity verification failed. Please try again.',
  },
  NDID_DISABLED: {
    th: 'ขณะนี้ยังไม่เปิดให้ยืนยันตัวตนผ่าน NDID กรุณายืนยันตัวตนด้วยรูปถ่ายบัตรประชาชน',
    en: 'Identity verification with NDID is not available now; please verify with your ID card photos',
  },
  NDID_IDP_UNKNOWN: {
    th: 'ไม่พบธนาคารที่เลือก กรุณาเลือกธนาคารจากรายการ',
    en: 'The chosen bank is not one of the identity providers; please pick one from the list',
  },
  NDID_REQUEST_NOT_FOUND: {
    th: 'ไม่พบคำขอยืนยันตัวตนนี้',
    en: 'This identity verification request was not found',
  },
  // The bank answered already or the 60 minutes are up: the request cannot change any more.
  NDID_REQUEST_CLOSED: {
    th: 'คำขอยืนยันตัวตนนี้สิ้นสุดแล้ว กรุณาเริ่มใหม่',
    en: 'This identity verification request has ended; please start a new one',
  },
  // The identity provider's answer failed its signature or time checks: nothing from it is used.
  NDID_RESPONSE_INVALID: {
    th: 'ไม่สามารถตรวจสอบผลการยืนยันตัวตนจากธนาคารได้ กรุณาลองใหม่หรือยืนยันตัวตนด้วยรูปถ่ายบัตร',
    en: "The bank's identity answer could not be verified; please try again or verify with your ID card photos",
  },
  KYC_PHOTOS_REQUIRED: {
    th: 'กรุณาถ่ายรูปบัตรประชาชนด้านหน้า ด้านหลัง และรูปถ่ายใบหน้าก่อน',
    en: 'Please take the photos of the front and back of your ID card and a selfie first',
  },
  KYC_IDENTITY_REQUIRED: {
    th: 'กรุณายืนยันข้อมูลบัตรประชาชนให้สำเร็จก่อน',
    en: 'Please complete the identity data check first',
  },
  KYC_ADDRESS_INVALID: {
    th: 'จังหวัด อำเภอ/เขต ตำบล/แขวง และรหัสไปรษณีย์ไม่ตรงกัน กรุณาตรวจสอบ',
    en: 'The province, district, subdistrict and postal code do not match. Please check them.',
  },
  KYC_BANK_ACCOUNT_INVALID: { th: 'เลขที่บัญชีธนาคารไม่ถูกต้อง', en: 'Bank account number is incorrect' },
  KYC_BANK_NAME_MISMATCH: {
    th: 'ชื่อบัญชีธนาคารต้องตรงกับชื่อผู้สมัคร',
    en: 'The bank account name must be the same as the applicant',
  },
  KYC_HANDOFF_INVALID: {
    th: 'ลิงก์หรือคิวอาร์โค้ดหมดอายุหรือถูกใช้แล้ว กรุณาสร้างใหม่จากคอมพิวเตอร์',
    en: 'This link or QR code has expired or was already used. Please create a new one on your computer.',
  },
  CALENDAR_WEEKEND: {
    th: 'วันเสาร์และวันอาทิตย์เป็นวันหยุดอยู่แล้ว ไม่ต้องเพิ่ม',
    en: 'Saturdays and Sundays are closed days already; there is no need to add them',
  },
  CALENDAR_DAY_EXISTS: { th: 'วันนี้เป็นวันหยุดอยู่แล้ว', en: 'This day is already a holiday' },
  CALENDAR_DAY_HAS_ORDERS: {
    th: 'มีคำสั่งซื้อขายที่รอซื้อขายในวันนี้ จึงกำหนดเป็นวันหยุดไม่ได้ กรุณาจัดการคำสั่งเหล่านั้นก่อน',
    en: 'Orders are waiting to trade on this day, so it cannot become a holiday; deal with them first',
  },
  ORDER_IDEMPOTENCY_KEY_REQUIRED: {
    th: 'ไม่พบรหัสคำขอ (Idempotency-Key) กรุณาลองใหม่อีกครั้ง',
    en: 'The request has no Idempotency-Key. Please try again.',
  },
  ORDER_IDEMPOTENCY_MISMATCH: {
    th: 'รหัสคำขอนี้ถูกใช้กับรายการอื่นแล้ว',
    en: 'This Idempotency-Key was already used for a different order',
  },
  ORDER_NOT_ALLOWED: {
    th: 'บัญชีนี้ยังไม่ได้รับอนุญาตให้ลงทุน',
    en: 'Investing is not allowed for this account',
  },
  ORDER_ACCOUNT_NOT_VERIFIED: {
    th: 'กรุณายืนยันตัวตนให้ครบและรอการอนุมัติก่อนลงทุน',
    en: 'Please complete identity verification and wait for approval before investing',
  },
  ORDER_ACCOUNT_RESTRICTED: {
    th: 'บัญชีของท่านถูกระงับการเพิ่มเงินลงทุนและการสับเปลี่ยนชั่วคราว กรุณาปรับปรุงข้อมูลหรือติดต่อเจ้าหน้าที่',
    en: 'New increases and switches are suspended for your account. Please update your information or contact support.',
  },
  ORDER_STRATEGY_NOT_OPEN: {
    th: 'กลยุทธ์นี้ยังไม่เปิดให้ลงทุน',
    en: 'This strategy is not open for orders yet',
  },
  ORDER_AMOUNT_INVALID: {
    th: 'กรุณาระบุจำนวนเงินให้ถูกต้อง',
    en: 'Please enter a valid amount',
  },
  ORDER_BELOW_MINIMUM_FIRST: {
    th: 'การลงทุนครั้งแรกในกลยุทธ์นี้ขั้นต่ำ {{minimum}} บาท กรุณาระบุจำนวนเงินใหม่',
    en: 'The minimum first investment in this strategy is {{minimum}} baht. Please enter a new amount.',
  },
  ORDER_BELOW_MINIMUM_TOP_UP: {
    th: 'การเพิ่มเงินลงทุนในกลยุทธ์นี้ขั้นต่ำครั้งละ {{minimum}} บาท กรุณาระบุจำนวนเงินใหม่',
    en: 'Each top-up in this strategy is at least {{minimum}} baht. Please enter a new amount.',
  },
  ORDER_TOO_FEW_STRATEGIES: {
    th: 'กรุณาเลือกอย่างน้อย 2 กลยุทธ์',
    en: 'Please choose at least 2 strategies',
  },
  ORDER_UNITS_INVALID: {
    th: 'กรุณาระบุจำนวนหน่วยให้ถูกต้อง (ทศนิยมไม่เกิน 4 ตำแหน่ง)',
    en: 'Please enter a valid number of units (at most 4 decimal places)',
  },
  ORDER_EXCEEDS_AVAILABLE_UNITS: {
    th: 'จำนวนที่ขายเกินหน่วยลงทุนที่มีอยู่',
    en: 'The order is more than the units you have available',
  },
  ORDER_BELOW_MINIMUM_REDUCTION: {
    th: 'มูลค่าที่ลดต่ำกว่ามูลค่าลดเงินลงทุนขั้นต่ำของกลยุทธ์',
    en: "The reduction is below the strategy's minimum reduction value",
  },
  ORDER_NO_HOLDING: {
    th: 'ท่านยังไม่มีเงินลงทุนในกลยุทธ์นี้',
    en: 'You hold no units of this strategy',
  },
  ORDER_RISK_MISMATCH: {
    th: 'กลยุทธ์นี้มีความเสี่ยงสูงกว่าระดับที่ท่านรับได้ กรุณายืนยันว่ายอมรับความเสี่ยง หรือกลับไปอ่านหนังสือชี้ชวน',
    en: 'This strategy is riskier than your risk tolerance. Please confirm that you accept the risk, or go back and read the factsheet.',
  },
  ORDER_SUITABILITY_REQUIRED: {
    th: 'ท่านยังไม่ได้ทำแบบประเมินความเหมาะสม หรือแบบประเมินหมดอายุ',
    en: 'You have not completed this assessment yet, or it has expired',
  },
  ORDER_CANNOT_CANCEL: {
    th: 'ยกเลิกรายการนี้ไม่ได้ สับเปลี่ยนยกเลิกได้ก่อน 14:00 น. ของวันที่มีผลเท่านั้น',
    en: 'This order cannot be cancelled: a switch can be cancelled only before 14:00 on its effective date',
  },
  ORDER_SWITCHING_UNAVAILABLE: {
    th: 'ขณะนี้ยังไม่เปิดให้สับเปลี่ยนกลยุทธ์ กรุณาลองใหม่ภายหลังหรือติดต่อเจ้าหน้าที่',
    en: 'Switching between strategies is not available at the moment; please try later or contact support',
  },
  ORDER_NOT_PAID_IN_TIME: {
    th: 'ไม่ได้ชำระเงินภายในเวลาที่กำหนด: ไม่ได้รับเงินภายใน 5 วันทำการนับจากวันที่ทำรายการ',
    en: 'Not paid in time: no payment arrived within 5 business days of the trade date',
  },
  ORDER_SWITCH_NOTHING_TO_BUY: {
    th: 'มูลค่าที่ได้จากการสับเปลี่ยนออกเป็น 0.00 บาท จึงไม่มียอดเงินสำหรับซื้อหน่วยลงทุน',
    en: 'The switch-out proceeds came to 0.00 THB at the NAV, so there was nothing to buy',
  },
  ORDER_SWITCH_PROCEEDS_TOO_SMALL: {
    th: 'หน่วยลงทุนที่สับเปลี่ยนมีมูลค่าต่ำกว่า 0.01 บาทตาม NAV ล่าสุด จึงไม่มียอดเงินสำหรับซื้อกองทุนปลายทาง',
    en: 'The units to switch are worth less than 0.01 THB at the latest NAV: there would be nothing to buy',
  },
  ORDER_SWITCH_SAME_STRATEGY: {
    th: 'กรุณาเลือกกลยุทธ์ปลายทางที่ต่างจากกลยุทธ์ต้นทาง',
    en: 'Please choose a different strategy to switch into',
  },
  KYC_CONTRACT_VERSION_STALE: {
    th: 'สัญญามีการปรับปรุงแล้ว กรุณาอ่านฉบับล่าสุดและยอมรับอีกครั้ง',
    en: 'The contract has been updated. Please read the latest version and accept it again.',
  },
  KYC_CONTRACT_ALREADY_SIGNED: {
    th: 'ท่านได้ลงนามสัญญาฉบับนี้แล้ว',
    en: 'You have already signed this contract',
  },
  KYC_JURISTIC_CUSTOMER_SERVICE: {
    th: 'บัญชีนิติบุคคลเปิดผ่านฝ่ายบริการลูกค้า กรุณาติดต่อ โทร 02-000-0000 (จันทร์-ศุกร์ 09:00-18:00 น.) · LINE @mfundsupport',
    en: 'Corporate accounts are opened through customer service. Please contact us: Tel. +66 2 000 0000 (Mon-Fri 09:00-18:00) · LINE @mfundsupport',
  },
  KYC_CASE_STATE: {
    th: 'ไม่สามารถทำรายการนี้ได้ในสถานะปัจจุบันของการตรวจสอบ',
    en: 'This cannot be done in the current state of the verification.',
  },
  PROFILE_NOT_VERIFIED: {
    th: 'บัญชียังไม่ได้รับการอนุมัติ กรุณาแก้ไขข้อมูลในขั้นตอนการยืนยันตัวตน',
    en: 'Your account is not approved yet: change your data in the verification steps.',
  },
  CHANGE_REQUEST_OPEN: {
    th: 'ท่านมีคำขอเปลี่ยนแปลงข้อมูลประเภทนี้ที่รอการพิจารณาอยู่แล้ว กรุณารอผลก่อนส่งคำขอใหม่',
    en: 'You already have a change request of this kind waiting for review. Please wait for its result.',
  },
  CHANGE_REQUEST_NOTHING_CHANGED: {
    th: 'ไม่มีข้อมูลที่เปลี่ยนแปลง',
    en: 'Nothing has changed.',
  },
  CHANGE_REQUEST_EDD_DOCUMENTS_REQUIRED: {
    th: 'การเปลี่ยนแปลงนี้ต้องแนบรายการเดินบัญชีย้อนหลัง 6 เดือนและเอกสารประกอบ',
    en: 'This change needs your bank statements for the past 6 months and a supporting document.',
  },
  CHANGE_REQUEST_BOOK_BANK_REQUIRED: {
    th: 'กรุณาแนบรูปหน้าสมุดบัญชีธนาคารของบัญชีใหม่ที่คุณอัปโหลด',
    en: 'Please attach the photo of the new account’s book bank that you uploaded.',
  },
  CHANGE_REQUEST_STATE: {
    th: 'คำขอนี้ได้รับการพิจารณาไปแล้ว',
    en: 'This request has already been decided.',
  },
  KYC_STEPS_INCOMPLETE: {
    th: 'ข้อมูลยังไม่ครบถ้วน กรุณาทำขั้นตอนที่เหลือให้เสร็จก่อน',
    en: 'Data incomplete: please finish the remaining steps first.',
  },
  ORDER_CANNOT_DECIDE: { th: 'รายการนี้ได้รับการพิจารณาไปแล้ว', en: 'This order has already been decided' },
  PAYOUT_WRONG_STATUS: {
    th: 'ไม่สามารถทำรายการนี้กับการจ่ายเงินในสถานะปัจจุบันได้',
    en: 'This payout cannot do that in its current status',
  },
  PAYOUT_MAKER_CANNOT_CONFIRM: {
    th: 'ผู้จัดเตรียมชุดการจ่ายเงินไม่สามารถยืนยันผลการจ่ายเงินเองได้ ต้องให้เจ้าหน้าที่อีกท่านยืนยัน',
    en: 'Whoever prepared the batch cannot confirm it: another staff member must',
  },
  PAYOUT_BATCH_EMPTY: {
    th: 'ไม่มีรายการจ่ายเงินที่พร้อมจ่ายภายในวันที่นี้',
    en: 'No payout is ready to pay by this value date',
  },
  PAYOUT_BATCH_CLOSED: {
    th: 'ชุดการจ่ายเงินนี้ได้รับการยืนยันผลครบแล้ว',
    en: 'Every payout of this batch already has its outcome',
  },
  PAYOUT_BANK_MISSING: {
    th: 'ยังไม่มีบัญชีธนาคารสำหรับรับเงิน กรุณาเพิ่มบัญชีธนาคารในโปรไฟล์',
    en: 'There is no bank account to pay to: please add one in your profile',
  },
  PAYOUT_BANK_NOT_VERIFIED: {
    th: 'บัญชีธนาคารสำหรับรับเงินยังไม่ผ่านการตรวจสอบ เจ้าหน้าที่จะจ่ายเงินเมื่อบัญชีได้รับการยืนยันแล้ว',
    en: 'The bank account to pay to is not verified yet: we pay once it is',
  },
  PAYOUT_WALLET_MISSING: {
    th: 'ยังไม่มีกระเป๋าเงินดิจิทัลที่ผ่านการตรวจสอบสำหรับรับเงิน เจ้าหน้าที่จะติดต่อท่าน',
    en: 'There is no verified wallet to pay to: we will contact you',
  },
  PAYOUT_BATCH_NOT_WALLET: {
    th: 'ชุดนี้เป็นการโอนผ่านธนาคาร ให้บันทึกผลตามที่ธนาคารแจ้ง',
    en: 'This is a bank batch: record what the bank answered',
  },
  WALLET_ADDRESS_INVALID: {
    th: 'ที่อยู่กระเป๋าเงินไม่ถูกต้องสำหรับเครือข่ายที่เลือก กรุณาตรวจสอบอีกครั้ง',
    en: 'This wallet address is not valid on the network chosen: please check it',
  },
  WALLET_UNCHANGED: {
    th: 'ที่อยู่กระเป๋าเงินนี้คือกระเป๋าเงินที่ใช้อยู่แล้ว',
    en: 'This is already the wallet in use',
  },
  ORDER_WALLET_NOT_VERIFIED: {
    th: 'ยังไม่มีกระเป๋าเงินดิจิทัลที่ผ่านการตรวจสอบ กรุณาเลือกรับเงินเข้าบัญชีธนาคาร หรือเพิ่มกระเป๋าเงินในโปรไฟล์',
    en: 'There is no verified wallet yet: receive to your bank account, or add a wallet in your profile',
  },
  CUSTODIAN_DISABLED: {
    th: 'ปิดการเชื่อมต่อผู้รับฝากทรัพย์สินอยู่ (ฟีเจอร์แฟล็ก custodian) จึงไม่มีการกระทบยอด',
    en: 'The custodian is switched off (the custodian feature flag): no reconciliation runs',
  },
  TAX_INVOICE_ALREADY_CANCELLED: {
    th: 'ใบกำกับภาษีนี้ถูกยกเลิกไปแล้ว',
    en: 'This tax invoice is already cancelled',
  },
  DOCUMENT_CANCELLED_NOT_RESENT: {
    th: 'ใบกำกับภาษีนี้ถูกยกเลิกแล้ว จึงส่งซ้ำให้ลูกค้าไม่ได้ กรุณาส่งใบที่ออกแทน',
    en: 'This tax invoice is cancelled and cannot be re-sent to the investor: send its replacement instead',
  },
  CONTRACT_VIEW_DISABLED: {
    th: 'ขณะนี้ยังไม่เปิดให้ดูสัญญาที่ลงนามแล้วทางออนไลน์ หากต้องการสำเนา กรุณาติดต่อเจ้าหน้าที่',
    en: 'The signed contract cannot be viewed online right now: please contact us for a copy',
  },
  CLIENT_ERRORS_DISABLED: {
    th: 'ขณะนี้ระบบไม่ได้รับรายงานข้อผิดพลาดจากหน้าเว็บ',
    en: 'Error reports from the web pages are not being accepted right now',
  },
  STATEMENT_MONTH_NOT_ENDED: {
    th: 'ขอรายงานสรุปได้เฉพาะเดือนที่สิ้นสุดแล้ว',
    en: 'A statement can be had only for a month that has ended',
  },
  STATEMENT_NOTHING_HELD: {
    th: 'ท่านไม่มีหน่วยลงทุนหรือรายการในเดือนนี้ จึงไม่มีรายงานสรุป',
    en: 'You held no units and made no transaction in this month, so there is no statement',
  },
  STATEMENTS_DISABLED: {
    th: 'ขณะนี้ยังไม่เปิดให้ดาวน์โหลดรายงานสรุปในแอป กรุณาส่งคำขอรายงานถึงเจ้าหน้าที่',
    en: 'Statements cannot be downloaded in the app right now: please send us a statement request',
  },
  STATEMENT_REQUEST_CLOSED: {
    th: 'คำขอรายงานนี้ส่งรายงานไปแล้ว',
    en: 'The statement of this request has already been sent',
  },
  STATEMENT_RUN_HAS_NO_FAILURES: {
    th: 'รอบนี้ไม่มีรายงานที่สร้างไม่สำเร็จ',
    en: 'This run has no failed statements to retry',
  },
  DOCUMENT_DOWNLOAD_DISABLED: {
    th: 'ขณะนี้ยังไม่เปิดให้ดาวน์โหลดใบกำกับภาษี กรุณาติดต่อเจ้าหน้าที่',
    en: 'Tax invoice download is not available right now: please contact us',
  },
  PAYOUT_BANK_NAME_MISMATCH: {
    th: 'ชื่อบัญชีธนาคารไม่ตรงกับชื่อผู้ลงทุน เจ้าหน้าที่กำลังตรวจสอบ',
    en: 'The bank account name does not match the investor: compliance is checking it',
  },
  NAV_BEFORE_CUT_OFF: {
    th: 'บันทึก NAV ของวันนี้ได้หลังเวลาตัดรอบ 14:00 น. เท่านั้น',
    en: "Today's NAV can be entered only after the 14:00 cut-off",
  },
  NAV_DATE_IN_FUTURE: {
    th: 'ยังไม่ถึงวันที่ของ NAV นี้',
    en: 'This NAV date has not come yet',
  },
  NAV_NOT_BUSINESS_DAY: {
    th: 'วันที่นี้ไม่ใช่วันทำการ',
    en: 'This date is not a business day',
  },
  NAV_BEFORE_MANAGEMENT_START: {
    th: 'วันที่ของ NAV อยู่ก่อนวันเริ่มบริหารของกลยุทธ์นี้',
    en: "The NAV date is before this strategy's management start date",
  },
  NAV_ALREADY_APPROVED: {
    th: 'NAV ของวันนี้ได้รับอนุมัติแล้ว แก้ไขไม่ได้',
    en: 'The NAV of this day is approved already and cannot be changed',
  },
  TIER_THRESHOLDS_INVALID: {
    th: 'เกณฑ์ระดับลูกค้าไม่ถูกต้อง: ต้องมีระดับเริ่มต้นที่ 0 บาท และแต่ละระดับต้องมีเกณฑ์ไม่ซ้ำกัน',
    en: 'Invalid tier thresholds: one tier must start at 0 THB and no two tiers may share a threshold',
  },
  NAV_NOT_PENDING: {
    th: 'NAV นี้ไม่ได้รออนุมัติ',
    en: 'This NAV is not waiting for approval',
  },
  NAV_MAKER_CANNOT_APPROVE: {
    th: 'ผู้บันทึก NAV อนุมัติรายการของตนเองไม่ได้ ต้องให้เจ้าหน้าที่อีกคนอนุมัติ',
    en: 'The staff member who entered a NAV cannot approve it; another staff member must',
  },
  FX_RATE_OUT_OF_RANGE: {
    th: 'อัตราอ้างอิงต้องอยู่ระหว่าง 10 ถึง 100 บาทต่อ 1 ดอลลาร์สหรัฐ',
    en: 'The reference rate must be between 10 and 100 THB per 1 USD',
  },
  FX_RATE_DATE_IN_FUTURE: {
    th: 'ยังไม่ถึงวันที่ของอัตราอ้างอิงนี้',
    en: 'The date of this reference rate has not come yet',
  },
  FX_RATE_NOT_BUSINESS_DAY: {
    th: 'วันที่นี้ไม่ใช่วันทำการ จึงไม่มีอัตราอ้างอิง',
    en: 'This date is not a business day, so it has no reference rate',
  },
  FX_RATE_ALREADY_APPROVED: {
    th: 'อัตราอ้างอิงของวันนี้ได้รับอนุมัติแล้ว แก้ไขไม่ได้',
    en: 'The reference rate of this day is approved already and cannot be changed',
  },
  FX_RATE_NOT_PENDING: {
    th: 'อัตราอ้างอิงนี้ไม่ได้รออนุมัติ',
    en: 'This reference rate is not waiting for approval',
  },
  FX_RATE_MAKER_CANNOT_APPROVE: {
    th: 'ผู้บันทึกอัตราอ้างอิงอนุมัติรายการของตนเองไม่ได้ ต้องให้เจ้าหน้าที่อีกคนอนุมัติ',
    en: 'The staff member who entered a reference rate cannot approve it; another staff member must',
  },
  FX_DISPLAY_DISABLED: {
    th: 'ขณะนี้แสดงมูลค่าเป็นบาทเท่านั้น',
    en: 'Values are shown in THB only right now',
  },
  PERFORMANCE_REPORT_DISABLED: {
    th: 'รายงานผลการดำเนินงานปิดปรับปรุงชั่วคราว',
    en: 'The performance report is under maintenance',
  },
  DEPOSIT_ORDER_NOT_PAYABLE: {
    th: 'รายการนี้ไม่ใช่คำสั่งเพิ่มเงินลงทุนที่รอชำระเงิน',
    en: 'This order is not an increase waiting for payment',
  },
  DEPOSIT_QR_DISABLED: {
    th: 'ขณะนี้ยังไม่เปิดให้ชำระเงินด้วย QR พร้อมเพย์ กรุณาโอนเงินเข้าบัญชีบริษัท',
    en: 'PromptPay QR payment is not available now; please pay by bank transfer',
  },
  DEPOSIT_NOT_QR: {
    th: 'รายการฝากเงินนี้ไม่ได้ชำระด้วย QR พร้อมเพย์',
    en: 'This deposit is not paid by PromptPay QR',
  },
  DEPOSIT_NOT_OPEN: {
    th: 'รายการฝากเงินนี้ได้รับการพิจารณาแล้ว ไม่สามารถแก้ไขได้',
    en: 'This deposit has already been decided and cannot be changed',
  },
  DEPOSIT_NOT_PENDING: {
    th: 'รายการฝากเงินนี้ไม่ได้รอการตรวจสอบ',
    en: 'This deposit is not waiting for verification',
  },
  ORDER_NOT_FUNDED: {
    th: 'ยังไม่ได้ตรวจสอบเงินฝากของคำสั่งนี้ จึงยังอนุมัติไม่ได้',
    en: 'The deposit for this order has not been verified yet, so it cannot be approved',
  },
  PAYMENT_NOTIFICATION_INVALID: {
    th: 'ไม่สามารถยืนยันการแจ้งชำระเงินจากธนาคารได้',
    en: 'The payment notification could not be verified',
  },
  PAYMENT_NOTIFICATION_UNAVAILABLE: {
    th: 'ไม่สามารถตรวจสอบการแจ้งชำระเงินจากธนาคารได้ในขณะนี้ กรุณาลองใหม่ภายหลัง',
    en: 'Payment notifications cannot be checked right now. Please try again later.',
  },
  PAYMENT_REFERENCE_UNKNOWN: {
    th: 'ไม่พบรายการฝากเงินตามเลขอ้างอิงนี้',
    en: 'No deposit has this payment reference',
  },
  JURISTIC_REGISTRATION_NUMBER_FORMAT: {
    th: 'กรุณากรอกเลขทะเบียนนิติบุคคล 13 หลัก',
    en: 'Please enter the 13 digit juristic person registration number',
  },
  JURISTIC_REGISTRATION_NUMBER_CHECK_DIGIT: {
    th: 'เลขทะเบียนนิติบุคคลไม่ถูกต้อง: หลักตรวจสอบไม่ตรงกัน',
    en: 'This registration number is not valid: its check digit does not match',
  },
  JURISTIC_REGISTRATION_NUMBER_TAKEN: {
    th: 'เลขทะเบียนนิติบุคคลนี้มีบัญชีอยู่แล้วหรือรอการอนุมัติอยู่',
    en: 'This registration number already has an account or one waiting for approval',
  },
  JURISTIC_EMAIL_TAKEN: {
    th: 'อีเมลนี้ใช้กับบัญชีอื่นอยู่แล้ว กรุณาใช้อีเมลอื่นสำหรับผู้มีอำนาจ',
    en: 'This e-mail already belongs to another account; give the authorised person another one',
  },
  JURISTIC_DOCUMENTS_MISSING: {
    th: 'กรุณาแนบหนังสือรับรองบริษัท บัญชีรายชื่อผู้ถือหุ้น และมติคณะกรรมการให้ครบ',
    en: 'Attach the company certificate, the shareholder list and the board resolution',
  },
  JURISTIC_DOCUMENT_UNKNOWN: {
    th: 'ไม่พบเอกสารที่แนบ กรุณาอัปโหลดใหม่',
    en: 'An attached document was not found; please upload it again',
  },
  JURISTIC_PERSON_MISMATCH: {
    th: 'ข้อมูลผู้มีอำนาจไม่ตรงกับบัตรที่ลงทะเบียนกับกรมการปกครอง',
    en: 'An authorised person’s details do not match the card registered with DOPA',
  },
  JURISTIC_PERSON_UNDER_AGE: {
    th: 'ผู้มีอำนาจต้องมีอายุ 20 ปีขึ้นไป',
    en: 'An authorised person must be at least 20 years old',
  },
  JURISTIC_MAKER_CANNOT_DECIDE: {
    th: 'ผู้จัดทำบัญชีนี้ไม่สามารถอนุมัติหรือปฏิเสธเองได้ ต้องให้เจ้าหน้าที่อีกคนตัดสิน',
    en: 'The staff member who prepared this account cannot decide it; another one must',
  },
  JURISTIC_ACCOUNT_STATE: {
    th: 'บัญชีนิติบุคคลนี้ได้รับการตัดสินแล้ว',
    en: 'This juristic account has already been decided',
  },
};

/**
 * The message for a code; `{{name}}` in it reads the caller's value, else the spec's (a strategy's minimum is
 * configurable, spec §9 names 10,000 baht), so a caller that knows no value still reads a whole sentence.
 */
export function errorMessage(
  code: string,
  language: Language,
  values: Readonly<Record<string, string>> = {},
): string {
  const entry = (errorMessages as Record<string, Record<Language, string>>)[code];
  const fallback: Readonly<Record<string, string>> = { minimum: '10,000' };
  return (entry ?? errorMessages.INTERNAL_ERROR)[language].replace(
    /\{\{(\w+)\}\}/g,
    (placeholder, name: string) => values[name] ?? fallback[name] ?? placeholder,
  );
}
